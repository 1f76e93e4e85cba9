/**
 * The contact form of SPEC §3, §5, §7: name, email and message are required and the email must be
 * valid by the browser's own rules (input type=email). The browser's validity state decides; the
 * messages are shown as visible text under each field.
 * Without VITE_LEAD_ENDPOINT: no network call, SPEC's demo notice, then clear. With it, the message
 * goes through the lead outbox (leads/outbox.ts) and the notice says what became of it; a honeypot
 * and a 2-second minimum send nothing for simple bots while showing them the usual success.
 */
import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import { island } from '../../../design-system/island/island';
import { notify } from '../../../design-system/notices/noticeStore';
import { classes, plainClass } from '../../../design-system/plain/PlainControls';
import { PlainTextField } from '../../../design-system/plain/PlainTextField';
import { useTextTypedBeforeStart } from '../../../design-system/useTextTypedBeforeStart';
import { contactFormText, emptyContactForm } from '../content/contact';
import {
  leadDeliveredNotice,
  leadRejectedNotice,
  leadSavedNotice,
  leadUnsentNotice,
  messageSentNotice,
} from '../content/notices';
import type { ContactFormState } from '../content/types';
import { createLead, looksLikeBot, type Lead } from '../leads/lead';
import { browserOutbox, leadEndpoint, newLeadId } from '../leads/leadOutbox';
import { leadAttribution } from '../../../lib/consent/measurement';
import type { SubmitOutcome } from '../leads/outbox';

/** Hands a lead over for delivery; undefined means SPEC's demo (no endpoint configured). */
export type SendLeadFromForm = (lead: Lead) => Promise<SubmitOutcome>;

const defaultSendLead: SendLeadFromForm | undefined = leadEndpoint
  ? (lead) => browserOutbox(leadEndpoint!).submit(lead)
  : undefined;

const HONEYPOT = 'website';
const outcomeNotices = {
  delivered: leadDeliveredNotice,
  saved: leadSavedNotice,
  rejected: leadRejectedNotice,
  unsent: leadUnsentNotice,
} as const;

const subscribeToNothing = () => () => {};

type ShownField = 'name' | 'email' | 'message';
const shownFields: readonly ShownField[] = ['name', 'email', 'message'];
type Errors = Partial<Record<ShownField, string>>;

function errorFor(
  field: ShownField,
  input: HTMLInputElement | HTMLTextAreaElement,
): string | undefined {
  const { validity } = input;
  if (validity.valid) return undefined;
  if (field === 'email') {
    return validity.valueMissing
      ? contactFormText.errors.emailMissing
      : contactFormText.errors.emailInvalid;
  }
  return field === 'name'
    ? contactFormText.errors.nameMissing
    : contactFormText.errors.messageMissing;
}

export function ContactForm({
  initialValues = emptyContactForm,
  sendLead = defaultSendLead,
}: {
  initialValues?: ContactFormState;
  sendLead?: SendLeadFromForm;
}) {
  const [values, setValues] = useState<ContactFormState>(initialValues);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useTextTypedBeforeStart(formRef, shownFields, (typed) =>
    setValues((current) => ({ ...current, ...typed })),
  );
  // When did the visitor first see the form? Hydrated from the page's HTML: since the page loaded
  // (time 0 of performance.now); rendered by the app: since it mounted.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [inPageHtml] = useState(hydrating);
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    shownAt.current = inPageHtml ? 0 : performance.now();
  }, [inPageHtml]);

  const onChange =
    (field: ShownField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const input = event.target;
      setValues((current) => ({ ...current, [field]: input.value }));
      // Once a field has shown an error, re-check it as the visitor types so the message goes away.
      if (errors[field]) setErrors((current) => ({ ...current, [field]: errorFor(field, input) }));
    };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const next: Errors = {};
    let firstInvalid: HTMLInputElement | HTMLTextAreaElement | undefined;
    for (const field of shownFields) {
      const input = form.elements.namedItem(field) as HTMLInputElement | HTMLTextAreaElement | null;
      if (!input) continue;
      const error = errorFor(field, input);
      if (error) {
        next[field] = error;
        firstInvalid ??= input;
      }
    }
    setErrors(next);
    if (firstInvalid) {
      firstInvalid.focus();
      return;
    }
    if (!sendLead) {
      notify(messageSentNotice);
      setValues(emptyContactForm);
      return;
    }
    // What is in the fields is what the visitor sees and sends (read from the form, not state).
    const text = (name: string) =>
      (form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null)?.value ?? '';
    const sentAt = performance.now();
    if (looksLikeBot({ honeypot: text(HONEYPOT), shownAt: shownAt.current ?? sentAt, sentAt })) {
      notify(leadDeliveredNotice);
      setValues(emptyContactForm);
      return;
    }
    setSending(true);
    const lead = createLead(
      { name: text('name'), email: text('email'), message: text('message') },
      {
        id: newLeadId(),
        page: window.location.pathname,
        now: new Date(),
        attribution: await leadAttribution(),
      },
    );
    const outcome = await sendLead(lead);
    setSending(false);
    notify(outcomeNotices[outcome]);
    // Refused or not kept anywhere: the text stays so nothing the visitor wrote is lost.
    if (outcome === 'delivered' || outcome === 'saved') setValues(emptyContactForm);
  };

  const field = (name: ShownField) => ({
    name,
    id: `contact-${name}`,
    value: values[name],
    onChange: onChange(name),
    required: true,
    error: Boolean(errors[name]),
    helperText: errors[name] ?? (name === 'message' ? contactFormText.messageHint : undefined),
  });

  return (
    <form
      ref={formRef}
      className={plainClass.formStack}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      // Never a GET: without JS the fields must not land in a URL.
      method="post"
      aria-busy={sending || undefined}
      aria-label={contactFormText.title}
    >
      <PlainTextField {...field('name')} label={contactFormText.name} autoComplete="name" />
      <PlainTextField
        {...field('email')}
        label={contactFormText.email}
        type="email"
        autoComplete="email"
      />
      <PlainTextField {...field('message')} label={contactFormText.message} multilineRows={5} />
      {/* The honeypot: off screen, out of the tab order and hidden from assistive technology, so
          only a bot fills it. */}
      <div aria-hidden="true" className={plainClass.offscreen}>
        <label>
          {contactFormText.honeypot}
          <input type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div>
        <button
          type="submit"
          className={classes(plainClass.button, plainClass.solidSecondary, plainClass.large)}
        >
          {contactFormText.submit}
        </button>
      </div>
    </form>
  );
}

/** On the contact page the form is an island, with no props of its own (those are the stories'). */
export default island(() => <ContactForm />);
