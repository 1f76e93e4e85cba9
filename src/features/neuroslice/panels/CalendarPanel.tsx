/**
 * Calendar tab: a Sun-Sat month grid of the publishing plan; choosing an event opens its node on
 * the map, and an entry moves to another day by pointer, touch or keyboard
 * (docs/PRODUCT.md#the-publishing-calendar-is-a-plan).
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EventIcon from '@mui/icons-material/Event';
import PostAddIcon from '@mui/icons-material/PostAdd';
import { Button, EmptyState, HeadingRow } from '../../../design-system';
import { EMPTY_STATES, localDateString, type CalendarEvent } from '../engine';
import { CalendarDayCell } from './calendar/CalendarDayCell';
import { CalendarEntry, DraggedEntry, type EntryPostState } from './calendar/CalendarEntry';
import {
  WEEKDAYS,
  monthLabel,
  monthOf,
  monthWeeks,
  shiftMonth,
  type Month,
} from './calendar/month';
import { useKeyboardMove } from './calendar/useKeyboardMove';
import { usePointerMoves } from './calendar/usePointerMoves';

const visuallyHiddenSx = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface CalendarPanelProps {
  events: readonly CalendarEvent[];
  onChooseEvent: (event: CalendarEvent) => void;
  /** "Download .ics": the calendar as an iCalendar file for Google Calendar, Outlook, Apple Calendar. */
  onDownloadIcs: () => void;
  /** The .ics is being written: the button waits. */
  downloadingIcs?: boolean;
  /** An entry dropped on another day (YYYY-MM-DD). */
  onMoveEvent: (eventId: string, date: string) => void;
  /** Ctrl+Z / Cmd+Z: take back the last move. */
  onUndoMove: () => void;
  /** Today's date (injectable so stories stay stable). */
  today?: Date;
  /** Where each entry's blog post stands, if it has one (docs/PRODUCT.md#from-plan-to-posts). */
  postStateOf?: (event: CalendarEvent) => EntryPostState | undefined;
  /** "Write draft" / "Open draft" on an entry. */
  onWriteDraft?: (event: CalendarEvent) => void;
  /** "Write drafts for {month}": the shown month's entries. */
  onWriteMonthDrafts?: (events: CalendarEvent[], month: string) => void;
  /** Drafts wait (the blog is loading, or drafts are being written). */
  draftsDisabled?: boolean;
  /** Stories: the entry shown picked up by keyboard, and the day it would land on. */
  initialPicked?: { eventId: string; target: string };
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Ctrl+Z / Cmd+Z while the tab is open undoes the last move (not while typing in a field). */
function useUndoShortcut(onUndo: () => void) {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.shiftKey || e.key.toLowerCase() !== 'z') return;
      if (isTyping(e.target)) return;
      e.preventDefault();
      onUndo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onUndo]);
}

