/**
 * The NeuroSlice actions that make the plan (SPEC §4, §5): take a slice, skip ahead, cancel,
 * deepen a node, offline or with a connected model. Timers, notices and the model client are the
 * store's adapters (neurosliceAdapters.ts), its thunk extra argument.
 */
import { createAsyncThunk } from '@reduxjs/toolkit';
import { errorMessage } from '../../lib/errorMessage';
import {
  NOTICES,
  canDeepen,
  clusterDeepenedNotice,
  deepen,
  generate,
  generateSync,
  generationFailedNotice,
  abortError,
  completeOffline,
  createEmptyStrategy,
  deepenFailedNotice,
  type StrategyData,
} from './engine';
import { authorOf } from './languageModel/connection';
import { deepenWithModel, generateWithModel, writerFor } from './languageModel/planner';
import type { NeuroSliceAdapters, NeuroSliceThunkExtra } from './neurosliceAdapters';
import {
  modelFailureDismissed,
  modelTextReceived,
  nodesAppended,
  skipStarted,
  sliceCompleted,
  sliceFailed,
  sliceStarted,
  stageReached,
  type NeuroSliceRootState,
  type NeuroSliceThunk,
} from './neurosliceSlice';

const createNeuroSliceAsyncThunk = createAsyncThunk.withTypes<{
  state: NeuroSliceRootState;
  extra: NeuroSliceThunkExtra;
}>();

type Dispatch = Parameters<NeuroSliceThunk>[0];

function finish(dispatch: Dispatch, data: StrategyData, now: Date) {
  dispatch(sliceCompleted({ data, plannedAt: now.toISOString() }));
}

function fail(dispatch: Dispatch, adapters: NeuroSliceAdapters, error: unknown, byModel = false) {
  adapters.log.error('NeuroSlice could not generate the strategy.', error);
  // A model's failure keeps the cause on the Create tab with "Generate offline instead".
  dispatch(sliceFailed(byModel ? { modelFailure: errorMessage(error) } : undefined));
  adapters.notify(generationFailedNotice(errorMessage(error)));
}

type RunOutcome = 'completed' | 'failed';

/**
 * One generation run: the stages with their delays, each stage's data shown as it lands. Its
 * signal is the thunk's own: `abort()` on the dispatched promise (a newer slice, Skip, leaving
 * the tool) stops it, and none of its later stages land.
 */
const runGeneration = createNeuroSliceAsyncThunk<
  RunOutcome,
  {
    brainDump: string;
    seed: number;
    now: Date;
    /** Set when a connected model writes the plan: what it has written so far. */
    modelPlan?: { current: StrategyData };
  }
>(
  'neuroslice/runGeneration',
  async ({ brainDump, seed, now, modelPlan }, { dispatch, extra, signal }) => {
    const { adapters } = extra.neuroslice;
    const connection = modelPlan ? adapters.modelConnection() : null;
    // The overlay's progress: the store hears every ~200 characters, not every SSE event.
    let reported = 0;
    const onProgress = (received: number) => {
      if (signal.aborted || received - reported < 200) return;
      reported = received;
      dispatch(modelTextReceived(received));
    };
    try {
      const onStage = (update: { message: string; data: StrategyData }) => {
        if (signal.aborted) return;
        if (modelPlan) modelPlan.current = update.data;
        reported = 0;
        dispatch(stageReached(update));
      };
      const data = connection
        ? await generateWithModel(brainDump, {
            seed,
            now,
            signal,
            onStage,
            onProgress,
            write: writerFor(connection, adapters.modelClient),
            author: authorOf(connection),
          })
        : await generate(brainDump, {
            seed,
            now,
            delays: adapters.delays,
            sleep: adapters.sleep,
            signal,
            onStage,
          });
      if (signal.aborted) throw abortError();
      finish(dispatch, data, now);
      adapters.notify(NOTICES.complete);
      return 'completed';
    } catch (error) {
      if (signal.aborted) throw error;
      fail(dispatch, adapters, error, !!connection);
      return 'failed';
    }
  },
);

export type TakeSliceOutcome = 'refused' | 'completed' | 'cancelled' | 'failed';

/**
 * SPEC §4: refuses an empty brain dump ('Input Required'); otherwise PROCESSING on the map, each
 * stage's message with the data so far, then READY and 'NeuroSlice Complete'. A newer slice or a
 * skip cancels this run: none of its later stages land. `seed` defaults to the current one, so
 * the same brain dump gives the same plan; `regenerateSlice` draws a new seed.
 */
