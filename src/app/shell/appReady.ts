/** The moment a page's JS is live, shared by the single-page apps and the documents' islands. */
import { whenIdle } from '../../lib/idle';

/**
 * A public signal that the page's controls work: the JS loads after the first paint, and tests and
 * tools wait for html[data-app-ready] (and the `app-ready` mark on the page's clock) instead of
 * React internals.
 */
export function markAppReady(): void {
  if (document.documentElement.dataset.appReady) return;
  document.documentElement.dataset.appReady = 'true';
  performance.mark('app-ready');
}

/**
 * A contact message an earlier visit could not send goes out once the page is idle, from any page:
 * asked for at once, its code was fetched beside the app's first screen and counted in its paint.
 */
export function sendSavedLeadsLater(): void {
  whenIdle(
    () =>
      void import('../../features/site/leads/leadOutbox').then((leads) => leads.sendSavedLeads()),
    { timeout: 3000 },
  );
}
