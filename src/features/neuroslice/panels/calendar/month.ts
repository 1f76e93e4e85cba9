/** The Calendar tab's months: the Sun-Sat grid of a month, its name, and moving between months. */
export const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

export interface Month {
  year: number;
  /** 0-11 */
  month: number;
}

export function monthOf(date: string | Date): Month {
  if (typeof date === 'string') {
    const [y, m] = date.split('-').map(Number);
    return { year: y, month: m - 1 };
  }
  return { year: date.getFullYear(), month: date.getMonth() };
}

export const shiftMonth = ({ year, month }: Month, by: number): Month => {
  const d = new Date(year, month + by, 1);
  return { year: d.getFullYear(), month: d.getMonth() };
};

export const monthLabel = ({ year, month }: Month) =>
  new Date(year, month, 1).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });

/** The month's days in weeks of seven, Sunday first; null pads the first and last week. */
export function monthWeeks({ year, month }: Month): (Date | null)[][] {
  const first = new Date(year, month, 1);
  const days = new Date(year, month + 1, 0).getDate();
  const cells: (Date | null)[] = Array.from({ length: first.getDay() }, () => null);
  for (let d = 1; d <= days; d += 1) cells.push(new Date(year, month, d));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (Date | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
