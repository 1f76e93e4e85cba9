/** Publishing calendar: one level-3 node per day starting today (local date), at most 30 (SPEC §9). */
import { ASSET_LEVEL, MAX_CALENDAR_EVENTS } from './limits';
import type { CalendarEvent, ContentNode } from './types';

/** YYYY-MM-DD of a date in local time. */
export function localDateString(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local day `days` after `from` (calendar days, so daylight-saving changes do not skip a day). */
export function addLocalDays(from: Date, days: number): Date {
  return new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
}

/** A YYYY-MM-DD local date as a Date at local midnight. */
export function parseLocalDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y, m - 1, d);
}

function eventFor(node: ContentNode, date: Date): CalendarEvent {
  return {
    id: `event-${node.id}`,
    title: node.title,
    date: localDateString(date),
    node: { id: node.id, platform: node.platform },
  };
}

export function buildCalendar(nodes: readonly ContentNode[], today: Date): CalendarEvent[] {
  return nodes
    .filter((n) => n.level === ASSET_LEVEL)
    .slice(0, MAX_CALENDAR_EVENTS)
    .map((node, day) => eventFor(node, addLocalDays(today, day)));
}

/** New level-3 nodes take the days after the last scheduled one, while the calendar has room. */
export function extendCalendar(
  existing: readonly CalendarEvent[],
  nodes: readonly ContentNode[],
  today: Date,
): CalendarEvent[] {
  const room = MAX_CALENDAR_EVENTS - existing.length;
  if (room <= 0) return [];
  // The latest day, not the last entry: moved entries are no longer in date order.
  const last = existing.reduce<string | null>(
    (latest, e) => (!latest || e.date > latest ? e.date : latest),
    null,
  );
  const start = last ? addLocalDays(parseLocalDate(last), 1) : today;
  return nodes
    .filter((n) => n.level === ASSET_LEVEL)
    .slice(0, room)
    .map((node, i) => eventFor(node, addLocalDays(start, i)));
}
