/**
 * The inline script of every prerendered page (docs/PRODUCT.md#before-the-app-starts). The page
 * paints before its JS is live; until then this keeps what the visitor does instead of losing it:
 * - every form submission is prevented (a native submit would reload the page and put the fields
 *   in the URL) and kept with its submitter;
 * - every click on a button is kept; links are left alone and keep working natively;
 * - both stop at the document, so a half-started React never sees them and nothing runs twice.
 * On a document, each island takes the events aimed inside it once it is live (takeIn) and replays
 * them; an island that is live (<site-island data-live>) gets its events directly. A single-page
 * app takes everything at once (take).
 *
 * Injected as `(source)(window, key)`: it must stay self-contained (no imports, no closures over
 * module scope) and small (a unit test holds its minified size under budget).
 */
interface EarlyEvent {
  type: 'click' | 'submit';
  target: Element;
  submitter?: Element | null;
}

export interface EarlyEventQueue {
  events: EarlyEvent[];
  /** Stops capturing and hands over the kept events; a second call gets nothing. */
  take(): EarlyEvent[];
  /** Hands over (and forgets) the kept events aimed inside `container`; capturing goes on. */
  takeIn(container: Element): EarlyEvent[];
}

export function captureEarlyEvents(win: Window, key: string): void {
  const doc = win.document;
  let events: EarlyEvent[] = [];
  let live = false;
  // Inside a live island the island's own handlers answer.
  const islandOf = (el: Element) => el.closest('site-island');
  const keep = (event: Event, kept: EarlyEvent) => {
    const island = islandOf(kept.target);
    if (island && island.hasAttribute('data-live')) return;
    event.preventDefault();
    event.stopPropagation();
    events.push(kept);
  };
  const onClick = (event: Event) => {
    const target = event.target as Element | null;
    const control =
      target && target.closest ? target.closest('a[href],button,[role=button]') : null;
    if (!control || control.closest('a[href]')) return;
    const button = control as HTMLButtonElement;
    // A submit button's click goes on to submit its form: the submit event below keeps that.
    if (button.form && button.type === 'submit') return;
    if (button.disabled) return;
    keep(event, { type: 'click', target: control });
  };
  const onSubmit = (event: Event) => {
    keep(event, {
      type: 'submit',
      target: event.target as Element,
      submitter: (event as SubmitEvent).submitter,
    });
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  const queue: EarlyEventQueue = {
    events,
    take() {
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('submit', onSubmit, true);
      const taken = live ? [] : events;
      live = true;
      events = [];
      queue.events = events;
      return taken;
    },
    takeIn(container) {
      const taken = events.filter((e) => container.contains(e.target));
      events = events.filter((e) => !container.contains(e.target));
      queue.events = events;
      return taken;
    },
  };
  (win as unknown as Record<string, EarlyEventQueue>)[key] = queue;
}
