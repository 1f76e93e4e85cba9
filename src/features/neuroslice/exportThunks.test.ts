import JSZip from 'jszip';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarIcs } from './engine';
import { FIXED_TODAY } from './engine/testInputs';
import { nodeSelected, webhookUrlChanged } from './neurosliceSlice';
import { downloadCalendarIcs, downloadStrategyPack, sendActiveNodeToWebhook } from './exportThunks';
import { DUMP, fx, makeStore, readyStore, resetThunkTest, titles } from './thunkTestStore.testing';

beforeEach(resetThunkTest);

describe.each([
  {
    download: downloadStrategyPack,
    empty: 'no nodes',
    failed: ['Download Started', 'Download Failed'],
    unbuilt: 'The strategy pack could not be built.',
  },
  {
    download: downloadCalendarIcs,
    empty: 'no calendar',
    failed: ['Download Failed'],
    unbuilt: 'The calendar file could not be built.',
  },
])('$download.name: refusals and failures', ({ download, empty, failed, unbuilt }) => {
  it(`refuses with 'No Data' when the plan has ${empty} and saves nothing`, async () => {
    const saveFile = vi.fn();
    const { store } = makeStore({ saveFile });
    await expect(store.dispatch(download())).resolves.toBe(false);
    expect(fx.notices).toEqual([
      {
        title: 'No Data',
        description: 'Generate a slice before exporting.',
        variant: 'destructive',
      },
    ]);
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('reports a save that fails and logs the details', async () => {
    Object.assign(fx.adapters, {
      saveFile: () => {
        throw new Error('disk full');
      },
    });
    const { store } = await readyStore();
    fx.notices = [];
    await expect(store.dispatch(download())).resolves.toBe(false);
    expect(titles()).toEqual(failed);
    expect(fx.notices.at(-1)?.description).toContain(unbuilt);
    expect(fx.log.error).toHaveBeenCalled();
  });
});

describe('downloadCalendarIcs (docs/PRODUCT.md#the-map-at-scale-and-calendar-export)', () => {
  it("saves calendar.ics, the same text as the pack's, through the adapter", async () => {
    const saveFile = vi.fn();
    const { store, state } = await readyStore(DUMP, { saveFile });
    fx.notices = [];
    await expect(store.dispatch(downloadCalendarIcs())).resolves.toBe(true);
    const [fileName, bytes, mimeType] = saveFile.mock.calls[0];
    expect(fileName).toBe('calendar.ics');
    expect(mimeType).toBe('text/calendar');
    const text = new TextDecoder().decode(bytes);
    expect(text).toBe(calendarIcs(state().data, FIXED_TODAY));
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(state().data.calendar.length);
    expect(fx.notices).toEqual([]);
  });
});

describe('downloadStrategyPack (SPEC §8, §9)', () => {
  it("announces 'Download Started' and saves the zip through the adapter", async () => {
    const saveFile = vi.fn();
    Object.assign(fx.adapters, { saveFile });
    const { store, state } = await readyStore();
    fx.notices = [];
    await expect(store.dispatch(downloadStrategyPack())).resolves.toBe(true);
    expect(fx.notices).toEqual([
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
});

describe('sendActiveNodeToWebhook (SPEC §7, §8)', () => {
  async function withNode(url: string) {
    const ctx = await readyStore();
    const node = ctx.state().data.nodes.find((n) => n.level === 3)!;
    ctx.store.dispatch(nodeSelected(node.id));
    ctx.store.dispatch(webhookUrlChanged(url));
    fx.notices = [];
    return { ...ctx, node };
  }

  it("refuses an empty URL with 'Webhook URL Missing'", async () => {
    const { store } = await withNode('   ');
    await expect(store.dispatch(sendActiveNodeToWebhook())).resolves.toBe('refused');
    expect(fx.notices).toEqual([
      {
        title: 'Webhook URL Missing',
        description: 'Please enter a webhook URL to send a test.',
        variant: 'destructive',
      },
    ]);
  });

  it('refuses a URL that is not http(s) and never calls it', async () => {
    const fetchImpl = vi.fn();
    Object.assign(fx.adapters, { fetchImpl });
    const { store } = await withNode('javascript:alert(1)');
    await expect(store.dispatch(sendActiveNodeToWebhook())).resolves.toBe('refused');
    expect(titles()).toEqual(['Invalid Webhook URL']);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("refuses with 'No Node Selected' when no node is active", async () => {
    const { store } = await withNode('https://hooks.example.com/blog');
    store.dispatch(nodeSelected(null));
    await expect(store.dispatch(sendActiveNodeToWebhook())).resolves.toBe('refused');
    expect(fx.notices).toEqual([
      {
        title: 'No Node Selected',
        description: 'Please select a node on the map view to send.',
        variant: 'destructive',
      },
    ]);
  });

  it("posts the active node and announces 'Draft Sent!' with the status", async () => {
    const fetchImpl = vi.fn(async () => ({ ok: true, status: 201 }));
    Object.assign(fx.adapters, { fetchImpl });
    const { store, node } = await withNode('https://hooks.example.com/blog');
    await expect(store.dispatch(sendActiveNodeToWebhook())).resolves.toBe('sent');
    expect(fx.notices.map((n) => [n.title, n.description])).toEqual([
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
      Object.assign(fx.adapters, { fetchImpl });
      const { store } = await withNode('https://hooks.example.com/blog');
      fx.log.error.mockClear();
      await expect(store.dispatch(sendActiveNodeToWebhook())).resolves.toBe('failed');
      expect(fx.notices.map((n) => [n.title, n.description])).toEqual([
        ['Sending to Webhook...', 'Posting the selected node as a draft.'],
        ['Error', 'Could not send to blog. Check console for details.'],
      ]);
      expect(fx.log.error).toHaveBeenCalledTimes(1);
    }
  });
});
