// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { combineReducers, configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { persistStore } from 'redux-persist';
import { createPersistence, storageKeyOf, type PersistenceSpec } from './persistence';
import { backupKeyOf } from './safeStorage';
import { MemoryStorage, savedField, savedValue } from './savedData.testing';

interface NotesState {
  notes: { id: string; text: string; updated: number }[];
}

const seed: NotesState = { notes: [{ id: 'seed', text: 'seeded', updated: 0 }] };

const notes = createSlice({
  name: 'notes',
  initialState: seed,
  reducers: {
    noteSaved(state, action: PayloadAction<{ id: string; text: string; updated: number }>) {
      const existing = state.notes.find((n) => n.id === action.payload.id);
      if (existing) Object.assign(existing, action.payload);
      else state.notes.push(action.payload);
    },
  },
});

const spec: PersistenceSpec<NotesState> = {
  key: 'notes',
  version: 2,
  migrations: {
    // v1 stored { items: string[] }; v2 stores notes with ids.
    2: (state) => {
      const old = state as unknown as { items?: string[]; _persist: unknown };
      return {
        _persist: old._persist,
        notes: (old.items ?? []).map((text, i) => ({ id: `m${i}`, text, updated: 0 })),
      } as never;
    },
  },
  isValid: (saved) => Array.isArray((saved as NotesState).notes),
  // Newest version of each note wins, and notes only one side has are kept.
  merge: (local, incoming) => {
    const byId = new Map(local.notes.map((n) => [n.id, n]));
    for (const note of incoming.notes ?? []) {
      const mine = byId.get(note.id);
      if (!mine || note.updated >= mine.updated) byId.set(note.id, note);
    }
    return { notes: [...byId.values()] };
  },
  saveFailedMessage: 'Could not save notes to localStorage',
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

function makeStore(
  storage: MemoryStorage,
  extra: Partial<Parameters<typeof createPersistence>[0]> = {},
) {
  const log = { error: vi.fn(), warn: vi.fn() };
  const onSaveFailed = vi.fn();
  const persistence = createPersistence({ getStorage: () => storage, log, onSaveFailed, ...extra });
  const store = configureStore({
    reducer: combineReducers({ notes: persistence.persist(spec, notes.reducer) }),
    middleware: (gdm) => gdm({ serializableCheck: false }),
  });
  persistStore(store);
  const disconnect = persistence.connect(store.dispatch);
  return { store, log, onSaveFailed, persistence, disconnect };
}

const savedNotes = (storage: MemoryStorage) =>
  savedField(storage.getItem(storageKeyOf('notes')), 'notes') as NotesState['notes'];

describe('persistence', () => {
  it('saves every change and loads it back in a new session', async () => {
    const storage = new MemoryStorage();
    const first = makeStore(storage);
    await flush();
    first.store.dispatch(notes.actions.noteSaved({ id: 'a', text: 'hello', updated: 1 }));
    await flush();
    expect(savedNotes(storage).map((n) => n.text)).toEqual(['seeded', 'hello']);

    const second = makeStore(storage);
    await flush();
    expect(second.store.getState().notes.notes.map((n) => n.text)).toEqual(['seeded', 'hello']);
  });

  it('keeps unreadable saved text under a backup key, logs it, and starts from seed data', async () => {
    const storage = new MemoryStorage();
    storage.setItem(storageKeyOf('notes'), '{not json');
    const { store, log } = makeStore(storage);
    await flush();
    expect(store.getState().notes.notes).toEqual(seed.notes);
    expect(storage.getItem(backupKeyOf(storageKeyOf('notes')))).toBe('{not json');
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('unreadable'));
  });

  it('treats data of the wrong shape the same way', async () => {
    const storage = new MemoryStorage();
    const wrong = savedValue({ notes: 'not a list' }, 2);
    storage.setItem(storageKeyOf('notes'), wrong);
    const { store } = makeStore(storage);
    await flush();
    expect(store.getState().notes.notes).toEqual(seed.notes);
    expect(storage.getItem(backupKeyOf(storageKeyOf('notes')))).toBe(wrong);
  });

  it('migrates data saved by an older version', async () => {
    const storage = new MemoryStorage();
    storage.setItem(storageKeyOf('notes'), savedValue({ items: ['one', 'two'] }, 1));
    const { store } = makeStore(storage);
    await flush();
    expect(store.getState().notes.notes.map((n) => n.text)).toEqual(['one', 'two']);
    expect(store.getState().notes._persist.version).toBe(2);
  });

  it('reports a failed save, keeps the state in memory, and saves on the next change', async () => {
    const storage = new MemoryStorage();
    const { store, log, onSaveFailed } = makeStore(storage);
    await flush();
    storage.failWrites = true;
    store.dispatch(notes.actions.noteSaved({ id: 'a', text: 'kept', updated: 1 }));
    await flush();
    expect(log.error).toHaveBeenCalledWith(
      'Could not save notes to localStorage',
      expect.any(DOMException),
    );
    expect(onSaveFailed).toHaveBeenCalledWith(expect.objectContaining({ key: 'notes' }));
    expect(store.getState().notes.notes.map((n) => n.text)).toContain('kept');

    storage.failWrites = false;
    store.dispatch(notes.actions.noteSaved({ id: 'b', text: 'next', updated: 2 }));
    await flush();
    expect(savedNotes(storage).map((n) => n.text)).toEqual(['seeded', 'kept', 'next']);
  });

  it('starts from seed data when the browser has storage disabled, and reports the failed save', async () => {
    const { store, onSaveFailed } = makeStore(new MemoryStorage(), { getStorage: () => undefined });
    await flush();
    expect(store.getState().notes.notes).toEqual(seed.notes);
    store.dispatch(notes.actions.noteSaved({ id: 'x', text: 'in memory', updated: 1 }));
    await flush();
    expect(onSaveFailed).toHaveBeenCalled();
    expect(store.getState().notes.notes.map((n) => n.text)).toContain('in memory');
  });

  it('applies a save from another tab, and a stale tab merges instead of overwriting', async () => {
    const storage = new MemoryStorage();
    const tabA = makeStore(storage);
    const tabB = makeStore(storage);
    await flush();

    tabA.store.dispatch(
      notes.actions.noteSaved({ id: 'from-a', text: 'A wrote this', updated: 10 }),
    );
    await flush();
    // The browser tells other tabs with a storage event.
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: storageKeyOf('notes'),
        newValue: storage.getItem(storageKeyOf('notes')),
      }),
    );
    await flush();
    expect(tabB.store.getState().notes.notes.map((n) => n.id)).toContain('from-a');

    // Tab B missed an event (stale) and saves: A's newer note must survive.
    tabA.store.dispatch(notes.actions.noteSaved({ id: 'a2', text: 'second from A', updated: 11 }));
    await flush();
    tabB.store.dispatch(
      notes.actions.noteSaved({ id: 'from-b', text: 'B wrote this', updated: 12 }),
    );
    await flush();
    await flush();
    const ids = savedNotes(storage).map((n) => n.id);
    expect(ids).toEqual(expect.arrayContaining(['from-a', 'a2', 'from-b']));
    tabA.disconnect();
    tabB.disconnect();
  });
});
