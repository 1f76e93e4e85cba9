// What `npm run bench` times for the Calendar tab: the panel's first render (a month grid with its
// entries, each movable and with its draft action) into a DOM, as the tool shows it.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { CalendarPanel } from '../../src/features/neuroslice/panels/CalendarPanel';
import type { CalendarEvent } from '../../src/features/neuroslice/engine/types';

const noop = () => {};

/** Renders the panel with `events` into a fresh container; returns the ms and the entries drawn. */
export function renderCalendar(events: CalendarEvent[], today: Date) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const start = performance.now();
  flushSync(() =>
    root.render(
      <CalendarPanel
        events={events}
        today={today}
        onChooseEvent={noop}
        onDownloadIcs={noop}
        onMoveEvent={noop}
        onUndoMove={noop}
        onWriteDraft={noop}
        onWriteMonthDrafts={noop}
        postStateOf={(event) => (Number(event.id.slice(-1)) % 3 === 0 ? 'Draft' : undefined)}
      />,
    ),
  );
  const ms = performance.now() - start;
  const drawn = container.querySelectorAll('[data-event-id]').length;
  root.unmount();
  container.remove();
  return { ms, drawn };
}
