/** How the blog shows dates, and the editor's datetime-local round trip. */
import { format } from 'date-fns';

export function formatPublishDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'MMMM d, yyyy');
}

/** ISO -> the value of an <input type="datetime-local"> in this browser's time zone. */
export function toDateTimeLocal(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, "yyyy-MM-dd'T'HH:mm");
}

/** The value of an <input type="datetime-local"> -> ISO; empty stays empty. */
export function fromDateTimeLocal(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
