import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { persistStore } from 'redux-persist';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPersistence, storageKeyOf } from '../../lib/persistence/persistence';
import type { StorageLike } from '../../lib/persistence/safeStorage';
import { generateSync } from './engine';
import { FIXED_TODAY } from './engine/testInputs';
import {
  brainDumpChanged,
  initialNeuroSliceState,
  neuroslicePersistence,
  neurosliceReducer,
  nodeSelected,
  sliceCompleted,
  sliceStarted,
  stageReached,
  themeChanged,
  viewChanged,
  webhookUrlChanged,
  type NeuroSliceState,
} from './neurosliceSlice';
import { takeSlice } from './planThunks';
import { createNeuroSliceExtra, type NeuroSliceAdapters } from './neurosliceAdapters';
import { mergeNeuroSlice } from './neurosliceCrossTab';
import { isSavedNeuroSlice } from './neurosliceSchema';
import {
  selectActiveNode,
  selectCanDeepenActiveNode,
  selectIsViewEnabled,
} from './neurosliceSelectors';

/** The adapters of the stores the persistence tests make. */
let adapters: Partial<NeuroSliceAdapters> = {};

const DUMP = 'Assisted living lead response: family caregivers, tours, memory care, respite stays.';
const data = generateSync(DUMP, 5, { now: FIXED_TODAY });
const ready: NeuroSliceState = neurosliceReducer(
  neurosliceReducer(initialNeuroSliceState, sliceStarted({ seed: 5 })),
  sliceCompleted({ data, plannedAt: FIXED_TODAY.toISOString() }),
);

describe('tool state (SPEC §3, §4)', () => {
  it('starts IDLE with Initializing..., the Create view, dark theme', () => {
    expect(initialNeuroSliceState).toMatchObject({
      status: 'IDLE',
      statusMessage: 'Initializing...',
      activeView: 'create',
      activeNodeId: null,
      theme: 'dark',
      webhookUrl: '',
      brainDump: '',
    });
    expect(initialNeuroSliceState.data.nodes).toEqual([]);
  });

  it('keeps the settings a creator types', () => {
    let s = neurosliceReducer(initialNeuroSliceState, brainDumpChanged('Roof repair'));
    s = neurosliceReducer(s, webhookUrlChanged('https://hooks.example.com'));
    s = neurosliceReducer(s, themeChanged('light'));
    expect(s).toMatchObject({
      brainDump: 'Roof repair',
      webhookUrl: 'https://hooks.example.com',
      theme: 'light',
    });
    expect(neurosliceReducer(s, themeChanged('dark')).theme).toBe('dark');
  });

  it('enables the other tabs only when READY', () => {
    const root = (neuroslice: NeuroSliceState) => ({ neuroslice });
    expect(selectIsViewEnabled(root(initialNeuroSliceState), 'create')).toBe(true);
    expect(selectIsViewEnabled(root(initialNeuroSliceState), 'personas')).toBe(false);
    expect(selectIsViewEnabled(root(ready), 'personas')).toBe(true);
  });

  it('selects only nodes that exist and offers Deepen below level 5', () => {
    const cluster = data.nodes.find((n) => n.level === 2)!;
    const s = neurosliceReducer(ready, nodeSelected(cluster.id));
    expect(selectActiveNode({ neuroslice: s })).toEqual(cluster);
    expect(selectCanDeepenActiveNode({ neuroslice: s })).toBe(true);
    expect(neurosliceReducer(s, nodeSelected('nope')).activeNodeId).toBeNull();
    const detail = { ...cluster, id: 'node-999', level: 5 as const };
    const deep = neurosliceReducer(
      { ...ready, data: { ...data, nodes: [...data.nodes, detail] } },
      nodeSelected('node-999'),
    );
    expect(selectCanDeepenActiveNode({ neuroslice: deep })).toBe(false);
  });

  it('ignores late stages once a run has finished', () => {
    const s = neurosliceReducer(
      ready,
      stageReached({ message: 'Analyzing Trends...', data: { ...data, nodes: [] } }),
    );
    expect(s).toBe(ready);
  });

  it('clears the old plan and selection when a new slice starts', () => {
    const selected = neurosliceReducer(
      neurosliceReducer(ready, viewChanged('trends')),
      nodeSelected(data.nodes[0].id),
    );
    const s = neurosliceReducer(selected, sliceStarted({ seed: 9 }));
    expect(s).toMatchObject({
      status: 'PROCESSING',
      statusMessage: 'Parsing Input...',
      activeView: 'map',
      activeNodeId: null,
      seed: 9,
      plannedAt: null,
    });
    expect(s.data.nodes).toEqual([]);
  });
});

