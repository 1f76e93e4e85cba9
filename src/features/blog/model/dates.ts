/**
 * How the blog shows dates, and the editor's datetime-local round trip. Written out by hand rather
 * than with a date library's formatter: two fixed English patterns did not need one, and it was
 * 5 KiB gzip of every admin screen (docs/ARCHITECTURE.md#apps-in-pieces).
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** The calendar year as written: the year before 1 is 1 (BC), not 0, as date formatters print it. */
const year = (date: Date) => {
  const y = date.getFullYear();
  return pad(y > 0 ? y : 1 - y, 4);
};

/** "March 5, 2025" in this browser's time zone; empty for a date that does not parse. */
export function formatPublishDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${year(date)}`;
}

/** ISO -> the value of an <input type="datetime-local"> in this browser's time zone. */
export function toDateTimeLocal(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${year(date)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
  return `${day}T${pad(date.getHours(), 2)}:${pad(date.getMinutes(), 2)}`;
}

/** The value of an <input type="datetime-local"> -> ISO; empty stays empty. */
export function fromDateTimeLocal(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
