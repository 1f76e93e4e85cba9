import JSZip from 'jszip';
import { configureStore } from '@reduxjs/toolkit';
import { createNeuroSliceExtra, type NeuroSliceAdapters } from './neurosliceAdapters';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarIcs, generateSync, type NoticeText } from './engine';
import { FIXED_TODAY } from './engine/testInputs';
import {
  brainDumpChanged,
  neurosliceReducer,
  nodeSelected,
  webhookUrlChanged,
  type NeuroSliceState,
} from './neurosliceSlice';
import {
  cancelSlice,
  deepenNode,
  downloadCalendarIcs,
  downloadStrategyPack,
  regenerateSlice,
  sendActiveNodeToWebhook,
  skipAhead,
  takeSlice,
} from './neurosliceThunks';

const DUMP =
  'Med spa marketing in Tampa: Botox promos, before-and-after reels, Google reviews and a membership plan.';
const OTHER =
  'Roofing company growth: storm damage inspections, insurance claims and financing offers.';

function makeStore(more: Partial<NeuroSliceAdapters> = {}) {
  const store = configureStore({
    reducer: { neuroslice: neurosliceReducer },
    middleware: (gdm) =>
      gdm({
        thunk: { extraArgument: { neuroslice: createNeuroSliceExtra({ ...adapters, ...more }) } },
      }),
  });
  const history: { status: string; message: string; topic: string | undefined }[] = [];
  let last: NeuroSliceState | undefined;
  store.subscribe(() => {
    const s = store.getState().neuroslice;
    if (s === last) return;
    last = s;
    history.push({ status: s.status, message: s.statusMessage, topic: s.data.nodes[0]?.title });
  });
  return { store, history, state: () => store.getState().neuroslice };
}

/** The adapters of the stores this test makes (each test starts from none). */
let adapters: Partial<NeuroSliceAdapters> = {};
let notices: NoticeText[];
let log: { error: ReturnType<typeof vi.fn<Console['error']>> };
const titles = () => notices.map((n) => n.title);

beforeEach(() => {
  notices = [];
  log = { error: vi.fn<Console['error']>() };
  adapters = {
    delays: [0, 0, 0, 0, 0],
    now: () => FIXED_TODAY,
    notify: (n) => void notices.push(n),
    saveFile: vi.fn(),
    log,
  };
});

const plan = (dump: string, seed: number) => generateSync(dump, seed, { now: FIXED_TODAY });

async function readyStore(dump = DUMP, more: Partial<NeuroSliceAdapters> = {}) {
  const ctx = makeStore(more);
  ctx.store.dispatch(brainDumpChanged(dump));
  await ctx.store.dispatch(takeSlice());
  return ctx;
}

