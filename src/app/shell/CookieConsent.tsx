/**
 * Cookie consent (docs/PRODUCT.md#cookie-consent): a non-modal banner with Accept and Decline whose
 * choice is remembered. Its words say what runs: the site sets no analytics cookies; the one thing
 * kept is the choice.
 */
import { useSyncExternalStore } from 'react';
import { classes, plainClass } from '../../design-system/plain/PlainControls';
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
  // 'unknown' on the server: the prerendered HTML never contains the banner, so hydration matches.
  const choice = useSyncExternalStore(subscribeConsent, () => readConsent(), getServerConsent);
  if (choice !== null) return null;
  return (
    <>
      {/* Room at the bottom so the banner never covers the end of the page. */}
      <div aria-hidden className={plainClass.floatingPanelRoom} />
      <CookieConsentBanner onChoose={(next) => writeConsent(next)} />
    </>
  );
}
