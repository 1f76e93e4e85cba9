import { describe, expect, it } from 'vitest';
import { monthWeeks } from './calendar/month';
import { stageOf } from '../components/ProcessingOverlay';
import { appendDictation } from '../input/speech';
import { STAGE_MESSAGES, STATUS_MESSAGES } from '../engine';

describe('monthWeeks', () => {
  it('lays a month out Sunday to Saturday with padding', () => {
    const weeks = monthWeeks({ year: 2026, month: 10 }); // November 2026 starts on a Sunday
    expect(weeks).toHaveLength(5);
    expect(weeks[0][0]?.getDate()).toBe(1);
    expect(weeks[4].filter(Boolean).map((d) => d!.getDate())).toEqual([29, 30]);
    const february = monthWeeks({ year: 2027, month: 1 }); // starts on a Monday
    expect(february[0][0]).toBeNull();
    expect(february[0][1]?.getDate()).toBe(1);
    expect(february.every((w) => w.length === 7)).toBe(true);
  });
});

describe('stageOf', () => {
  it('numbers the five stages and counts skipping as the last', () => {
    expect(STAGE_MESSAGES.map(stageOf)).toEqual([1, 2, 3, 4, 5]);
    expect(stageOf(STATUS_MESSAGES.skipping)).toBe(5);
    expect(stageOf(STATUS_MESSAGES.initializing)).toBe(0);
  });
});

describe('appendDictation', () => {
  it('joins phrases with one space and ignores silence', () => {
    expect(appendDictation('', ' storm leads ')).toBe('storm leads');
    expect(appendDictation('Roofing', 'storm leads')).toBe('Roofing storm leads');
    expect(appendDictation('Roofing\n', 'storm')).toBe('Roofing\nstorm');
    expect(appendDictation('Roofing', '  ')).toBe('Roofing');
  });
});
