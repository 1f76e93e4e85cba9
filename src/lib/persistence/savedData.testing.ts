/**
 * Saved data as the app itself writes it, for the tests and journeys that start from it or read
 * it back: redux-persist's form (each field as JSON text, plus `_persist` with the version) inside
 * the safe storage's envelope `{ rev, data }` (safeStorage.ts). One home for the format, so a
 * change to it reaches every test at once. Never imported by the app.
 */
import type { StorageLike } from './safeStorage';

/** What localStorage holds for a slice's state saved at `version`. */
export function savedValue(state: object, version: number, rev = 1): string {
  const fields: Record<string, string> = {};
  for (const [field, value] of Object.entries(state)) fields[field] = JSON.stringify(value);
  fields._persist = JSON.stringify({ version, rehydrated: true });
  return JSON.stringify({ rev, data: JSON.stringify(fields) });
}

/** A field of a saved value, read back; undefined when nothing is saved or the field is not. */
export function savedField(raw: string | null, field: string): unknown {
  if (!raw) return undefined;
  const fields = JSON.parse((JSON.parse(raw) as { data: string }).data) as Record<string, string>;
  return field in fields ? JSON.parse(fields[field]) : undefined;
}

/** An in-memory localStorage shared by the tabs of a test, which can fail like a full one. */
export class MemoryStorage implements StorageLike {
  data = new Map<string, string>();
  failWrites = false;
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failWrites)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}
