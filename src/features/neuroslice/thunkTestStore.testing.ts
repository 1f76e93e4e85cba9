/**
 * The store the thunks' tests dispatch to: a real NeuroSlice reducer with recording adapters (no
 * delays, a fixed today, notices and errors kept), reset before each test by `resetThunkTest`.
 */
import { configureStore } from '@reduxjs/toolkit';
import { vi } from 'vitest';
import { generateSync, type NoticeText } from './engine';
import { FIXED_TODAY } from './engine/testInputs';
import { createNeuroSliceExtra, type NeuroSliceAdapters } from './neurosliceAdapters';
import { brainDumpChanged, neurosliceReducer, type NeuroSliceState } from './neurosliceSlice';
import { takeSlice } from './planThunks';

export const DUMP =
  'Med spa marketing in Tampa: Botox promos, before-and-after reels, Google reviews and a membership plan.';
export const OTHER =
  'Roofing company growth: storm damage inspections, insurance claims and financing offers.';

/** What the stores of a test record; a test may replace `notices` to start counting afresh. */
export const fx = {
  /** The adapters of the stores this test makes (each test starts from none). */
  adapters: {} as Partial<NeuroSliceAdapters>,
  notices: [] as NoticeText[],
  log: { error: vi.fn<Console['error']>() },
};
export const titles = () => fx.notices.map((n) => n.title);

export function resetThunkTest() {
  fx.notices = [];
  fx.log = { error: vi.fn<Console['error']>() };
  fx.adapters = {
    delays: [0, 0, 0, 0, 0],
    now: () => FIXED_TODAY,
    notify: (n) => void fx.notices.push(n),
    saveFile: vi.fn(),
    log: fx.log,
  };
}

export function makeStore(more: Partial<NeuroSliceAdapters> = {}) {
  const store = configureStore({
    reducer: { neuroslice: neurosliceReducer },
    middleware: (gdm) =>
      gdm({
        thunk: {
          extraArgument: { neuroslice: createNeuroSliceExtra({ ...fx.adapters, ...more }) },
        },
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

export const plan = (dump: string, seed: number) => generateSync(dump, seed, { now: FIXED_TODAY });

export async function readyStore(dump = DUMP, more: Partial<NeuroSliceAdapters> = {}) {
  const ctx = makeStore(more);
  ctx.store.dispatch(brainDumpChanged(dump));
  await ctx.store.dispatch(takeSlice());
  return ctx;
}
