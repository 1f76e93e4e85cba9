// docs/PRODUCT.md#a-real-language-model: the thunks with a connected language model (a fake fetch plays the server).
import { configureStore } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STAGE_MESSAGES, type NoticeText } from './engine';
import { FIXED_TODAY } from './engine/testInputs';
import type { FetchFn } from './languageModel/client';
import { createNeuroSliceExtra, type NeuroSliceAdapters } from './neurosliceAdapters';
import { brainDumpChanged, neurosliceReducer, nodeSelected } from './neurosliceSlice';
import { deepenNode, generateOffline, skipAhead, takeSlice } from './planThunks';

const KEY = 'sk-unit-SECRET-99';
const DUMP = 'Kombucha for Tampa cafes: tap lists, seasonal flavors and wholesale pricing.';
const connection = {
  provider: 'custom' as const,
  baseUrl: 'http://127.0.0.1:1/v1',
  model: 'unit-model',
  apiKey: KEY,
};

const node = (title: string) => ({
  title,
  summary: 's',
  platform: 'Blog Post',
  hooks: ['a', 'b'],
  outline: ['1', '2', '3', '4', '5'],
  cta: 'Book a Demo',
});
const ANSWERS: Record<string, unknown> = {
  topic_tree: {
    pillar: {
      ...node('Model Pillar'),
      clusters: Array.from({ length: 6 }, (_, c) => ({
        ...node(`Model Cluster ${c}`),
        assets: [node(`Model Asset ${c}a`), node(`Model Asset ${c}b`), node(`Model Asset ${c}c`)],
      })),
    },
  },
  trends: { trends: [] },
  persona_variants: { variants: [] },
  children: { children: [node('Model Child 1'), node('Model Child 2')] },
};

const answer = (name: string) =>
  Response.json({ choices: [{ message: { content: JSON.stringify(ANSWERS[name]) } }] });

let notices: NoticeText[];
let bodies: string[];
beforeEach(() => {
  notices = [];
  bodies = [];
});

function makeStore(fetchImpl: FetchFn, more: Partial<NeuroSliceAdapters> = {}) {
  const recording: FetchFn = (url, init) => {
    bodies.push(String(init.body));
    return fetchImpl(url, init);
  };
  const store = configureStore({
    reducer: { neuroslice: neurosliceReducer },
    middleware: (gdm) =>
      gdm({
        serializableCheck: false,
        thunk: {
          extraArgument: {
            neuroslice: createNeuroSliceExtra({
              delays: [0, 0, 0, 0, 0],
              now: () => FIXED_TODAY,
              notify: (n) => void notices.push(n),
              saveFile: vi.fn(),
              log: { error: vi.fn() },
              modelConnection: () => connection,
              modelClient: { fetchImpl: recording, stallMs: 50 },
              ...more,
            }),
          },
        },
      }),
  });
  store.dispatch(brainDumpChanged(DUMP));
  const messages: string[] = [];
  store.subscribe(() => {
    const m = store.getState().neuroslice.statusMessage;
    if (messages.at(-1) !== m) messages.push(m);
  });
  return { store, messages, state: () => store.getState().neuroslice };
}

const schemaOf = (body: string) =>
  (JSON.parse(body) as { response_format: { json_schema: { name: string } } }).response_format
    .json_schema.name;

describe('takeSlice with a connected model', () => {
  it('keeps SPEC §4: the same messages in order, the model titles, who wrote it', async () => {
    const { store, messages, state } = makeStore(async (_u, init) =>
      answer(schemaOf(String(init.body))),
    );
    expect(await store.dispatch(takeSlice())).toBe('completed');
    expect(messages).toEqual([...STAGE_MESSAGES, 'Ready']);
    expect(bodies.map(schemaOf)).toEqual(['topic_tree', 'trends', 'persona_variants']);
    expect(state().data.nodes[0].title).toBe('Model Pillar');
    expect(state().data.nodes.filter((n) => n.level === 2)).toHaveLength(6);
    expect(state().data.writtenBy).toEqual({ provider: 'Custom', model: 'unit-model' });
    expect(state().data.variants.length).toBe(18 * 3);
    expect(notices.map((n) => n.title)).toEqual(['NeuroSlice Complete']);
    for (const body of bodies) expect(body).not.toContain(KEY);
  });

  it('a 401 gives SPEC error, IDLE, the brain dump kept and the cause for "Generate offline instead"', async () => {
    const { store, state } = makeStore(async () => new Response('no', { status: 401 }));
    expect(await store.dispatch(takeSlice())).toBe('failed');
    expect(state().status).toBe('IDLE');
    expect(state().brainDump).toBe(DUMP);
    expect(notices[0].title).toBe('Error');
    expect(notices[0].description).toMatch(
      /^Failed to generate strategy: the model server refused the API key \(HTTP 401\)/,
    );
    expect(state().modelFailure).toMatch(/HTTP 401/);
    notices = [];
    const offline = store.dispatch(generateOffline());
    expect(state().modelFailure).toBeNull();
    store.dispatch(skipAhead());
    expect(await offline).toBe('cancelled');
    expect(state().status).toBe('READY');
    expect(state().data.writtenBy).toBeUndefined();
  });

  it('text that is not JSON gives the SPEC error', async () => {
    const { store } = makeStore(async () =>
      Response.json({ choices: [{ message: { content: 'Here is your plan!' } }] }),
    );
    await store.dispatch(takeSlice());
    expect(notices[0].description).toMatch(/not JSON/);
  });

  it('Skip aborts the request in flight and finishes offline', async () => {
    let aborted = false;
    const { store, state } = makeStore(
      (_u, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          }),
        ),
    );
    const run = store.dispatch(takeSlice());
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(store.dispatch(skipAhead())).toBe(true);
    expect(await run).toBe('cancelled');
    expect(aborted).toBe(true);
    expect(state().status).toBe('READY');
    expect(state().data.nodes.length).toBeGreaterThan(0);
    expect(notices.map((n) => n.title)).toEqual(['Skipped Ahead']);
  });
});

describe('deepenNode with a connected model', () => {
  it('adds the 2-4 children the model wrote', async () => {
    const { store, state } = makeStore(async (_u, init) => answer(schemaOf(String(init.body))));
    await store.dispatch(takeSlice());
    const cluster = state().data.nodes.find((n) => n.level === 2)!;
    store.dispatch(nodeSelected(cluster.id));
    const added = await store.dispatch(deepenNode());
    expect(added).toBe(2);
    expect(
      state()
        .data.nodes.slice(-2)
        .map((n) => [n.title, n.level, n.parentId]),
    ).toEqual([
      ['Model Child 1', 3, cluster.id],
      ['Model Child 2', 3, cluster.id],
    ]);
    expect(bodies.map(schemaOf).at(-1)).toBe('children');
  });
});
