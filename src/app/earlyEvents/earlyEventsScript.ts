// Build-time only (the SSR entry exports it): the script body prerender inlines and minifies before
// any app JS. Kept apart from the replay so the capture code never ships in the app's own JS.
// It also marks the page as asking for the cookie choice (the prerendered banner shows at once).
import { CONSENT_QUESTION_ATTRIBUTE } from '../../design-system/plain/PlainControls';
import { askForConsentIfUnchosen, CONSENT_KEY } from '../../lib/consent/consentStorage';
import { captureEarlyEvents } from './captureEarlyEvents';
import { EARLY_EVENTS_KEY } from './earlyEvents';

export const earlyEventsScript = [
  `(${captureEarlyEvents.toString()})(window,${JSON.stringify(EARLY_EVENTS_KEY)})`,
  `(${askForConsentIfUnchosen.toString()})(window,${JSON.stringify(CONSENT_KEY)},${JSON.stringify(CONSENT_QUESTION_ATTRIBUTE)})`,
].join(';');
