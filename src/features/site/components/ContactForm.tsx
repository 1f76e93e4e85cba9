/**
 * The contact form of SPEC §3, §5, §7: name, email and message are required and the email must be
 * valid by the browser's own rules (input type=email). The browser's validity state decides; the
 * messages are shown as visible text under each field. No network call: a demo notice, then clear.
 */
import { useState, type ChangeEvent, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { Button, notify } from '../../../design-system';
import { contactFormText, emptyContactForm } from '../content/contact';
import { messageSentNotice } from '../content/notices';
import type { ContactFormState } from '../content/types';

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
}: {
  initialValues?: ContactFormState;
}) {
  const [values, setValues] = useState<ContactFormState>(initialValues);
  const [errors, setErrors] = useState<Errors>({});

  const onChange =
    (field: ShownField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const input = event.target;
      setValues((current) => ({ ...current, [field]: input.value }));
      // Once a field has shown an error, re-check it as the visitor types so the message goes away.
      if (errors[field]) setErrors((current) => ({ ...current, [field]: errorFor(field, input) }));
    };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
    notify(messageSentNotice);
    setValues(emptyContactForm);
  };

  const field = (name: ShownField) => ({
    name,
    id: `contact-${name}`,
    value: values[name],
    onChange: onChange(name),
    required: true,
    fullWidth: true,
    error: Boolean(errors[name]),
    helperText: errors[name] ?? (name === 'message' ? contactFormText.messageHint : undefined),
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={contactFormText.title}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <TextField {...field('name')} label={contactFormText.name} autoComplete="name" />
      <TextField
        {...field('email')}
        label={contactFormText.email}
        type="email"
        autoComplete="email"
      />
      <TextField {...field('message')} label={contactFormText.message} multiline minRows={5} />
      <Box>
        <Button type="submit" size="lg" variant="secondary">
          {contactFormText.submit}
        </Button>
      </Box>
    </Box>
  );
}