export function CalendarPanel({
  events,
  onChooseEvent,
  onDownloadIcs,
  downloadingIcs = false,
  onMoveEvent,
  onUndoMove,
  today = new Date(),
  initialPicked,
  postStateOf,
  onWriteDraft,
  onWriteMonthDrafts,
  draftsDisabled = false,
}: CalendarPanelProps) {
  const headingId = useId();
  const root = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  // The month of the earliest entry: after moves the plan's order is no longer the dates'.
  const [shown, setShown] = useState<Month>(() =>
    monthOf(
      initialPicked?.target ??
        events.reduce<string | undefined>((a, e) => (!a || e.date < a ? e.date : a), undefined) ??
        today,
    ),
  );
  const keyboard = useKeyboardMove({
    root,
    onMove: onMoveEvent,
    announce: setAnnouncement,
    showDate: (date) => setShown(monthOf(date)),
    isLocked: (event) => {
      const state = postStateOf?.(event);
      return state === 'Scheduled' || state === 'Published';
    },
    initialPicked: initialPicked && {
      event: events.find((e) => e.id === initialPicked.eventId)!,
      target: initialPicked.target,
    },
  });
  const picked = keyboard.picked;
  const byId = useMemo(() => new Map(events.map((e) => [e.id, e])), [events]);
  const byDate = useMemo(() => {
    const map = new Map<string, CalendarEvent[]>();
    for (const e of events) {
      // A keyboard-picked entry shows on the day it would land on.
      const date = picked?.event.id === e.id ? picked.target : e.date;
      map.set(date, [...(map.get(date) ?? []), e]);
    }
    return map;
  }, [events, picked]);
  const todayKey = localDateString(today);
  useUndoShortcut(onUndoMove);
  const pointerMoves = usePointerMoves(byId, onMoveEvent);

  if (events.length === 0) {
    return (
      <>
        <HeadingRow level={2} title="Calendar" />
        <EmptyState title={EMPTY_STATES.calendar} icon={<CalendarMonthIcon />} />
      </>
    );
  }

  return (
    <>
      <HeadingRow
        level={2}
        title="Calendar"
        intro="One asset a day to start with. Drag an entry to another day (or press Space on it, then the arrow keys) to reschedule it; choose it to open its node on the Neural Map, or download the calendar for Google Calendar, Outlook or Apple Calendar."
      />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Button
          size="icon"
          variant="outline"
          aria-label="Previous month"
          onClick={() => setShown((m) => shiftMonth(m, -1))}
        >
          <ChevronLeftIcon />
        </Button>
        <Typography
          id={headingId}
          component="h3"
          variant="h5"
          aria-live="polite"
          sx={{ minWidth: 180, textAlign: 'center' }}
        >
          {monthLabel(shown)}
        </Typography>
        <Button
          size="icon"
          variant="outline"
          aria-label="Next month"
          onClick={() => setShown((m) => shiftMonth(m, 1))}
        >
          <ChevronRightIcon />
        </Button>
        {onWriteMonthDrafts && (
          <Button
            variant="outline"
            startIcon={<PostAddIcon />}
            disabled={draftsDisabled}
            onClick={() =>
              onWriteMonthDrafts(
                events.filter((e) => {
                  const m = monthOf(e.date);
                  return m.year === shown.year && m.month === shown.month;
                }),
                monthLabel(shown),
              )
            }
            sx={{ ml: 'auto' }}
          >
            Write drafts for {monthLabel(shown)}
          </Button>
        )}
        <Button
          variant="outline"
          startIcon={<EventIcon />}
          onClick={onDownloadIcs}
          disabled={downloadingIcs}
          sx={{ ml: onWriteMonthDrafts ? 0 : 'auto' }}
        >
          Download .ics
        </Button>
      </Stack>
      <DndContext {...pointerMoves.context}>
        <Box ref={root} sx={{ overflowX: 'auto' }}>
          <Box
            component="table"
            aria-labelledby={headingId}
            sx={{
              width: '100%',
              minWidth: 720,
              tableLayout: 'fixed',
              borderCollapse: 'collapse',
              '& th, & td': { border: 1, borderColor: 'divider' },
            }}
          >
            <thead>
              <tr>
                {WEEKDAYS.map(([short, long]) => (
                  <Box
                    component="th"
                    scope="col"
                    key={short}
                    sx={{ py: 1, fontWeight: 700, color: 'text.secondary' }}
                  >
                    <abbr title={long} style={{ textDecoration: 'none' }}>
                      {short}
                    </abbr>
                  </Box>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(shown).map((week, w) => (
                <tr key={w}>
                  {week.map((day, d) => {
                    if (!day)
                      return <Box component="td" key={d} sx={{ bgcolor: 'action.hover' }} />;
                    const key = localDateString(day);
                    return (
                      <CalendarDayCell
                        key={d}
                        date={key}
                        day={day.getDate()}
                        today={key === todayKey}
                        targeted={picked?.target === key}
                      >
                        {(byDate.get(key) ?? []).map((event) => (
                          <CalendarEntry
                            key={event.id}
                            event={event}
                            onChoose={onChooseEvent}
                            onKeyDown={keyboard.onKeyDown}
                            picked={picked?.event.id === event.id}
                            postState={postStateOf?.(event)}
                            onWriteDraft={onWriteDraft}
                            draftDisabled={draftsDisabled}
                          />
                        ))}
                      </CalendarDayCell>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
        <DragOverlay>
          {pointerMoves.dragged && <DraggedEntry event={pointerMoves.dragged} />}
        </DragOverlay>
      </DndContext>
      {/* Each keyboard step, read out at once: the entry's title and both dates. */}
      <Box aria-live="assertive" aria-atomic="true" data-calendar-announcer sx={visuallyHiddenSx}>
        {announcement}
      </Box>
    </>
  );
}
