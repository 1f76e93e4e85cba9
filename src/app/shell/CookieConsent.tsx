/**
 * Cookie consent (docs/PRODUCT.md#cookie-consent): a non-modal banner with Accept and Decline whose
 * choice is remembered. Its words say what runs: the site sets no analytics cookies; the one thing
 * kept is the choice.
 */
import { useLayoutEffect, useSyncExternalStore } from 'react';
import {
  classes,
  CONSENT_QUESTION_ATTRIBUTE,
  plainClass,
} from '../../design-system/plain/PlainControls';
import {
  getServerConsent,
  readConsent,
  subscribeConsent,
  writeConsent,
  type ConsentChoice,
} from './consentStorage';

/** Plain controls: the banner is on every public page, whose islands load no style engine. */
export function CookieConsentBanner({ onChoose }: { onChoose: (choice: ConsentChoice) => void }) {
  return (
    <section aria-label="Cookie consent" className={plainClass.floatingPanel}>
      <div className={plainClass.panelRow}>
        <p className={plainClass.panelText}>
          This site sets no analytics or advertising cookies. Your browser keeps only your answer
          here, so we do not ask again on your next visit.
        </p>
        <div className={plainClass.buttonRow}>
          <button
            type="button"
            className={classes(plainClass.button, plainClass.outline)}
            onClick={() => onChoose('declined')}
          >
            Decline
          </button>
          <button
            type="button"
            className={classes(plainClass.button, plainClass.solid)}
            onClick={() => onChoose('accepted')}
          >
            Accept
          </button>
        </div>
      </div>
    </section>
  );
}

export function CookieConsent() {
  // 'unknown' on the server: the banner is in the prerendered HTML, shown from the first paint only
  // when the page's inline script found no choice (askForConsentIfUnchosen); a click on it before
  // the island is live is kept and replayed.
  const choice = useSyncExternalStore(subscribeConsent, () => readConsent(), getServerConsent);
  const asking = choice !== 'accepted' && choice !== 'declined';
  // Before the frame is painted: in the apps (app.html runs no inline script) the banner is the
  // largest text of a phone's first screen, and one frame late it was its largest paint, late
  // (Lighthouse on /admin/blog/posts/new; issue 38).
  useLayoutEffect(() => {
    // Where no inline script ran (an app's own navigation, Storybook) the page asks from here.
    const html = document.documentElement;
    if (asking) html.setAttribute(CONSENT_QUESTION_ATTRIBUTE, 'ask');
    else html.removeAttribute(CONSENT_QUESTION_ATTRIBUTE);
  }, [asking]);
  if (!asking) return null;
  return (
    <div className={plainClass.consentQuestion}>
      {/* Room at the bottom so the banner never covers the end of the page. */}
      <div aria-hidden className={plainClass.floatingPanelRoom} />
      <CookieConsentBanner onChoose={(next) => writeConsent(next)} />
    </div>
  );
}
