// Build-time only (the SSR entry exports it): the script body prerender inlines and minifies before
// any app JS. Kept apart from the replay so the capture code never ships in the app's own JS.
import { captureEarlyEvents } from './captureEarlyEvents';
import { EARLY_EVENTS_KEY } from './earlyEvents';

export const earlyEventsScript = `(${captureEarlyEvents.toString()})(window,${JSON.stringify(EARLY_EVENTS_KEY)})`;
