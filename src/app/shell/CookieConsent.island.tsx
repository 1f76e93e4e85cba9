/**
 * Cookie consent (docs/PRODUCT.md#consent-analytics-and-attribution): a non-modal banner whose
 * Accept turns on exactly what its text says (counting visits with Plausible when the build names
 * one, remembering where the visitor came from for the contact form) and whose Decline turns both
 * off. The footer's Cookie settings (CookieSettings.island.tsx) shows it again at any time; a new
 * answer applies at once.
 */
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { island } from '../../design-system/island/island';
import {
  classes,
  CONSENT_QUESTION_ATTRIBUTE,
  plainClass,
} from '../../design-system/plain/PlainControls';
import {
  getServerConsent,
  isConsentReopened,
  readConsent,
  subscribeConsent,
  takeReopenedFrom,
  writeConsent,
  type ConsentChoice,
} from '../../lib/consent/consentStorage';
import { analyticsInBuild } from '../../lib/consent/measurement';

/** The banner's words: what Accept turns on, in this build. */
function consentText(countsVisits: boolean): string {
  const counting = countsVisits
    ? 'count visits with Plausible (no cookies, nothing that identifies you) and '
    : '';
  return (
    `Accept lets us ${counting}remember for 90 days how you found us, so a message you send ` +
    `says which page, search or ad brought you. Decline turns ${counting ? 'both' : 'it'} off.`
  );
}

/** The banner's two answers, in the order and look it shows them. */
const answers: { choice: ConsentChoice; label: string; look: string }[] = [
  { choice: 'declined', label: 'Decline', look: plainClass.outline },
  { choice: 'accepted', label: 'Accept', look: plainClass.solid },
];

/** Plain controls: the banner is on every public page, whose islands load no style engine. */
export function CookieConsentBanner({
  onChoose,
  current = null,
  countsVisits = analyticsInBuild,
}: {
  onChoose: (choice: ConsentChoice) => void;
  /** The choice in force when the visitor reopened the banner from Cookie settings. */
  current?: ConsentChoice | null;
  countsVisits?: boolean;
}) {
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    // Reopened from Cookie settings: the visitor asked for it, so focus goes to it.
    if (current) region.current?.focus();
  }, [current]);
  return (
    <section
      ref={region}
      aria-label="Cookie consent"
      className={plainClass.floatingPanel}
      tabIndex={current ? -1 : undefined}
    >
      <div className={plainClass.panelRow}>
        <p className={plainClass.panelText}>
          {current && `You ${current}. `}
          {consentText(countsVisits)} Change it any time under Cookie settings in the footer.
        </p>
        <div className={plainClass.buttonRow}>
          {answers.map(({ choice, label, look }) => (
            <button
              key={choice}
              type="button"
              className={classes(plainClass.button, look)}
              onClick={() => onChoose(choice)}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}

const consentState = () => (isConsentReopened() ? 'reopened' : readConsent());

export function CookieConsent({
  countsVisits = analyticsInBuild,
}: {
  /** Whether this build counts visits (the stories show the banner of a build that does). */
  countsVisits?: boolean;
}) {
  // 'unknown' on the server: the banner is in the prerendered HTML, shown from the first paint only
  // when the page's inline script found no choice (askForConsentIfUnchosen); a click on it before
  // the island is live is kept and replayed.
  const state = useSyncExternalStore(subscribeConsent, consentState, getServerConsent);
  const asking = state !== 'accepted' && state !== 'declined';
  // Before the frame is painted: in the apps (app.html runs no inline script) the banner is the
  // largest text of a phone's first screen, and one frame late it was its largest paint. And the
  // banner is shown before its own effect moves focus into it (reopened).
  useLayoutEffect(() => {
    // Where no inline script ran (an app's own navigation, Storybook) the page asks from here.
    const html = document.documentElement;
    if (asking) html.setAttribute(CONSENT_QUESTION_ATTRIBUTE, 'ask');
    else html.removeAttribute(CONSENT_QUESTION_ATTRIBUTE);
  }, [asking]);
  const room = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // The room at the end of the page is as tall as the banner over it plus its offset, whatever
    // its text and the window's width (the CSS heights only hold until this runs).
    const space = room.current;
    const panel = space?.nextElementSibling as HTMLElement | null | undefined;
    if (!space || !panel || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (panel.offsetHeight) space.style.height = `${panel.offsetHeight + 16}px`;
    });
    observer.observe(panel);
    return () => observer.disconnect();
  }, [asking]);
  if (!asking) return null;
  const choose = (next: ConsentChoice) => {
    writeConsent(next);
    const from = takeReopenedFrom();
    if (from?.isConnected) from.focus();
  };
  return (
    <div className={plainClass.consentQuestion}>
      {/* Room at the bottom so the banner never covers the end of the page. */}
      <div aria-hidden className={plainClass.floatingPanelRoom} ref={room} />
      <CookieConsentBanner
        onChoose={choose}
        current={state === 'reopened' ? readConsent() : null}
        countsVisits={countsVisits}
      />
    </div>
  );
}

/**
 * At once, like the header: a new visitor sees the banner with the first paint (it is in the HTML),
 * so it is among the first things they may click; a plain island, cheap to hydrate.
 */
export default island(CookieConsent);
