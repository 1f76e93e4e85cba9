/**
 * The footer's Cookie settings (docs/PRODUCT.md#consent-analytics-and-attribution): the consent
 * banner (CookieConsent.island.tsx) again, with the choice in force, to change or withdraw it.
 */
import { island } from '../../design-system/island/island';
import { plainClass } from '../../design-system/plain/PlainControls';
import { reopenConsent } from '../../lib/consent/consentStorage';

function CookieSettingsButton() {
  return (
    <button
      type="button"
      className={plainClass.textButton}
      onClick={(event) => reopenConsent(event.currentTarget)}
    >
      Cookie settings
    </button>
  );
}

export default island(CookieSettingsButton);
