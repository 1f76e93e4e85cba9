/**
 * calendar.ics (RFC 5545): the publishing calendar as all-day events that Google Calendar,
 * Outlook and Apple Calendar import. A small writer of our own because lines must fold at 75
 * octets without splitting a UTF-8 sequence, and the `ics` package folds by characters.
 */
import { hashString } from './random';
import type { CalendarEvent, ContentNode, StrategyData } from './types';

export const ICS_FILE_NAME = 'calendar.ics';
export const ICS_MIME_TYPE = 'text/calendar';
const ICS_PRODID = '-//Bayshore Signal//NeuroSlice//EN';
/** RFC 5545 §3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
export const ICS_MAX_LINE_OCTETS = 75;
const UID_DOMAIN = 'neuroslice.bayshoresignal.example';

const encoder = new TextEncoder();

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped; every line break becomes \n. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 §3.1 folding: a content line longer than 75 octets is split into lines of at most 75
 * octets, each continuation starting with one space (which counts towards its 75). Splits fall
 * between code points, so no UTF-8 sequence (an emoji, an accented letter) is ever cut.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line has 75 octets; each continuation has 74 after its leading space.
  let limit = ICS_MAX_LINE_OCTETS;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = ICS_MAX_LINE_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** YYYY-MM-DD -> YYYYMMDD (a DATE value), or null when the date is not a real calendar day. */
export function icsDate(date: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [y, m, d] = match.slice(1).map(Number);
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d)
    return null;
  return `${match[1]}${match[2]}${match[3]}`;
}

/** The day after a YYYY-MM-DD date as a DATE value (all-day DTEND is exclusive). */
function nextIcsDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${next.getUTCFullYear()}${pad(next.getUTCMonth() + 1)}${pad(next.getUTCDate())}`;
}

/** A UTC DATE-TIME: 20261123T031500Z. */
function icsTimestamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * A UID that stays the same every time this plan is exported (so a re-import updates events
 * instead of duplicating them) and differs between plans: the event id plus a hash of the plan's
 * top node, which never changes once the plan exists.
 */
function icsUid(event: CalendarEvent, nodes: readonly ContentNode[]): string {
  const top = nodes.find((n) => n.parentId === null) ?? nodes[0];
  const plan = top ? hashString(`${top.id}\u0000${top.title}`).toString(36) : 'plan';
  return `${event.id}-${plan}@${UID_DOMAIN}`;
}

function description(event: CalendarEvent, node: ContentNode | undefined): string {
  const lines = [`Platform: ${event.node.platform}`];
  if (node) {
    lines.push(
      `Summary: ${node.summary}`,
      `Hook 1: ${node.hooks[0]}`,
      `Hook 2: ${node.hooks[1]}`,
      `CTA: ${node.cta}`,
    );
  }
  return lines.join('\n');
}

/**
 * The calendar as an iCalendar file. Events with a date that is not a real day are left out
 * (the calendar the app builds never has one; a hand-edited saved plan might).
 */
export function calendarIcs(data: Pick<StrategyData, 'nodes' | 'calendar'>, now: Date): string {
  const nodeById = new Map(data.nodes.map((n) => [n.id, n]));
  const stamp = icsTimestamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const event of data.calendar) {
    const start = icsDate(event.date);
    if (!start) continue;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${icsUid(event, data.nodes)}`,
      `DTSTAMP:${stamp}`,
      // Goes up with each move: an app that imported the file updates the event it holds.
      `SEQUENCE:${event.sequence ?? 0}`,
      `DTSTART;VALUE=DATE:${start}`,
      `DTEND;VALUE=DATE:${nextIcsDate(event.date)}`,
      `SUMMARY:${escapeIcsText(event.title)}`,
      `DESCRIPTION:${escapeIcsText(description(event, nodeById.get(event.node.id)))}`,
      `CATEGORIES:${escapeIcsText(event.node.platform)}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}
