import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXED_TODAY } from './engine/testInputs';
import { brainDumpChanged, nodeSelected } from './neurosliceSlice';
import { cancelSlice, deepenNode, regenerateSlice, skipAhead, takeSlice } from './planThunks';
import {
  DUMP,
  OTHER,
  fx,
  makeStore,
  plan,
  readyStore,
  resetThunkTest,
  titles,
} from './thunkTestStore.testing';

beforeEach(resetThunkTest);

describe('takeSlice (SPEC §4)', () => {
  it('refuses empty or whitespace input with Input Required and changes nothing', async () => {
    for (const input of ['', '   ', '\n\t  \r\n']) {
      const { store, state } = makeStore();
      store.dispatch(brainDumpChanged(input));
      const before = state();
      await expect(store.dispatch(takeSlice())).resolves.toBe('refused');
      expect(state()).toBe(before);
    }
    expect(fx.notices).toEqual(
      Array(3).fill({
        title: 'Input Required',
        description: 'Please provide a topic or brain dump to begin.',
        variant: 'destructive',
      }),
    );
  });

  it('goes PROCESSING on the map, through every stage message with partial data, to READY', async () => {
    const { store, history, state } = makeStore();
    store.dispatch(brainDumpChanged(DUMP));
    const run = store.dispatch(takeSlice());
    expect(state().status).toBe('PROCESSING');
    expect(state().activeView).toBe('map');
    await expect(run).resolves.toBe('completed');
    const messages = history.map((h) => h.message).filter((m, i, all) => m !== all[i - 1]);
    expect(messages).toEqual([
      'Initializing...',
      'Parsing Input...',
      'Building Content Pillars...',
      'Analyzing Trends...',
      'Generating Personas...',
      'Building Calendar...',
      'Ready',
    ]);
    expect(history.filter((h) => h.status === 'PROCESSING').length).toBeGreaterThanOrEqual(5);
    expect(state().status).toBe('READY');
    expect(state().data).toEqual(plan(DUMP, state().seed));
    expect(state().plannedAt).toBe(FIXED_TODAY.toISOString());
    expect(fx.notices).toEqual([
      {
        title: 'NeuroSlice Complete',
        description: 'Your AI-powered content strategy is ready.',
        variant: 'success',
      },
    ]);
  });

  it('waits the SPEC delays by default', async () => {
    const waits: number[] = [];
    fx.adapters = {
      sleep: async (ms) => void waits.push(ms),
      notify: () => undefined,
      now: () => FIXED_TODAY,
    };
    const { store } = makeStore();
    store.dispatch(brainDumpChanged(DUMP));
    await store.dispatch(takeSlice());
    expect(waits).toEqual([800, 1200, 1000, 1000, 500]);
  });

  it('gives the same plan for the same input and seed, and a new one on regenerate', async () => {
    const a = await readyStore();
    const b = await readyStore(DUMP, { randomSeed: () => 987654 });
    expect(a.state().data).toEqual(b.state().data);
    await b.store.dispatch(regenerateSlice());
    expect(b.state().seed).toBe(987654);
    expect(b.state().data).toEqual(plan(DUMP, 987654));
    expect(b.state().data).not.toEqual(a.state().data);
  });

  it('on failure returns to IDLE with the error notice and logs the details', async () => {
    Object.assign(fx.adapters, {
      sleep: async () => {
        throw new Error('the model is out of coffee');
      },
    });
    const { store, state } = makeStore();
    store.dispatch(brainDumpChanged(DUMP));
    await expect(store.dispatch(takeSlice())).resolves.toBe('failed');
    expect(state().status).toBe('IDLE');
    expect(state().data.nodes).toEqual([]);
    expect(state().activeView).toBe('create');
    expect(fx.notices).toEqual([
      {
        title: 'Error',
        description: 'Failed to generate strategy: the model is out of coffee',
        variant: 'destructive',
      },
    ]);
    expect(fx.log.error).toHaveBeenCalled();
  });

  it('a new slice cancels the running one: no stale stage lands', async () => {
    Object.assign(fx.adapters, { delays: [15, 15, 15, 15, 15] });
    const { store, history, state } = makeStore();
    store.dispatch(brainDumpChanged(DUMP));
    const first = store.dispatch(takeSlice());
    await vi.waitFor(() => expect(state().statusMessage).toBe('Analyzing Trends...'), {
      interval: 1,
    });
    store.dispatch(brainDumpChanged(OTHER));
    const restartAt = history.length;
    const second = store.dispatch(takeSlice());
    await expect(first).resolves.toBe('cancelled');
    await expect(second).resolves.toBe('completed');
    const otherTopic = plan(OTHER, state().seed).nodes[0].title;
    const after = history.slice(restartAt).filter((h) => h.topic !== undefined);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((h) => h.topic === otherTopic)).toBe(true);
    expect(state().data).toEqual(plan(OTHER, state().seed));
    expect(titles()).toEqual(['NeuroSlice Complete']);
  });

  it('cancelSlice stops a run without a result', async () => {
    Object.assign(fx.adapters, { delays: [10, 10, 10, 10, 10] });
    const { store, state } = makeStore();
    store.dispatch(brainDumpChanged(DUMP));
    const run = store.dispatch(takeSlice());
    expect(store.dispatch(cancelSlice())).toBe(true);
    await expect(run).resolves.toBe('cancelled');
    expect(state().statusMessage).toBe('Parsing Input...');
    expect(fx.notices).toEqual([]);
  });
});

