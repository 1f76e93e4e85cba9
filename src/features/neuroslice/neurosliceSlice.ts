/**
 * NeuroSlice tool state (SPEC §3 "Tool state", §4 status machine) and its persistence spec.
 * The thunks that drive it (take a slice, skip, deepen, export, webhook) live in
 * neurosliceThunks.ts so that this module, which the store loads on every store route, stays
 * free of the engine.
 */
import {
  createSlice,
  type PayloadAction,
  type ThunkAction,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { REHYDRATE } from 'redux-persist';
import { moveCalendarEvent } from './engine/calendarMoves';
import { STATUS_MESSAGES } from './engine/messages';
import {
  createEmptyStrategy,
  type CalendarEvent,
  type ContentNode,
  type StrategyData,
  type Variant,
} from './engine/types';
import type { NeuroSliceThunkExtra } from './neurosliceAdapters';
import { isSavedPlanComplete, mergeNeuroSlice } from './neurosliceCrossTab';
import { isSavedNeuroSlice } from './neurosliceSchema';
import type { NeuroSliceState, ToolTheme, ToolView } from './neurosliceState';

export type { NeuroSliceState, ToolTheme, ToolView } from './neurosliceState';

/** A fresh empty plan (never shared, so state identity checks stay meaningful). */
export const emptyPlan = createEmptyStrategy;

/** The first seed; "regenerate" draws a new one (docs/PRODUCT.md#deterministic-generation). */
const INITIAL_SEED = 20260101;

export const initialNeuroSliceState: NeuroSliceState = {
  status: 'IDLE',
  statusMessage: STATUS_MESSAGES.initializing,
  brainDump: '',
  data: emptyPlan(),
  activeView: 'create',
  activeNodeId: null,
  seed: INITIAL_SEED,
  plannedAt: null,
  theme: 'dark',
  webhookUrl: '',
  modelFailure: null,
  modelReceived: null,
  calendarUndo: [],
};

/** Enough to take back a morning of rescheduling, without holding a session's every move. */
const MAX_CALENDAR_UNDO = 50;

interface StageReachedPayload {
  message: string;
  data: StrategyData;
}

interface NodesAppendedPayload {
  nodes: ContentNode[];
  variants: Variant[];
  calendar: CalendarEvent[];
}

const neurosliceSlice = createSlice({
  name: 'neuroslice',
  initialState: initialNeuroSliceState,
  reducers: {
    brainDumpChanged(state, action: PayloadAction<string>) {
      state.brainDump = action.payload;
    },
    viewChanged(state, action: PayloadAction<ToolView>) {
      state.activeView = action.payload;
    },
    /** Select a node (opens the detail panel) or clear the selection with null. */
    nodeSelected(state, action: PayloadAction<string | null>) {
      const id = action.payload;
      state.activeNodeId = id !== null && state.data.nodes.some((n) => n.id === id) ? id : null;
    },
    themeChanged(state, action: PayloadAction<ToolTheme>) {
      state.theme = action.payload;
    },
    webhookUrlChanged(state, action: PayloadAction<string>) {
      state.webhookUrl = action.payload;
    },
    /** A run began: PROCESSING on the map view, the old plan cleared (SPEC §4). */
    sliceStarted(state, action: PayloadAction<{ seed: number }>) {
      state.status = 'PROCESSING';
      state.statusMessage = STATUS_MESSAGES.parsing;
      state.activeView = 'map';
      state.activeNodeId = null;
      state.seed = action.payload.seed;
      state.plannedAt = null;
      state.data = emptyPlan();
      state.modelFailure = null;
      state.modelReceived = null;
      state.calendarUndo = [];
    },
    modelTextReceived(state, action: PayloadAction<number>) {
      if (state.status === 'PROCESSING') state.modelReceived = action.payload;
    },
    stageReached(state, action: PayloadAction<StageReachedPayload>) {
      if (state.status !== 'PROCESSING') return;
      state.modelReceived = null;
      state.statusMessage = action.payload.message;
      state.data = action.payload.data;
    },
    skipStarted(state) {
      if (state.status !== 'PROCESSING') return;
      state.statusMessage = STATUS_MESSAGES.skipping;
    },
    sliceCompleted(state, action: PayloadAction<{ data: StrategyData; plannedAt: string }>) {
      state.status = 'READY';
      state.statusMessage = STATUS_MESSAGES.ready;
      state.activeView = 'map';
      state.data = action.payload.data;
      state.plannedAt = action.payload.plannedAt;
    },
    /** SPEC §4: on failure the status returns to IDLE (the error notice says why). */
    sliceFailed(state, action: PayloadAction<{ modelFailure?: string } | undefined>) {
      state.modelFailure = action.payload?.modelFailure ?? null;
      state.status = 'IDLE';
      state.statusMessage = STATUS_MESSAGES.initializing;
      state.activeView = 'create';
      state.activeNodeId = null;
      state.plannedAt = null;
      state.data = emptyPlan();
    },
    modelFailureDismissed(state) {
      state.modelFailure = null;
    },
    /** SPEC §4: deepening appends. */
    nodesAppended(state, action: PayloadAction<NodesAppendedPayload>) {
      const { nodes, variants, calendar } = action.payload;
      state.data.nodes.push(...nodes);
      state.data.variants.push(...variants);
      state.data.calendar.push(...calendar);
    },
    /** docs/PRODUCT.md#the-publishing-calendar-is-a-plan: an entry moved to another day. */
    calendarEntryMoved(state, action: PayloadAction<{ eventId: string; date: string }>) {
      const moved = moveCalendarEvent(
        state.data.calendar,
        action.payload.eventId,
        action.payload.date,
      );
      if (!moved) return;
      state.data.calendar = moved.calendar;
      state.calendarUndo = [...state.calendarUndo, moved.move].slice(-MAX_CALENDAR_UNDO);
    },
    /** docs/PRODUCT.md#from-plan-to-posts: the entry's blog draft, so it is never written twice. */
    entryDraftLinked(state, action: PayloadAction<{ eventId: string; postId: string }>) {
      const event = state.data.calendar.find((e) => e.id === action.payload.eventId);
      if (event) event.draftPostId = action.payload.postId;
    },
    /**
     * Entries whose posts are published (now or for a later day) take the posts' days: the post
     * decides once the owner has scheduled it. A change for the .ics (SEQUENCE rises), not a move
     * to undo.
     */
    entryDatesFollowedPosts(state, action: PayloadAction<{ eventId: string; date: string }[]>) {
      for (const { eventId, date } of action.payload) {
        const moved = moveCalendarEvent(state.data.calendar, eventId, date);
        if (moved) state.data.calendar = moved.calendar;
      }
    },
    /** Undo / Ctrl+Z: the last move taken back (a move of its own for the .ics, so SEQUENCE rises). */
    calendarMoveUndone(state) {
      const last = state.calendarUndo.at(-1);
      if (!last) return;
      state.calendarUndo = state.calendarUndo.slice(0, -1);
      const moved = moveCalendarEvent(state.data.calendar, last.eventId, last.from);
      if (moved) state.data.calendar = moved.calendar;
    },
  },
  extraReducers: (builder) => {
    // redux-persist merges the saved fields over what this returns, except fields changed here.
    // The status is not saved: it is derived from whether the saved plan had completed, so a
    // reload during a run does not come back stuck in PROCESSING with half a plan.
    builder.addMatcher(
      (
        action: UnknownAction,
      ): action is UnknownAction & { key: string; payload?: Partial<NeuroSliceState> } =>
        action.type === REHYDRATE && (action as { key?: string }).key === neuroslicePersistence.key,
      (state, action) => {
        const saved = action.payload;
        if (isSavedPlanComplete(saved)) {
          state.status = 'READY';
          state.statusMessage = STATUS_MESSAGES.ready;
          state.activeView = 'map';
        } else if (saved?.data && saved.data.nodes.length > 0) {
          // Half a plan from an interrupted run: a fresh (different) object keeps it out.
          state.data = emptyPlan();
        }
      },
    );
  },
});

export const {
  brainDumpChanged,
  viewChanged,
  nodeSelected,
  themeChanged,
  webhookUrlChanged,
  sliceStarted,
  stageReached,
  skipStarted,
  sliceCompleted,
  sliceFailed,
  nodesAppended,
  modelFailureDismissed,
  modelTextReceived,
  calendarEntryMoved,
  calendarMoveUndone,
  entryDraftLinked,
  entryDatesFollowedPosts,
} = neurosliceSlice.actions;

export const neurosliceReducer = neurosliceSlice.reducer;

// ---- Typed access (features never import src/app) ----

export interface NeuroSliceRootState {
  neuroslice: NeuroSliceState;
}
export type NeuroSliceDispatch = ThunkDispatch<
  NeuroSliceRootState,
  NeuroSliceThunkExtra,
  UnknownAction
>;
export type NeuroSliceThunk<R = void> = ThunkAction<
  R,
  NeuroSliceRootState,
  NeuroSliceThunkExtra,
  UnknownAction
>;

export const useNeuroSliceSelector = useSelector.withTypes<NeuroSliceRootState>();
export const useNeuroSliceDispatch = useDispatch.withTypes<NeuroSliceDispatch>();

// ---- Persistence (through src/lib/persistence) ----

const PERSISTED_FIELDS = [
  'brainDump',
  'data',
  'seed',
  'plannedAt',
  'activeNodeId',
  'theme',
  'webhookUrl',
] as const;

export const neuroslicePersistence = {
  key: 'neuroslice',
  version: 2,
  migrations: {
    // v1 (Foundation stub) saved only the brain dump, view, node and theme.
    2: (state: unknown) => {
      const old = (state && typeof state === 'object' ? state : {}) as Record<string, unknown>;
      return {
        ...old,
        data: emptyPlan(),
        seed: INITIAL_SEED,
        plannedAt: null,
        webhookUrl: '',
        activeNodeId: null,
      } as never;
    },
  },
  whitelist: [...PERSISTED_FIELDS] as (keyof NeuroSliceState & string)[],
  isValid: isSavedNeuroSlice,
  merge: mergeNeuroSlice,
  saveFailedMessage: 'Could not save NeuroSlice data to localStorage',
};
