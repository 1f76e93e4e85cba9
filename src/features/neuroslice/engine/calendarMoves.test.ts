import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, extendCalendar } from './calendar';
import {
  MOVE_ANNOUNCEMENTS,
  isCalendarMoveKey,
  moveCalendarEvent,
  moveTargetDate,
  spokenDate,
} from './calendarMoves';
import { generateSync } from './generate';
import { calendarIcs } from './icalendar';
import { BRAIN_DUMPS, FIXED_TODAY } from './testInputs';

describe('moving calendar entries by keyboard', () => {
  it('arrows move by a day and a week, Page Up / Page Down by a month', () => {
    expect(moveTargetDate('2026-12-01', 'ArrowRight')).toBe('2026-12-02');
    expect(moveTargetDate('2026-12-01', 'ArrowLeft')).toBe('2026-11-30');
    expect(moveTargetDate('2026-12-29', 'ArrowDown')).toBe('2027-01-05');
    expect(moveTargetDate('2026-12-03', 'ArrowUp')).toBe('2026-11-26');
    expect(moveTargetDate('2026-11-20', 'PageDown')).toBe('2026-12-20');
    expect(moveTargetDate('2027-01-10', 'PageUp')).toBe('2026-12-10');
  });

  it('a month from the 31st lands on the shorter month’s last day', () => {
    expect(moveTargetDate('2027-01-31', 'PageDown')).toBe('2027-02-28');
    expect(moveTargetDate('2026-03-31', 'PageUp')).toBe('2026-02-28');
  });

  it('crosses a daylight-saving change without skipping a day', () => {
    expect(moveTargetDate('2026-11-01', 'ArrowRight')).toBe('2026-11-02');
    expect(moveTargetDate('2026-03-08', 'ArrowLeft')).toBe('2026-03-07');
  });

  it('knows its keys', () => {
    expect(isCalendarMoveKey('PageDown')).toBe(true);
    expect(isCalendarMoveKey('Enter')).toBe(false);
  });

  it('says each step with the title and both dates', () => {
    expect(spokenDate('2026-12-01')).toBe('Tuesday, December 1');
    expect(MOVE_ANNOUNCEMENTS.moved('Storm prep', '2026-12-01', '2026-12-03')).toBe(
      "Moved 'Storm prep' from Tuesday, December 1 to Thursday, December 3",
    );
    expect(MOVE_ANNOUNCEMENTS.cancelled('Storm prep', '2026-12-01')).toBe(
      "Move cancelled. 'Storm prep' stays on Tuesday, December 1",
    );
  });
});

describe('a moved entry', () => {
  const plan = generateSync(BRAIN_DUMPS[0], 7, { now: FIXED_TODAY });
  const [first, second] = plan.calendar;

  it('takes its new date and a higher SEQUENCE; the others stay as they were', () => {
    const moved = moveCalendarEvent(plan.calendar, first.id, second.date)!;
    expect(moved.move).toEqual({ eventId: first.id, from: first.date, to: second.date });
    expect(moved.calendar[0]).toEqual({ ...first, date: second.date, sequence: 1 });
    expect(moved.calendar.slice(1)).toEqual(plan.calendar.slice(1));
    // Several entries may share a day.
    expect(moved.calendar.filter((e) => e.date === second.date)).toHaveLength(2);
    const again = moveCalendarEvent(moved.calendar, first.id, '2027-02-01')!;
    expect(again.calendar[0].sequence).toBe(2);
  });

  it('is no move when it stays put or is unknown', () => {
    expect(moveCalendarEvent(plan.calendar, first.id, first.date)).toBeNull();
    expect(moveCalendarEvent(plan.calendar, 'event-none', '2027-01-01')).toBeNull();
  });

  it('keeps its UID in the .ics, with the new date and SEQUENCE', () => {
    const read = (ics: string) =>
      new ICAL.Component(ICAL.parse(ics))
        .getAllSubcomponents('vevent')
        .map((v) => new ICAL.Event(v));
    const before = read(calendarIcs(plan, FIXED_TODAY));
    const moved = moveCalendarEvent(plan.calendar, first.id, '2027-01-04')!;
    const after = read(calendarIcs({ ...plan, calendar: moved.calendar }, FIXED_TODAY));
    expect(after.map((e) => e.uid)).toEqual(before.map((e) => e.uid));
    expect(before[0].sequence).toBe(0);
    expect(after[0].sequence).toBe(1);
    expect(after[0].startDate.toString()).toBe('2027-01-04');
    expect(after[1].sequence).toBe(0);
  });

  it('new entries from deepening follow the latest day, not the last entry', () => {
    const short = buildCalendar(plan.nodes, FIXED_TODAY).slice(0, 3);
    const moved = moveCalendarEvent(short, short[0].id, '2027-03-01')!.calendar;
    const extra = extendCalendar(moved, plan.nodes, FIXED_TODAY);
    expect(extra[0]?.date).toBe('2027-03-02');
  });
});
