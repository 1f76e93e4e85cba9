import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { persistStore } from 'redux-persist';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPersistence, storageKeyOf } from '../../lib/persistence/persistence';
import { MemoryStorage, savedField, savedValue } from '../../lib/persistence/savedData.testing';
import { FIXED_TODAY } from './engine/testInputs';
import { createNeuroSliceExtra, type NeuroSliceAdapters } from './neurosliceAdapters';
import {
  brainDumpChanged,
  neuroslicePersistence,
  neurosliceReducer,
  nodeSelected,
  themeChanged,
  viewChanged,
  webhookUrlChanged,
} from './neurosliceSlice';
import { takeSlice } from './planThunks';
import { DUMP } from './readyPlan.testing';

/** The adapters of the stores the persistence tests make. */
let adapters: Partial<NeuroSliceAdapters> = {};

/** A field as last saved to storage. */
const savedNeuroSliceField = (storage: MemoryStorage, field: string) =>
  savedField(storage.getItem(storageKeyOf('neuroslice')), field);

// Saving and loading are asynchronous; wait for the fact, not for a fixed time.
const waitUntil = (check: () => void) => vi.waitFor(check, { timeout: 5000, interval: 5 });

function session(storage: MemoryStorage) {
  const persistence = createPersistence({
    getStorage: () => storage,
    log: { error: vi.fn(), warn: vi.fn() },
  });
  const store = configureStore({
    reducer: combineReducers({
      neuroslice: persistence.persist(neuroslicePersistence, neurosliceReducer),
    }),
    middleware: (gdm) =>
      gdm({
        serializableCheck: false,
        thunk: { extraArgument: { neuroslice: createNeuroSliceExtra(adapters) } },
      }),
  });
  persistStore(store);
  const loaded = () =>
    waitUntil(() => expect(store.getState().neuroslice._persist?.rehydrated).toBe(true));
  return { store, loaded, state: () => store.getState().neuroslice };
}

describe('persistence (survives a reload)', () => {
  beforeEach(() => {
    adapters = {
      delays: [0, 0, 0, 0, 0],
      now: () => FIXED_TODAY,
      notify: () => undefined,
    };
  });

  it('restores the plan, active node and settings as READY on the map', async () => {
    const storage = new MemoryStorage();
    const first = session(storage);
    await first.loaded();
    first.store.dispatch(brainDumpChanged(DUMP));
    first.store.dispatch(themeChanged('light'));
    first.store.dispatch(webhookUrlChanged('https://hooks.example.com/blog'));
    await first.store.dispatch(takeSlice());
    first.store.dispatch(nodeSelected('node-3'));
    first.store.dispatch(viewChanged('calendar'));
    await waitUntil(() => expect(savedNeuroSliceField(storage, 'activeNodeId')).toBe('node-3'));

    const second = session(storage);
    await second.loaded();
    expect(second.state()).toMatchObject({
      status: 'READY',
      statusMessage: 'Ready',
      activeView: 'map',
      brainDump: DUMP,
      activeNodeId: 'node-3',
      theme: 'light',
      webhookUrl: 'https://hooks.example.com/blog',
      seed: first.state().seed,
    });
    expect(second.state().data).toEqual(first.state().data);
  });

  it('a reload during a run comes back IDLE without the half-built plan', async () => {
    // Two stages finish, then the run hangs with half a plan on screen (and saved).
    let waits = 0;
    Object.assign(adapters, {
      sleep: () => (++waits <= 2 ? Promise.resolve() : new Promise(() => undefined)),
    });
    const storage = new MemoryStorage();
    const first = session(storage);
    await first.loaded();
    first.store.dispatch(brainDumpChanged(DUMP));
    void first.store.dispatch(takeSlice());
    await waitUntil(() =>
      expect(
        (savedNeuroSliceField(storage, 'data') as { nodes: unknown[] } | undefined)?.nodes.length,
      ).toBeGreaterThan(0),
    );
    expect(first.state().status).toBe('PROCESSING');

    const second = session(storage);
    await second.loaded();
    expect(second.state()).toMatchObject({
      status: 'IDLE',
      statusMessage: 'Initializing...',
      activeView: 'create',
      brainDump: DUMP,
    });
    expect(second.state().data.nodes).toEqual([]);
  });

  it('migrates version 1 data (brain dump and theme kept)', async () => {
    const storage = new MemoryStorage();
    const v1 = { brainDump: 'Old dump', theme: 'light', activeView: 'map' };
    storage.setItem(storageKeyOf('neuroslice'), savedValue(v1, 1));
    const { state, loaded } = session(storage);
    await loaded();
    expect(state()).toMatchObject({
      brainDump: 'Old dump',
      theme: 'light',
      status: 'IDLE',
      webhookUrl: '',
    });
    expect(state().data.nodes).toEqual([]);
  });
});
