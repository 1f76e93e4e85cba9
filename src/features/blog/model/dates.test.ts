import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatPublishDate, fromDateTimeLocal, toDateTimeLocal } from './dates';

// The dates were written by date-fns' format ('MMMM d, yyyy' and "yyyy-MM-dd'T'HH:mm"): the
// hand-written formatters must print exactly what it printed, for every month and odd years.
const samples = [
  '2025-01-01T00:00:00.000Z',
  '2025-03-05T09:07:00.000Z',
  '2024-02-29T23:59:00.000Z',
  '1999-12-31T12:30:00.000Z',
  '0042-07-04T08:05:00.000Z',
  '+010000-10-10T10:10:00.000Z',
  ...Array.from({ length: 12 }, (_, m) => new Date(2026, m, 28, m, m * 5).toISOString()),
];

describe('blog dates', () => {
  it.each(samples)('formats %s as date-fns did', (iso) => {
    const date = new Date(iso);
    expect(formatPublishDate(iso)).toBe(format(date, 'MMMM d, yyyy'));
    expect(toDateTimeLocal(iso)).toBe(format(date, "yyyy-MM-dd'T'HH:mm"));
  });

  it('prints a year before 1 as date formatters do (1 BC, not year 0)', () => {
    const date = new Date(0);
    date.setFullYear(0, 5, 1);
    expect(formatPublishDate(date.toISOString())).toBe('June 1, 0001');
    expect(formatPublishDate(date.toISOString())).toBe(format(date, 'MMMM d, yyyy'));
  });

  it('gives nothing for a date that does not parse, and round-trips the editor field', () => {
    expect(formatPublishDate('not a date')).toBe('');
    expect(toDateTimeLocal('')).toBe('');
    expect(fromDateTimeLocal('')).toBe('');
    const local = toDateTimeLocal('2025-03-05T09:07:00.000Z');
    expect(toDateTimeLocal(fromDateTimeLocal(local))).toBe(local);
  });
});
