/**
 * Everything the NeuroSlice thunks do to the world outside the store (timers, "today", random
 * seeds, notices, downloads, the webhook's fetch, logging), given to each store through
 * configureStore's `thunk.extraArgument`. Tests and stories build a store with their own
 * adapters, so nothing is set or reset globally. A new side effect (e.g. a model client) is a new
 * field here with a default in `createNeuroSliceAdapters`.
 *
 * This module is loaded with the store on every store route: it names only small modules.
 */
import { notify as showNotice } from '../../design-system';
import { DEFAULT_STAGE_DELAYS, type NoticeText } from './engine/messages';
import { randomSeed } from './engine/random';
import { sleep, type Sleep } from './engine/sleep';
import type { FetchLike } from './engine/webhook';
import type { StrategyData } from './engine/types';
import { readConnection, type ModelConnection } from './languageModel/connection';
import type { ModelCallOptions } from './languageModel/client';

export interface NeuroSliceAdapters {
  /** Delay after each generation stage (SPEC §9: 800, 1200, 1000, 1000, 500 ms). */
  delays: readonly number[];
  sleep: Sleep;
  /** "Today" for the calendar and the pack's file name. */
  now: () => Date;
  /** A new seed for "regenerate". */
  randomSeed: () => number;
  notify: (notice: NoticeText) => void;
  /** Hands the finished zip to the user. */
  saveFile: (fileName: string, bytes: Uint8Array, mimeType: string) => void | Promise<void>;
  /** Defaults to the global fetch at call time. */
  fetchImpl?: FetchLike;
  webhookTimeoutMs?: number;
  /** Where error details go (SPEC §8: 'Check console for details'). */
  log: Pick<Console, 'error'>;
  /** The connected language model (docs/PRODUCT.md#a-real-language-model), or null: the offline engine writes the plan. */
  modelConnection: () => ModelConnection | null;
  /** The model client's fetch, 30 s stall timeout and 429 wait, replaceable in tests. */
  modelClient?: Pick<ModelCallOptions, 'fetchImpl' | 'stallMs' | 'wait'>;
}

/** The generation in progress: what Skip rebuilds at once, and the running thunk's own abort. */
interface RunningSlice {
  brainDump: string;
  seed: number;
  /** ISO time the run started: its plan's "today". */
  startedAt: string;
  abort: (reason?: string) => void;
  /** A model-written run: what the model has written so far, which Skip keeps (docs/PRODUCT.md#a-real-language-model). */
  modelPlan?: { current: StrategyData };
}

/** What the NeuroSlice thunks find in `extra.neuroslice`: one per store. */
export interface NeuroSliceExtra {
  adapters: NeuroSliceAdapters;
  /** This store's generation in progress (at most one), so a new slice or Skip can stop it. */
  running: { current: RunningSlice | null };
}

/** The thunk extra argument's shape as the NeuroSlice thunks see it (other features add keys). */
export interface NeuroSliceThunkExtra {
  neuroslice: NeuroSliceExtra;
}

/** The browser download: an object URL on a temporary link. Only ever called from a click. */
function downloadInBrowser(fileName: string, bytes: Uint8Array, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The real adapters, with any of them replaced (tests, stories: e.g. `{ delays: [0, 0, 0, 0, 0] }`). */
function createNeuroSliceAdapters(overrides: Partial<NeuroSliceAdapters> = {}): NeuroSliceAdapters {
  return {
    delays: DEFAULT_STAGE_DELAYS,
    sleep,
    now: () => new Date(),
    randomSeed,
    notify: (notice) => showNotice(notice),
    saveFile: downloadInBrowser,
    log: console,
    modelConnection: () => readConnection(),
    ...overrides,
  };
}

/** A store's `extra.neuroslice`: its adapters and its (empty) slot for the run in progress. */
export function createNeuroSliceExtra(
  overrides: Partial<NeuroSliceAdapters> = {},
): NeuroSliceExtra {
  return { adapters: createNeuroSliceAdapters(overrides), running: { current: null } };
}
