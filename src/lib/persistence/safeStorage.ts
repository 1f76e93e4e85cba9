/**
 * The storage adapter under every persisted slice. It wraps localStorage (or a fake in tests) so
 * that: unreadable saved text is copied to a backup key before the app falls back to seed data;
 * a failed write (quota, storage disabled) rejects so redux-persist reports it and writes again on
 * the next change; and each saved blob carries a revision, so a stale tab never overwrites what
 * another tab saved after it last looked (it merges first: the `merge` of a slice's spec, applied in persistence.ts).
 */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** What we write: redux-persist's own serialized state plus a revision counter. */
interface Envelope {
  rev: number;
  data: string;
}

export const backupKeyOf = (key: string) => `${key}:backup`;

function parseEnvelope(raw: string): Envelope | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as Envelope).rev === 'number' &&
      typeof (value as Envelope).data === 'string'
    ) {
      // redux-persist's own format: an object of JSON strings. Check it parses all the way down.
      const inner: unknown = JSON.parse((value as Envelope).data);
      if (!inner || typeof inner !== 'object' || Array.isArray(inner)) return null;
      for (const part of Object.values(inner as Record<string, unknown>)) {
        if (typeof part !== 'string') return null;
        JSON.parse(part);
      }
      return value as Envelope;
    }
    return null;
  } catch {
    return null;
  }
}

export interface SafeStorageOptions {
  /** Returns the browser's storage, or undefined on the server or when it is disabled. */
  getStorage: () => StorageLike | undefined;
  /** Another tab saved newer data than this tab has seen: merge it in before writing again. */
  onNewerData?: (key: string, serializedState: string) => void;
  log?: Pick<Console, 'error' | 'warn'>;
}

export interface SafeStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
  /** Copy the current saved text of a key aside and forget it (used for wrong-shape data too). */
  quarantine(key: string, reason: string): void;
  /** Handle a storage event from another tab; returns the serialized state if it is newer. */
  acceptExternal(key: string, raw: string | null): string | null;
}

export function createSafeStorage({
  getStorage,
  onNewerData,
  log = console,
}: SafeStorageOptions): SafeStorage {
  const seenRevision = new Map<string, number>();

  function quarantine(key: string, reason: string) {
    const storage = getStorage();
    if (!storage) return;
    try {
      const raw = storage.getItem(key);
      if (raw !== null) storage.setItem(backupKeyOf(key), raw);
      storage.removeItem(key);
    } catch (error) {
      log.error(`Could not back up unreadable data of ${key}`, error);
    }
    log.error(
      `Saved data under "${key}" was unreadable (${reason}); it was kept under "${backupKeyOf(key)}" and seed data is used instead.`,
    );
  }

  return {
    async getItem(key) {
      const storage = getStorage();
      if (!storage) return null;
      let raw: string | null;
      try {
        raw = storage.getItem(key);
      } catch (error) {
        log.error(`Could not read ${key} from localStorage`, error);
        return null;
      }
      if (raw === null) return null;
      const envelope = parseEnvelope(raw);
      if (!envelope) {
        quarantine(key, 'not valid saved JSON');
        return null;
      }
      seenRevision.set(key, envelope.rev);
      return envelope.data;
    },

    async setItem(key, value) {
      const storage = getStorage();
      // On the server there is nothing to save; in a browser, no storage is a failed save.
      if (!storage && typeof window === 'undefined') return;
      if (!storage) throw new Error('localStorage is not available');
      const current = storage.getItem(key);
      const stored = current === null ? null : parseEnvelope(current);
      const seen = seenRevision.get(key) ?? 0;
      if (stored && stored.rev > seen) {
        // Another tab wrote after we last looked: take its data in first; our state will be
        // written again, merged, on the change that merge makes.
        seenRevision.set(key, stored.rev);
        onNewerData?.(key, stored.data);
        return;
      }
      const rev = Math.max(Date.now(), (stored?.rev ?? 0) + 1, seen + 1);
      storage.setItem(key, JSON.stringify({ rev, data: value } satisfies Envelope));
      seenRevision.set(key, rev);
    },

    async removeItem(key) {
      getStorage()?.removeItem(key);
      seenRevision.delete(key);
    },

    quarantine,

    acceptExternal(key, raw) {
      if (raw === null) return null;
      const envelope = parseEnvelope(raw);
      if (!envelope) return null;
      if (envelope.rev <= (seenRevision.get(key) ?? 0)) return null;
      seenRevision.set(key, envelope.rev);
      return envelope.data;
    },
  };
}

/** localStorage if this browser lets us use it; never touched at import time. */
export function browserStorage(): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