describe('saved data', () => {
  it('accepts a saved plan and settings, refuses wrong shapes', () => {
    const saved = {
      brainDump: DUMP,
      data,
      seed: 5,
      plannedAt: 'x',
      activeNodeId: null,
      theme: 'light',
      webhookUrl: '',
    };
    expect(isSavedNeuroSlice(saved)).toBe(true);
    expect(isSavedNeuroSlice({})).toBe(true);
    expect(isSavedNeuroSlice(null)).toBe(false);
    expect(isSavedNeuroSlice({ ...saved, theme: 'purple' })).toBe(false);
    expect(isSavedNeuroSlice({ ...saved, data: { ...data, nodes: [{ id: 1 }] } })).toBe(false);
    expect(
      isSavedNeuroSlice({ ...saved, data: { ...data, nodes: [{ ...data.nodes[0], level: 6 }] } }),
    ).toBe(false);
    expect(isSavedNeuroSlice({ ...saved, data: { nodes: [] } })).toBe(false);
    expect(isSavedNeuroSlice({ ...saved, seed: 'abc' })).toBe(false);
  });

  it('refuses saved data with one nested entity of the wrong shape', () => {
    const saved = { brainDump: DUMP, data, seed: 5, plannedAt: 'x', activeNodeId: null };
    const spoiled = {
      personas: { ...data.personas[0], pain_points: 'not a list' },
      trends: { ...data.trends[0], strike_packs: [{ title: 1 }] },
      variants: { ...data.variants[0], hashtags: null },
      calendar: { ...data.calendar[0], node: 'node-1' },
    } as const;
    for (const [list, bad] of Object.entries(spoiled)) {
      const items = data[list as keyof typeof spoiled];
      expect(isSavedNeuroSlice({ ...saved, data: { ...data, [list]: [...items, bad] } })).toBe(
        false,
      );
      expect(isSavedNeuroSlice({ ...saved, data: { ...data, [list]: [...items, {}] } })).toBe(
        false,
      );
    }
  });

  it("another tab's finished plan and settings come in; a running slice here is not disturbed", () => {
    const other = generateSync('Roof repair', 2, { now: FIXED_TODAY });
    const incoming = {
      data: other,
      seed: 2,
      plannedAt: 'later',
      activeNodeId: null,
      theme: 'light' as const,
      webhookUrl: 'https://x.example',
      brainDump: 'Roof repair',
    };
    const merged = mergeNeuroSlice(initialNeuroSliceState, incoming);
    expect(merged).toMatchObject({
      status: 'READY',
      statusMessage: 'Ready',
      data: other,
      theme: 'light',
      webhookUrl: 'https://x.example',
      brainDump: 'Roof repair',
    });
    const running = neurosliceReducer(initialNeuroSliceState, sliceStarted({ seed: 1 }));
    const mergedWhileRunning = mergeNeuroSlice(running, incoming);
    expect(mergedWhileRunning.status).toBe('PROCESSING');
    expect(mergedWhileRunning.data).toBe(running.data);
    expect(mergedWhileRunning.theme).toBe('light');
    // A half-finished plan from a tab that is still generating is not taken.
    const partial = mergeNeuroSlice(ready, {
      ...incoming,
      plannedAt: null,
      data: { ...other, calendar: [] },
    });
    expect(partial.data).toBe(ready.data);
  });
});

/** An in-memory localStorage. */
class MemoryStorage implements StorageLike {
  data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

/** A field as last saved to storage (redux-persist's format inside the persistence envelope). */
function savedField(storage: MemoryStorage, field: string): unknown {
  const raw = storage.getItem(storageKeyOf('neuroslice'));
  if (!raw) return undefined;
  const outer = JSON.parse(JSON.parse(raw).data) as Record<string, string>;
  return field in outer ? JSON.parse(outer[field]) : undefined;
}

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
    await waitUntil(() => expect(savedField(storage, 'activeNodeId')).toBe('node-3'));

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
        (savedField(storage, 'data') as { nodes: unknown[] } | undefined)?.nodes.length,
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
    const v1 = {
      brainDump: '"Old dump"',
      theme: '"light"',
      activeView: '"map"',
      _persist: JSON.stringify({ version: 1, rehydrated: true }),
    };
    storage.setItem(
      storageKeyOf('neuroslice'),
      JSON.stringify({ rev: 1, data: JSON.stringify(v1) }),
    );
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
