/** The moment a page's JS is live, shared by the single-page apps and the documents' islands. */

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

/** A contact message an earlier visit could not send goes out now, from any page. */
export function sendSavedLeadsLater(): void {
  void import('../../features/site/leads/leadOutbox').then((leads) => leads.sendSavedLeads());
}
