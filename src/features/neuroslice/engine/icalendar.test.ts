import ICAL from 'ical.js';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { generateSync } from './generate';
import { calendarIcs, escapeIcsText, foldIcsLine, ICS_MAX_LINE_OCTETS, icsDate } from './icalendar';
import { packFiles } from './strategyPack';
import { BRAIN_DUMPS, FIXED_TODAY } from './testInputs';
import type { StrategyData } from './types';

const octets = (line: string) => new TextEncoder().encode(line).length;

/** Every VEVENT of an iCalendar text, read by ical.js. */
function parseEvents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        description: event.description,
        start: event.startDate,
        end: event.endDate,
        categories: vevent.getFirstPropertyValue('categories'),
        stamp: vevent.getFirstPropertyValue('dtstamp'),
      };
    }),
  };
}

const TRICKY_TITLE = 'Botox 🚀 promos, reviews; café "deals" \\ über-ñ 👩🏽‍💻, Q4; done';

function withTrickyTitle(data: StrategyData): StrategyData {
  const target = data.calendar[0].node.id;
  const nodes = data.nodes.map((n) =>
    n.id === target
      ? { ...n, title: TRICKY_TITLE, summary: `Line one\nline two, with; ${'é'.repeat(90)}` }
      : n,
  );
  const calendar = data.calendar.map((e) =>
    e.node.id === target ? { ...e, title: TRICKY_TITLE } : e,
  );
  return { ...data, nodes, calendar };
}

describe('TEXT escaping (RFC 5545 §3.3.11)', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(escapeIcsText('plain: text')).toBe('plain: text');
  });
});

describe('line folding (RFC 5545 §3.1)', () => {
  it('leaves a short line alone', () => {
    expect(foldIcsLine('SUMMARY:Short')).toBe('SUMMARY:Short');
  });

  it('folds at 75 octets, continuations start with one space, unfolding gives the line back', () => {
    for (const text of [
      'x'.repeat(300),
      'é'.repeat(120),
      '🚀'.repeat(60),
      `SUMMARY:${'a'.repeat(73)}🚀🚀é${'b'.repeat(80)}`,
    ]) {
      const folded = foldIcsLine(text);
      const lines = folded.split('\r\n');
      expect(lines.length).toBeGreaterThan(1);
      for (const [i, line] of lines.entries()) {
        expect(octets(line)).toBeLessThanOrEqual(ICS_MAX_LINE_OCTETS);
        if (i > 0) expect(line.startsWith(' ')).toBe(true);
        // No lone surrogate: a code point was never cut in two.
        expect(line).not.toMatch(
          /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
        );
      }
      expect(folded.replace(/\r\n /g, '')).toBe(text);
    }
  });

  it('uses the whole 75 octets of each line', () => {
    const lines = foldIcsLine('y'.repeat(75 + 74 + 10)).split('\r\n');
    expect(lines.map(octets)).toEqual([75, 75, 11]);
  });
});

describe('dates', () => {
  it('turns a real YYYY-MM-DD day into a DATE value and refuses anything else', () => {
    expect(icsDate('2026-11-23')).toBe('20261123');
    expect(icsDate('2026-02-30')).toBeNull();
    expect(icsDate('23/11/2026')).toBeNull();
    expect(icsDate('')).toBeNull();
  });
});

describe('calendar.ics', () => {
  const data = generateSync(BRAIN_DUMPS[0], 4, { now: FIXED_TODAY });

  it('has CRLF line ends, VERSION and PRODID, and no line over 75 octets', () => {
    const ics = calendarIcs(withTrickyTitle(data), FIXED_TODAY);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n').slice(0, -1);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(ICS_MAX_LINE_OCTETS);
  });

  it('parses with ical.js; its events match calendar.csv (dates, titles) as all-day events', () => {
    const files = packFiles(data, FIXED_TODAY);
    const csv = Papa.parse<string[]>(files['calendar.csv'], { skipEmptyLines: true }).data.slice(1);
    const { calendar, events } = parseEvents(files['calendar.ics']);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(events).toHaveLength(csv.length);
    expect(events.length).toBeGreaterThan(0);
    events.forEach((event, i) => {
      const [date, platform, nodeId, title] = csv[i];
      expect(event.summary).toBe(title);
      expect(event.start.isDate).toBe(true);
      expect(event.start.toString()).toBe(date);
      const next = event.start.clone();
      next.addDuration(ICAL.Duration.fromSeconds(86400));
      expect(event.end.isDate).toBe(true);
      expect(event.end.compare(next)).toBe(0);
      expect(event.categories).toBe(platform);
      const node = data.nodes.find((n) => n.id === nodeId)!;
      expect(event.description).toBe(
        [
          `Platform: ${platform}`,
          `Summary: ${node.summary}`,
          `Hook 1: ${node.hooks[0]}`,
          `Hook 2: ${node.hooks[1]}`,
          `CTA: ${node.cta}`,
        ].join('\n'),
      );
      expect(String(event.stamp)).toBe(FIXED_TODAY.toISOString().replace(/\.\d{3}Z$/, 'Z'));
    });
  });

  it('keeps a title with emoji, commas and semicolons through the round trip', () => {
    const tricky = withTrickyTitle(data);
    const { events } = parseEvents(calendarIcs(tricky, FIXED_TODAY));
    expect(events[0].summary).toBe(TRICKY_TITLE);
    expect(events[0].description).toContain(`Line one\nline two, with; ${'é'.repeat(90)}`);
  });

  it('gives each event a UID that is unique and stable across exports of the same plan', () => {
    const first = parseEvents(calendarIcs(data, FIXED_TODAY)).events.map((e) => e.uid);
    const later = parseEvents(calendarIcs(data, new Date(2027, 0, 5))).events.map((e) => e.uid);
    expect(new Set(first).size).toBe(first.length);
    expect(later).toEqual(first);
    const other = generateSync(BRAIN_DUMPS[1], 4, { now: FIXED_TODAY });
    const otherUids = parseEvents(calendarIcs(other, FIXED_TODAY)).events.map((e) => e.uid);
    expect(otherUids.some((uid) => first.includes(uid))).toBe(false);
  });

  it('leaves out an event whose date is not a real day, and writes an empty calendar for none', () => {
    const broken = {
      ...data,
      calendar: [{ ...data.calendar[0], date: '2026-13-01' }, data.calendar[1]],
    };
    expect(parseEvents(calendarIcs(broken, FIXED_TODAY)).events).toHaveLength(1);
    expect(parseEvents(calendarIcs({ nodes: [], calendar: [] }, FIXED_TODAY)).events).toEqual([]);
  });
});