describe('skipAhead (SPEC §4)', () => {
  it("shows 'Skipping ahead...' then READY at once with the same plan and 'Skipped Ahead'", async () => {
    Object.assign(fx.adapters, { delays: [1000, 1000, 1000, 1000, 1000] });
    const { store, history, state } = makeStore();
    store.dispatch(brainDumpChanged(DUMP));
    const run = store.dispatch(takeSlice());
    await Promise.resolve();
    expect(store.dispatch(skipAhead())).toBe(true);
    expect(state().status).toBe('READY');
    expect(state().statusMessage).toBe('Ready');
    expect(state().activeView).toBe('map');
    expect(state().data).toEqual(plan(DUMP, state().seed));
    const messages = history.map((h) => h.message);
    expect(messages.slice(-2)).toEqual(['Skipping ahead...', 'Ready']);
    expect(history.at(-2)!.status).toBe('PROCESSING');
    await expect(run).resolves.toBe('cancelled');
    expect(history.at(-1)!.message).toBe('Ready');
    expect(fx.notices).toEqual([
      {
        title: 'Skipped Ahead',
        description: 'Displaying final generated strategy.',
        variant: 'info',
      },
    ]);
  });

  it('does nothing when no slice is running', async () => {
    const { store } = await readyStore();
    fx.notices = [];
    expect(store.dispatch(skipAhead())).toBe(false);
    expect(fx.notices).toEqual([]);
  });
});

describe('deepenNode (SPEC §4, §5)', () => {
  it("appends 2-4 children and announces 'Cluster Deepened'", async () => {
    const { store, state } = await readyStore();
    fx.notices = [];
    const cluster = state().data.nodes.find((n) => n.level === 2)!;
    store.dispatch(nodeSelected(cluster.id));
    const before = state().data.nodes.length;
    const added = await store.dispatch(deepenNode());
    expect(added).toBeGreaterThanOrEqual(2);
    expect(added).toBeLessThanOrEqual(4);
    expect(state().data.nodes).toHaveLength(before + added);
    expect(
      state()
        .data.nodes.slice(before)
        .every((n) => n.parentId === cluster.id && n.level === 3),
    ).toBe(true);
    expect(
      state().data.variants.filter((v) =>
        state()
          .data.nodes.slice(before)
          .some((n) => n.id === v.node_id),
      ),
    ).toHaveLength(added * 3);
    expect(fx.notices).toEqual([
      { title: 'Cluster Deepened', description: `${added} new nodes added.`, variant: 'success' },
    ]);
  });

  it('adds nothing below level 5', async () => {
    const { store, state } = await readyStore();
    let target = state().data.nodes.find((n) => n.level === 3)!.id;
    for (let level = 3; level < 5; level++) {
      store.dispatch(deepenNode(target));
      target = state().data.nodes.at(-1)!.id;
    }
    expect(state().data.nodes.find((n) => n.id === target)!.level).toBe(5);
    fx.notices = [];
    const before = state().data;
    expect(store.dispatch(deepenNode(target))).toBe(0);
    expect(state().data).toBe(before);
    expect(fx.notices).toEqual([]);
  });
});
