/**
 * Moving calendar entries (docs/PRODUCT.md#the-publishing-calendar-is-a-plan): where a key takes
 * an entry, the words a screen reader hears at each step and the move itself. Pure, so the
 * keyboard model and the reducer share one set of rules with their tests.
 */
import { addLocalDays, localDateString, parseLocalDate } from './calendar';
import type { CalendarEvent } from './types';

/** The keys that move a picked-up entry: by a day, a week, or a month. */
const CALENDAR_MOVE_KEYS = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'PageUp',
  'PageDown',
] as const;
type CalendarMoveKey = (typeof CALENDAR_MOVE_KEYS)[number];

export const isCalendarMoveKey = (key: string): key is CalendarMoveKey =>
  (CALENDAR_MOVE_KEYS as readonly string[]).includes(key);

/** The same day of another month, or that month's last day when it is shorter (Jan 31 -> Feb 28). */
function shiftMonthKeepingDay(from: Date, by: number): Date {
  const lastDay = new Date(from.getFullYear(), from.getMonth() + by + 1, 0).getDate();
  return new Date(from.getFullYear(), from.getMonth() + by, Math.min(from.getDate(), lastDay));
}

/** Where a key takes an entry on `date` (YYYY-MM-DD): the grid's own directions, Sunday first. */
export function moveTargetDate(date: string, key: CalendarMoveKey): string {
  const from = parseLocalDate(date);
  const days: Partial<Record<CalendarMoveKey, number>> = {
    ArrowLeft: -1,
    ArrowRight: 1,
    ArrowUp: -7,
    ArrowDown: 7,
  };
  const step = days[key];
  if (step !== undefined) return localDateString(addLocalDays(from, step));
  return localDateString(shiftMonthKeepingDay(from, key === 'PageUp' ? -1 : 1));
}

/** 'Tuesday, December 1': how an entry's day is said aloud and shown in notices. */
export function spokenDate(date: string): string {
  return parseLocalDate(date).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
}

/** What the live region says at each step of a move (pointer and keyboard alike). */
export const MOVE_ANNOUNCEMENTS = {
  pickedUp: (title: string, date: string) => `Picked up '${title}' on ${spokenDate(date)}`,
  moved: (title: string, from: string, to: string) =>
    `Moved '${title}' from ${spokenDate(from)} to ${spokenDate(to)}`,
  dropped: (title: string, from: string, to: string) =>
    from === to
      ? `Dropped '${title}' on ${spokenDate(to)}, where it was`
      : `Dropped '${title}' on ${spokenDate(to)}. It was on ${spokenDate(from)}`,
  cancelled: (title: string, from: string) =>
    `Move cancelled. '${title}' stays on ${spokenDate(from)}`,
  followsPost: (title: string) =>
    `'${title}' is scheduled or published: it moves with its post's date in the blog admin`,
};

/** Told to a screen reader when an entry gets focus (dnd-kit's described-by text). */
export const MOVE_INSTRUCTIONS =
  'Press Enter to open this entry on the Neural Map. To move it, press Space, then the arrow keys (a day or a week) or Page Up and Page Down (a month), and Space again to drop it; Escape cancels. Ctrl+Z undoes a move.';

/** One move, as the undo list keeps it. */
export interface CalendarMove {
  eventId: string;
  from: string;
  to: string;
}

/**
 * The calendar with one entry on a new date. Its SEQUENCE goes up (RFC 5545 §3.8.7.4), so a
 * calendar app that imported the .ics replaces the event instead of adding a second one; its id,
 * and so its UID, stays. Null when the entry is unknown or already on that date.
 */
export function moveCalendarEvent(
  calendar: readonly CalendarEvent[],
  eventId: string,
  date: string,
): { calendar: CalendarEvent[]; move: CalendarMove } | null {
  const event = calendar.find((e) => e.id === eventId);
  if (!event || event.date === date) return null;
  return {
    calendar: calendar.map((e) =>
      e.id === eventId ? { ...e, date, sequence: (e.sequence ?? 0) + 1 } : e,
    ),
    move: { eventId, from: event.date, to: date },
  };
}
