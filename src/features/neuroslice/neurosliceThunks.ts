/**
 * The NeuroSlice actions a creator takes (SPEC §4, §7, §8): take a slice, skip ahead, deepen a
 * node, download the strategy pack, send the active node to a webhook. Timers, notices, the file
 * download and fetch go through adapters that tests and stories replace.
 */
import { notify as showNotice } from '../../design-system';
import {
  DEFAULT_STAGE_DELAYS,
  ICS_FILE_NAME,
  ICS_MIME_TYPE,
  NOTICES,
  buildStrategyPack,
  calendarIcs,
  buildWebhookPayload,
  clusterDeepenedNotice,
  deepen,
  draftSentNotice,
  generate,
  generateSync,
  generationFailedNotice,
  isHttpUrl,
  randomSeed,
  sendWebhook,
  sleep,
  type FetchLike,
  type NoticeText,
  type Sleep,
  type StrategyData,
} from './engine';
import {
  nodesAppended,
  skipStarted,
  sliceCompleted,
  sliceFailed,
  sliceStarted,
  stageReached,
  type NeuroSliceRootState,
  type NeuroSliceThunk,
} from './neurosliceSlice';

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
}

/** The browser download: an object URL on a temporary link. Only ever called from a click. */
export function downloadInBrowser(fileName: string, bytes: Uint8Array, mimeType: string): void {
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

const defaultAdapters = (): NeuroSliceAdapters => ({
  delays: DEFAULT_STAGE_DELAYS,
  sleep,
  now: () => new Date(),
  randomSeed,
  notify: (notice) => showNotice(notice),
  saveFile: downloadInBrowser,
  log: console,
});

let adapters: NeuroSliceAdapters = defaultAdapters();

/** Replace some adapters (tests, stories: e.g. `{ delays: [0, 0, 0, 0, 0] }`). */
export function configureNeuroSliceAdapters(overrides: Partial<NeuroSliceAdapters>): void {
  adapters = { ...adapters, ...overrides };
}

export function resetNeuroSliceAdapters(): void {
  adapters = defaultAdapters();
}

export function getNeuroSliceAdapters(): Readonly<NeuroSliceAdapters> {
  return adapters;
}

interface Run {
  controller: AbortController;
  brainDump: string;
  seed: number;
  now: Date;
}

// The running generation of each store (keyed by its getState), so a new slice or a skip can stop it.
const runs = new WeakMap<object, Run>();

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function finish(dispatch: Parameters<NeuroSliceThunk>[0], data: StrategyData, now: Date) {
  dispatch(sliceCompleted({ data, plannedAt: now.toISOString() }));
}

function fail(dispatch: Parameters<NeuroSliceThunk>[0], error: unknown) {
  adapters.log.error('NeuroSlice could not generate the strategy.', error);
  dispatch(sliceFailed());
  adapters.notify(generationFailedNotice(errorMessage(error)));
}

export type TakeSliceOutcome = 'refused' | 'completed' | 'cancelled' | 'failed';

/**
 * SPEC §4: refuses an empty brain dump ('Input Required'); otherwise PROCESSING on the map, each
 * stage's message with the data so far, then READY and 'NeuroSlice Complete'. A newer slice or a
 * skip cancels this run: none of its later stages land. `seed` defaults to the current one, so
 * the same brain dump gives the same plan; `regenerateSlice` draws a new seed.
 */
export const takeSlice =
  (options: { seed?: number } = {}): NeuroSliceThunk<Promise<TakeSliceOutcome>> =>
  async (dispatch, getState) => {
    const { brainDump, seed: currentSeed } = getState().neuroslice;
    if (!brainDump.trim()) {
      adapters.notify(NOTICES.inputRequired);
      return 'refused';
    }
    runs.get(getState)?.controller.abort();
    const run: Run = {
      controller: new AbortController(),
      brainDump,
      seed: options.seed ?? currentSeed,
      now: adapters.now(),
    };
    runs.set(getState, run);
    const { signal } = run.controller;
    dispatch(sliceStarted({ seed: run.seed }));
    try {
      const data = await generate(brainDump, {
        seed: run.seed,
        now: run.now,
        delays: adapters.delays,
        sleep: adapters.sleep,
        signal,
        onStage: (update) => {
          if (!signal.aborted) dispatch(stageReached(update));
        },
      });
      if (signal.aborted) return 'cancelled';
      runs.delete(getState);
      finish(dispatch, data, run.now);
      adapters.notify(NOTICES.complete);
      return 'completed';
    } catch (error) {
      if (signal.aborted) return 'cancelled';
      runs.delete(getState);
      fail(dispatch, error);
      return 'failed';
    }
  };

/** Take a slice of the same brain dump with a new seed: a different plan. */
export const regenerateSlice = (): NeuroSliceThunk<Promise<TakeSliceOutcome>> => (dispatch) =>
  dispatch(takeSlice({ seed: adapters.randomSeed() }));

/**
 * SPEC §4 Skip: 'Skipping ahead...', the run's plan is rebuilt at once from the same input and
 * seed (so it is the plan the stages would have shown), READY and 'Skipped Ahead'.
 * Returns false when no run is in progress.
 */
export const skipAhead = (): NeuroSliceThunk<boolean> => (dispatch, getState) => {
  const run = runs.get(getState);
  if (!run || getState().neuroslice.status !== 'PROCESSING') return false;
  run.controller.abort();
  runs.delete(getState);
  dispatch(skipStarted());
  try {
    finish(dispatch, generateSync(run.brainDump, run.seed, { now: run.now }), run.now);
  } catch (error) {
    fail(dispatch, error);
    return true;
  }
  adapters.notify(NOTICES.skippedAhead);
  return true;
};

/** Cancel a running slice without a result (e.g. the tool is left). The state stays as it was. */
export const cancelSlice = (): NeuroSliceThunk<boolean> => (_dispatch, getState) => {
  const run = runs.get(getState);
  if (!run) return false;
  run.controller.abort();
  runs.delete(getState);
  return true;
};

/**
 * SPEC §4/§9: appends 2-4 children under the node (the active node by default) and announces
 * 'Cluster Deepened'. Returns how many nodes were added (0 for a level-5 or unknown node).
 */
export const deepenNode =
  (nodeId?: string): NeuroSliceThunk<number> =>
  (dispatch, getState) => {
    const state = getState().neuroslice;
    const id = nodeId ?? state.activeNodeId;
    if (state.status !== 'READY' || !id) return 0;
    const result = deepen(state.data, id, state.seed, { now: adapters.now() });
    if (!result.nodes.length) return 0;
    dispatch(nodesAppended(result));
    adapters.notify(clusterDeepenedNotice(result.nodes.length));
    return result.nodes.length;
  };

/** SPEC §8/§9 Export: refused with 'No Data' when there are no nodes; otherwise builds and saves the zip. */
export const downloadStrategyPack =
  (): NeuroSliceThunk<Promise<boolean>> => async (_dispatch, getState) => {
    const { data } = getState().neuroslice;
    if (!data.nodes.length) {
      adapters.notify(NOTICES.noData);
      return false;
    }
    adapters.notify(NOTICES.downloadStarted);
    try {
      const pack = await buildStrategyPack(data, adapters.now());
      await adapters.saveFile(pack.fileName, pack.bytes, pack.mimeType);
      return true;
    } catch (error) {
      adapters.log.error('NeuroSlice could not build the strategy pack.', error);
      adapters.notify(NOTICES.downloadFailed);
      return false;
    }
  };

/** PRODUCT.md "Calendar export": the Calendar tab's "Download .ics", the same file as the pack's. */
export const downloadCalendarIcs =
  (): NeuroSliceThunk<Promise<boolean>> => async (_dispatch, getState) => {
    const { data } = getState().neuroslice;
    if (!data.calendar.length) {
      adapters.notify(NOTICES.noData);
      return false;
    }
    try {
      const bytes = new TextEncoder().encode(calendarIcs(data, adapters.now()));
      await adapters.saveFile(ICS_FILE_NAME, bytes, ICS_MIME_TYPE);
      return true;
    } catch (error) {
      adapters.log.error('NeuroSlice could not build calendar.ics.', error);
      adapters.notify(NOTICES.calendarDownloadFailed);
      return false;
    }
  };

export type WebhookOutcome = 'refused' | 'sent' | 'failed';

/**
 * SPEC §7/§8: POSTs the active node's payload to the webhook URL. Refused with 'Webhook URL
 * Missing', 'Invalid Webhook URL' (not http(s), PRODUCT.md) or 'No Node Selected'; a non-OK answer
 * or a network failure gives 'Error' with the details in the console.
 */
export const sendActiveNodeToWebhook =
  (): NeuroSliceThunk<Promise<WebhookOutcome>> =>
  async (_dispatch, getState: () => NeuroSliceRootState) => {
    const { webhookUrl, activeNodeId, data } = getState().neuroslice;
    const url = webhookUrl.trim();
    if (!url) {
      adapters.notify(NOTICES.webhookUrlMissing);
      return 'refused';
    }
    if (!isHttpUrl(url)) {
      adapters.notify(NOTICES.webhookUrlInvalid);
      return 'refused';
    }
    const node = activeNodeId ? data.nodes.find((n) => n.id === activeNodeId) : undefined;
    if (!node) {
      adapters.notify(NOTICES.noNodeSelected);
      return 'refused';
    }
    adapters.notify(NOTICES.sendingToWebhook);
    try {
      const response = await sendWebhook(url, buildWebhookPayload(node, data), {
        timeoutMs: adapters.webhookTimeoutMs,
        fetchImpl: adapters.fetchImpl,
      });
      if (response.ok) {
        adapters.notify(draftSentNotice(response.status));
        return 'sent';
      }
      adapters.log.error(`The webhook at ${url} answered with status ${response.status}.`);
    } catch (error) {
      adapters.log.error(`The webhook request to ${url} failed.`, error);
    }
    adapters.notify(NOTICES.webhookError);
    return 'failed';
  };