export const takeSlice =
  (
    options: { seed?: number; offline?: boolean } = {},
  ): NeuroSliceThunk<Promise<TakeSliceOutcome>> =>
  async (dispatch, getState, extra) => {
    const { adapters } = extra.neuroslice;
    const context = extra.neuroslice;
    const { brainDump, seed: currentSeed } = getState().neuroslice;
    if (!brainDump.trim()) {
      adapters.notify(NOTICES.inputRequired);
      return 'refused';
    }
    context.running.current?.abort();
    const seed = options.seed ?? currentSeed;
    const now = adapters.now();
    dispatch(sliceStarted({ seed }));
    // A connected language model writes the plan unless the creator asked for the offline engine.
    const modelPlan =
      !options.offline && adapters.modelConnection()
        ? { current: createEmptyStrategy() }
        : undefined;
    const run = dispatch(runGeneration({ brainDump, seed, now, modelPlan }));
    const running = {
      brainDump,
      seed,
      startedAt: now.toISOString(),
      abort: (reason?: string) => run.abort(reason),
      modelPlan,
    };
    context.running.current = running;
    const result = await run;
    if (context.running.current === running) context.running.current = null;
    return runGeneration.fulfilled.match(result) ? result.payload : 'cancelled';
  };

/** "Generate offline instead" after a model failed (docs/PRODUCT.md#a-real-language-model): the same brain dump, offline. */
export const generateOffline = (): NeuroSliceThunk<Promise<TakeSliceOutcome>> => (dispatch) => {
  dispatch(modelFailureDismissed());
  return dispatch(takeSlice({ offline: true }));
};

/** Take a slice of the same brain dump with a new seed: a different plan. */
export const regenerateSlice =
  (): NeuroSliceThunk<Promise<TakeSliceOutcome>> => (dispatch, _getState, extra) =>
    dispatch(takeSlice({ seed: extra.neuroslice.adapters.randomSeed() }));

/**
 * SPEC §4 Skip: 'Skipping ahead...', the run's plan is rebuilt at once from the same input and
 * seed (so it is the plan the stages would have shown), READY and 'Skipped Ahead'.
 * Returns false when no run is in progress.
 */
export const skipAhead = (): NeuroSliceThunk<boolean> => (dispatch, getState, extra) => {
  const { adapters } = extra.neuroslice;
  const run = extra.neuroslice.running.current;
  if (!run || getState().neuroslice.status !== 'PROCESSING') return false;
  run.abort('skipped');
  extra.neuroslice.running.current = null;
  dispatch(skipStarted());
  const now = new Date(run.startedAt);
  try {
    // With a model, what it wrote so far stays and the offline engine writes the rest.
    const data = run.modelPlan
      ? completeOffline(run.modelPlan.current, run.brainDump, run.seed, now)
      : generateSync(run.brainDump, run.seed, { now });
    finish(dispatch, data, now);
  } catch (error) {
    fail(dispatch, adapters, error);
    return true;
  }
  adapters.notify(NOTICES.skippedAhead);
  return true;
};

/** Cancel a running slice without a result (e.g. the tool is left). The state stays as it was. */
export const cancelSlice = (): NeuroSliceThunk<boolean> => (_dispatch, _getState, extra) => {
  const run = extra.neuroslice.running.current;
  if (!run) return false;
  run.abort('cancelled');
  extra.neuroslice.running.current = null;
  return true;
};

/**
 * SPEC §4/§9: appends CHILDREN_PER_DEEPEN children under the node (the active node by default) and
 * announces 'Cluster Deepened'. Returns how many nodes were added (0 when it cannot deepen). With a
 * connected model (docs/PRODUCT.md#a-real-language-model) the children are its answer to one request, so the count arrives as
 * a promise; a failure is announced and the plan stays as it was.
 */
export const deepenNode =
  (nodeId?: string): NeuroSliceThunk<number | Promise<number>> =>
  (dispatch, getState, extra) => {
    const { adapters } = extra.neuroslice;
    const state = getState().neuroslice;
    const id = nodeId ?? state.activeNodeId;
    if (state.status !== 'READY' || !id) return 0;
    const append = (result: ReturnType<typeof deepen>) => {
      if (!result.nodes.length) return 0;
      dispatch(nodesAppended(result));
      adapters.notify(clusterDeepenedNotice(result.nodes.length));
      return result.nodes.length;
    };
    const connection = adapters.modelConnection();
    const target = state.data.nodes.find((n) => n.id === id);
    if (!connection || !target || !canDeepen(target.level))
      return append(deepen(state.data, id, state.seed, { now: adapters.now() }));
    const data = state.data;
    return deepenWithModel(state.brainDump, data, id, {
      seed: state.seed,
      now: adapters.now(),
      write: writerFor(connection, adapters.modelClient),
    }).then(
      (result) => {
        // The plan changed meanwhile (a new slice): these children belong to the old one.
        if (getState().neuroslice.data !== data) return 0;
        return append(result);
      },
      (error: unknown) => {
        adapters.log.error('NeuroSlice could not deepen the node with the language model.', error);
        adapters.notify(deepenFailedNotice(errorMessage(error)));
        return 0;
      },
    );
  };