describe('takeSlice (SPEC §4)', () => {
  it('refuses empty or whitespace input with Input Required and changes nothing', async () => {
    for (const input of ['', '   ', '\n\t  \r\n']) {
      const { store, state } = makeStore();
      store.dispatch(brainDumpChanged(input));
      const before = state();
      await expect(store.dispatch(takeSlice())).resolves.toBe('refused');
      expect(state()).toBe(before);
    }
    expect(notices).toEqual(
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
    expect(notices).toEqual([
      {
        title: 'NeuroSlice Complete',
        description: 'Your AI-powered content strategy is ready.',
        variant: 'success',
      },
    ]);
  });

  it('waits the SPEC delays by default', async () => {
    const waits: number[] = [];
    adapters = {
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
    Object.assign(adapters, {
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
    expect(notices).toEqual([
      {
        title: 'Error',
        description: 'Failed to generate strategy: the model is out of coffee',
        variant: 'destructive',
      },
    ]);
    expect(log.error).toHaveBeenCalled();
  });

  it('a new slice cancels the running one: no stale stage lands', async () => {
    Object.assign(adapters, { delays: [15, 15, 15, 15, 15] });
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
    Object.assign(adapters, { delays: [10, 10, 10, 10, 10] });
    const { store, state } = makeStore();
    store.dispatch(brainDumpChanged(DUMP));
    const run = store.dispatch(takeSlice());
    expect(store.dispatch(cancelSlice())).toBe(true);
    await expect(run).resolves.toBe('cancelled');
    expect(state().statusMessage).toBe('Parsing Input...');
    expect(notices).toEqual([]);
  });
});

describe('skipAhead (SPEC §4)', () => {
  it("shows 'Skipping ahead...' then READY at once with the same plan and 'Skipped Ahead'", async () => {
    Object.assign(adapters, { delays: [1000, 1000, 1000, 1000, 1000] });
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
    expect(notices).toEqual([
      {
        title: 'Skipped Ahead',
        description: 'Displaying final generated strategy.',
        variant: 'info',
      },
    ]);
  });

  it('does nothing when no slice is running', async () => {
    const { store } = await readyStore();
    notices = [];
    expect(store.dispatch(skipAhead())).toBe(false);
    expect(notices).toEqual([]);
  });
});

describe('deepenNode (SPEC §4, §5)', () => {
  it("appends 2-4 children and announces 'Cluster Deepened'", async () => {
    const { store, state } = await readyStore();
    notices = [];
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
    expect(notices).toEqual([
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
    notices = [];
    const before = state().data;
    expect(store.dispatch(deepenNode(target))).toBe(0);
    expect(state().data).toBe(before);
    expect(notices).toEqual([]);
  });
});

describe('downloadCalendarIcs (docs/PRODUCT.md#the-map-at-scale-and-calendar-export)', () => {
  it("refuses with 'No Data' when there is no calendar", async () => {
    const saveFile = vi.fn();
    const { store } = makeStore({ saveFile });
    await expect(store.dispatch(downloadCalendarIcs())).resolves.toBe(false);
    expect(notices.map((n) => n.title)).toEqual(['No Data']);
    expect(saveFile).not.toHaveBeenCalled();
  });

  it("saves calendar.ics, the same text as the pack's, through the adapter", async () => {
    const saveFile = vi.fn();
    const { store, state } = await readyStore(DUMP, { saveFile });
    notices = [];
    await expect(store.dispatch(downloadCalendarIcs())).resolves.toBe(true);
    const [fileName, bytes, mimeType] = saveFile.mock.calls[0];
    expect(fileName).toBe('calendar.ics');
    expect(mimeType).toBe('text/calendar');
    const text = new TextDecoder().decode(bytes);
    expect(text).toBe(calendarIcs(state().data, FIXED_TODAY));
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(state().data.calendar.length);
    expect(notices).toEqual([]);
  });
});

describe('downloadStrategyPack (SPEC §8, §9)', () => {
  it("refuses with 'No Data' when there are no nodes", async () => {
    const { store } = makeStore();
    await expect(store.dispatch(downloadStrategyPack())).resolves.toBe(false);
    expect(notices).toEqual([
      {
        title: 'No Data',
        description: 'Generate a slice before exporting.',
        variant: 'destructive',
      },
    ]);
  });

  it("announces 'Download Started' and saves the zip through the adapter", async () => {
    const saveFile = vi.fn();
    Object.assign(adapters, { saveFile });
    const { store, state } = await readyStore();
    notices = [];
    await expect(store.dispatch(downloadStrategyPack())).resolves.toBe(true);
    expect(notices).toEqual([
      {
        title: 'Download Started',
        description: 'Your strategy pack is being generated.',
        variant: 'info',
      },
    ]);
    const [fileName, bytes, mimeType] = saveFile.mock.calls[0];
    expect(fileName).toBe('med-spa-marketing-2026-11-22.zip');
    expect(mimeType).toBe('application/zip');
    const zip = await JSZip.loadAsync(bytes);
    expect(Object.keys(zip.files).sort()).toEqual([
      'calendar.csv',
      'calendar.ics',
      'personas.json',
      'plan.md',
      'trends.json',
      'variants.csv',
    ]);
    expect(JSON.parse(await zip.file('personas.json')!.async('string'))).toEqual(
      state().data.personas,
    );
  });

  it('reports a save that fails', async () => {
    Object.assign(adapters, {
      saveFile: () => {
        throw new Error('disk full');
      },
    });
    const { store } = await readyStore();
    notices = [];
    await expect(store.dispatch(downloadStrategyPack())).resolves.toBe(false);
    expect(titles()).toEqual(['Download Started', 'Download Failed']);
    expect(log.error).toHaveBeenCalled();
  });
});

describe('sendActiveNodeToWebhook (SPEC §7, §8)', () => {
  async function withNode(url: string) {
    const ctx = await readyStore();
    const node = ctx.state().data.nodes.find((n) => n.level === 3)!;
    ctx.store.dispatch(nodeSelected(node.id));
    ctx.store.dispatch(webhookUrlChanged(url));
    notices = [];
    return { ...ctx, node };
  }

  it("refuses an empty URL with 'Webhook URL Missing'", async () => {
    const { store } = await withNode('   ');
    await expect(store.dispatch(sendActiveNodeToWebhook())).resolves.toBe('refused');
    expect(notices).toEqual([
      {
        title: 'Webhook URL Missing',
        description: 'Please enter a webhook URL to send a test.',
        variant: 'destructive',
      },
    ]);
  });

  it('refuses a URL that is not http(s) and never calls it', async () => {
    const fetchImpl = vi.fn();
    Object.assign(adapters, { fetchImpl });
    const { store } = await withNode('javascript:alert(1)');
    await expect(store.dispatch(sendActiveNodeToWebhook())).resolves.toBe('refused');
    expect(titles()).toEqual(['Invalid Webhook URL']);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("refuses with 'No Node Selected' when no node is active", async () => {
    const { store } = await withNode('https://hooks.example.com/blog');
    store.dispatch(nodeSelected(null));
    await expect(store.dispatch(sendActiveNodeToWebhook())).resolves.toBe('refused');
    expect(notices).toEqual([
      {
        title: 'No Node Selected',
        description: 'Please select a node on the map view to send.',
        variant: 'destructive',
      },
    ]);
  });

  it("posts the active node and announces 'Draft Sent!' with the status", async () => {
    const fetchImpl = vi.fn(async () => ({ ok: true, status: 201 }));
    Object.assign(adapters, { fetchImpl });
    const { store, node } = await withNode('https://hooks.example.com/blog');
    await expect(store.dispatch(sendActiveNodeToWebhook())).resolves.toBe('sent');
    expect(notices.map((n) => [n.title, n.description])).toEqual([
      ['Sending to Webhook...', 'Posting the selected node as a draft.'],
      ['Draft Sent!', 'Successfully posted to your webhook. Status: 201'],
    ]);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, { body: string }];
    expect(url).toBe('https://hooks.example.com/blog');
    expect(JSON.parse(init.body).title).toBe(node.title);
  });

  it("gives 'Error' and logs the details on a non-OK answer or a network failure", async () => {
    for (const fetchImpl of [
      async () => ({ ok: false, status: 503 }),
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ]) {
      Object.assign(adapters, { fetchImpl });
      const { store } = await withNode('https://hooks.example.com/blog');
      log.error.mockClear();
      await expect(store.dispatch(sendActiveNodeToWebhook())).resolves.toBe('failed');
      expect(notices.map((n) => [n.title, n.description])).toEqual([
        ['Sending to Webhook...', 'Posting the selected node as a draft.'],
        ['Error', 'Could not send to blog. Check console for details.'],
      ]);
      expect(log.error).toHaveBeenCalledTimes(1);
    }
  });
});
