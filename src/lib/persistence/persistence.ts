/**
 * One persistence module for every persisted slice (redux-persist to localStorage): versioned
 * with migrations, corrupt or wrong-shape data kept aside under a backup key before seed data
 * takes over, failed saves reported and retried on the next change, and tabs kept in step.
 */
import type { Action, Reducer, UnknownAction } from '@reduxjs/toolkit';
import {
  createMigrate,
  persistReducer,
  type MigrationManifest,
  type PersistedState,
} from 'redux-persist';
import {
  browserStorage,
  createSafeStorage,
  type SafeStorage,
  type StorageLike,
} from './safeStorage';

export interface PersistenceSpec<S> {
  /** The slice's storage key; redux-persist stores it as `persist:{key}`. */
  key: string;
  version: number;
  migrations?: MigrationManifest;
  /** Only these top-level fields are saved (all when omitted). */
  whitelist?: (keyof S & string)[];
  /** Is this (migrated, saved) data of the shape the app can use? */
  isValid: (saved: unknown) => boolean;
  /** Combine this tab's state with newer state saved by another tab. Default: theirs wins. */
  merge?: (local: S, incoming: Partial<S>) => S;
  /** What is logged when a save fails (SPEC §8 for the blog). */
  saveFailedMessage: string;
}

export interface SaveFailure {
  key: string;
  message: string;
  error: unknown;
}

export interface PersistenceOptions {
  getStorage?: () => StorageLike | undefined;
  onSaveFailed?: (failure: SaveFailure) => void;
  log?: Pick<Console, 'error' | 'warn'>;
}

const EXTERNAL_STATE_RECEIVED = 'persistence/externalStateReceived';

interface ExternalStateAction extends Action<typeof EXTERNAL_STATE_RECEIVED> {
  meta: { key: string };
  payload: unknown;
}

function isExternalState(
  action: UnknownAction,
  key: string,
): action is UnknownAction & ExternalStateAction {
  return (
    action.type === EXTERNAL_STATE_RECEIVED &&
    (action as unknown as ExternalStateAction).meta?.key === key
  );
}

/** redux-persist's serialized form: an object whose values are JSON strings. */
function deserializePersisted(serialized: string): Record<string, unknown> {
  const outer = JSON.parse(serialized) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(outer).map(([field, json]) => [field, JSON.parse(json)]),
  );
}

interface Registered {
  spec: PersistenceSpec<never>;
  migrate: (state: PersistedState, version: number) => Promise<PersistedState | undefined>;
}

export interface Persistence {
  storage: SafeStorage;
  persist<S>(spec: PersistenceSpec<S>, reducer: Reducer<S>): Reducer<S & PersistedState>;
  /** Connect to a store: other tabs' saves are merged in. Returns the unsubscribe function. */
  connect(dispatch: (action: UnknownAction) => unknown): () => void;
}

export const storageKeyOf = (key: string) => `persist:${key}`;

export function createPersistence({
  getStorage = browserStorage,
  onSaveFailed,
  log = console,
}: PersistenceOptions = {}): Persistence {
  const registered = new Map<string, Registered>();
  let dispatch: ((action: UnknownAction) => unknown) | undefined;

  async function receive(storageKey: string, serialized: string) {
    const entry = registered.get(storageKey);
    if (!entry || !dispatch) return;
    try {
      const state = await entry.migrate(
        deserializePersisted(serialized) as PersistedState,
        entry.spec.version,
      );
      if (!state) return;
      const { _persist: _ignored, ...payload } = state as PersistedState & Record<string, unknown>;
      dispatch({ type: EXTERNAL_STATE_RECEIVED, meta: { key: entry.spec.key }, payload });
    } catch (error) {
      log.warn(`Ignored unreadable data another tab saved under ${storageKey}`, error);
    }
  }

  const storage = createSafeStorage({
    getStorage,
    log,
    onNewerData: (storageKey, serialized) => void receive(storageKey, serialized),
  });

  return {
    storage,

    persist<S>(spec: PersistenceSpec<S>, reducer: Reducer<S>) {
      const storageKey = storageKeyOf(spec.key);
      const runMigrations = createMigrate(spec.migrations ?? {}, { debug: false });
      const migrate = async (state: PersistedState, version: number) => {
        if (!state) return undefined;
        const migrated = await runMigrations(state, version);
        if (!migrated) return undefined;
        const { _persist: _ignored, ...rest } = migrated as PersistedState &
          Record<string, unknown>;
        if (!spec.isValid(rest)) {
          storage.quarantine(storageKey, 'it does not have the expected shape');
          return undefined;
        }
        return migrated;
      };
      registered.set(storageKey, { spec: spec as PersistenceSpec<never>, migrate });

      const merge = spec.merge ?? ((local: S, incoming: Partial<S>) => ({ ...local, ...incoming }));
      const syncing: Reducer<S> = (state, action) =>
        state !== undefined && isExternalState(action, spec.key)
          ? merge(state, action.payload as Partial<S>)
          : reducer(state, action);

      return persistReducer(
        {
          key: spec.key,
          storage,
          version: spec.version,
          whitelist: spec.whitelist,
          migrate,
          timeout: 0,
          writeFailHandler: (error: unknown) => {
            log.error(spec.saveFailedMessage, error);
            onSaveFailed?.({ key: spec.key, message: spec.saveFailedMessage, error });
          },
        } as Parameters<typeof persistReducer>[0],
        syncing as Reducer,
      ) as unknown as Reducer<S & PersistedState>;
    },

    connect(nextDispatch) {
      dispatch = nextDispatch;
      if (typeof window === 'undefined') return () => undefined;
      const onStorage = (event: StorageEvent) => {
        if (!event.key || !registered.has(event.key)) return;
        const serialized = storage.acceptExternal(event.key, event.newValue);
        if (serialized !== null) void receive(event.key, serialized);
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
