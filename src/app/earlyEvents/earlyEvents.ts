/**
 * The app's side of the pre-hydration script (captureEarlyEvents.ts): the one global name both
 * sides use, the inline source that prerender writes into every page, and the replay once the app
 * (or one island of a document) is live.
 */
import type { EarlyEventQueue } from './captureEarlyEvents';

// Lives here, not beside the inline script's source: importing that module would ship the capture
// code in the app's own JS (its `toString()` at the top level is not tree-shaken).
export const EARLY_EVENTS_KEY = '__bayshoreEarlyEvents';

function queueOf(win: Window): EarlyEventQueue | undefined {
  return (win as unknown as Record<string, EarlyEventQueue | undefined>)[EARLY_EVENTS_KEY];
}

/**
 * From here on a form no one handled never submits natively and puts what the visitor typed into
 * a URL (a backstop behind the app's and the islands' own submit handlers).
 */
export function preventNativeSubmissions(win: Window = window): void {
  win.document.addEventListener('submit', (event) => event.preventDefault());
}

/**
 * Takes the events the page kept before the app was live and plays them again, in order, once.
 * With `container` (an island just hydrated), only the events aimed inside it; without, all of
 * them, and capturing stops (a single-page app is live as a whole).
 * A target that is no longer in the document (the app rendered a different page) is dropped.
 * A form is submitted again through its submitter's click, so React hydrates that part of the page
 * first (it does so for clicks) and its own submit handler runs with the browser's validation.
 */
export function replayEarlyEvents(win: Window = window, container?: Element): number {
  const queue = queueOf(win);
  if (!queue) return 0;
  const events = container ? queue.takeIn(container) : queue.take();
  if (!container) preventNativeSubmissions(win);
  let replayed = 0;
  for (const event of events) {
    if (!event.target.isConnected) continue;
    if (event.type === 'click') {
      (event.target as HTMLElement).click();
    } else {
      const form = event.target as HTMLFormElement;
      const submitter = event.submitter as HTMLElement | null | undefined;
      if (submitter && submitter.isConnected && form.contains(submitter)) submitter.click();
      else form.requestSubmit();
    }
    replayed++;
  }
  return replayed;
}
