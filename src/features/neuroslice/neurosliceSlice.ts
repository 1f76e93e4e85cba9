/**
 * NeuroSlice tool state (SPEC §3 "Tool state", §4 status machine) and its persistence spec.
 * The thunks that drive it (take a slice, skip, deepen, export, webhook) live in
 * neurosliceThunks.ts so that this module, which the store loads on every store route, stays
 * free of the engine.
 */
import {
  createSelector,
  createSlice,
  type PayloadAction,
  type ThunkAction,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { REHYDRATE } from 'redux-persist';
import { STATUS_MESSAGES } from './engine/messages';
import {
  createEmptyStrategy,
  MAX_LEVEL,
  type CalendarEvent,
  type ContentNode,
  type StrategyData,
  type Variant,
} from './engine/types';

export type ToolStatus = 'IDLE' | 'PROCESSING' | 'READY';
export type ToolView = 'create' | 'map' | 'personas' | 'trends' | 'calendar' | 'settings';
export type ToolTheme = 'dark' | 'light';

export const TOOL_VIEWS: readonly ToolView[] = [
  'create',
  'map',
  'personas',
  'trends',
  'calendar',
  'settings',
];

export interface NeuroSliceState {
  status: ToolStatus;
  statusMessage: string;
  brainDump: string;
  data: StrategyData;
  activeView: ToolView;
  activeNodeId: string | null;
  /** The seed of the current plan: the same brain dump and seed give the same plan. */
  seed: number;
  /** When the current plan finished generating (ISO); null while none is complete. */
  plannedAt: string | null;
  theme: ToolTheme;
  webhookUrl: string;
}

/** A fresh empty plan (never shared, so state identity checks stay meaningful). */
export const emptyPlan = createEmptyStrategy;

/** The first seed; "regenerate" draws a new one (PRODUCT.md). */
export const INITIAL_SEED = 20260101;

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
};

export interface StageReachedPayload {
  message: string;
  data: StrategyData;
}

export interface NodesAppendedPayload {
  nodes: ContentNode[];
  variants: Variant[];
  calendar: CalendarEvent[];
}

function isSavedPlanComplete(saved: Partial<NeuroSliceState> | undefined): boolean {
  return !!saved?.plannedAt && !!saved.data && saved.data.nodes.length > 0;
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
    themeToggled(state) {
      state.theme = state.theme === 'dark' ? 'light' : 'dark';
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
    },
    stageReached(state, action: PayloadAction<StageReachedPayload>) {
      if (state.status !== 'PROCESSING') return;
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
    sliceFailed(state) {
      state.status = 'IDLE';
      state.statusMessage = STATUS_MESSAGES.initializing;
      state.activeView = 'create';
      state.activeNodeId = null;
      state.plannedAt = null;
      state.data = emptyPlan();
    },
    /** SPEC §4: deepening appends. */
    nodesAppended(state, action: PayloadAction<NodesAppendedPayload>) {
      const { nodes, variants, calendar } = action.payload;
      state.data.nodes.push(...nodes);
      state.data.variants.push(...variants);
      state.data.calendar.push(...calendar);
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
  themeToggled,
  themeChanged,
  webhookUrlChanged,
  sliceStarted,
  stageReached,
  skipStarted,
  sliceCompleted,
  sliceFailed,
  nodesAppended,
} = neurosliceSlice.actions;

export const neurosliceReducer = neurosliceSlice.reducer;

// ---- Typed access (features never import src/app) ----

export interface NeuroSliceRootState {
  neuroslice: NeuroSliceState;
}
export type NeuroSliceDispatch = ThunkDispatch<NeuroSliceRootState, unknown, UnknownAction>;
export type NeuroSliceThunk<R = void> = ThunkAction<R, NeuroSliceRootState, unknown, UnknownAction>;

export const useNeuroSliceSelector = useSelector.withTypes<NeuroSliceRootState>();
export const useNeuroSliceDispatch = useDispatch.withTypes<NeuroSliceDispatch>();

// ---- Selectors ----

export const selectNeuroSlice = (state: NeuroSliceRootState) => state.neuroslice;
export const selectStatus = (state: NeuroSliceRootState) => state.neuroslice.status;
export const selectStatusMessage = (state: NeuroSliceRootState) => state.neuroslice.statusMessage;
export const selectIsProcessing = (state: NeuroSliceRootState) =>
  state.neuroslice.status === 'PROCESSING';
export const selectIsReady = (state: NeuroSliceRootState) => state.neuroslice.status === 'READY';
export const selectBrainDump = (state: NeuroSliceRootState) => state.neuroslice.brainDump;
export const selectStrategy = (state: NeuroSliceRootState) => state.neuroslice.data;
export const selectNodes = (state: NeuroSliceRootState) => state.neuroslice.data.nodes;
export const selectPersonas = (state: NeuroSliceRootState) => state.neuroslice.data.personas;
export const selectVariants = (state: NeuroSliceRootState) => state.neuroslice.data.variants;
export const selectTrends = (state: NeuroSliceRootState) => state.neuroslice.data.trends;
export const selectCalendar = (state: NeuroSliceRootState) => state.neuroslice.data.calendar;
export const selectHasNodes = (state: NeuroSliceRootState) =>
  state.neuroslice.data.nodes.length > 0;
export const selectActiveView = (state: NeuroSliceRootState) => state.neuroslice.activeView;
export const selectActiveNodeId = (state: NeuroSliceRootState) => state.neuroslice.activeNodeId;
export const selectTheme = (state: NeuroSliceRootState) => state.neuroslice.theme;
export const selectWebhookUrl = (state: NeuroSliceRootState) => state.neuroslice.webhookUrl;
export const selectSeed = (state: NeuroSliceRootState) => state.neuroslice.seed;

/** SPEC §2: every tab but Create is disabled until the plan is READY. */
export const selectIsViewEnabled = (state: NeuroSliceRootState, view: ToolView) =>
  view === 'create' || state.neuroslice.status === 'READY';

export const selectActiveNode = createSelector(
  [selectNodes, selectActiveNodeId],
  (nodes, id): ContentNode | null => (id ? (nodes.find((n) => n.id === id) ?? null) : null),
);

/** SPEC §5: Deepen Cluster is offered only for nodes below level 5 (and only on a finished plan). */
export const selectCanDeepenActiveNode = (state: NeuroSliceRootState) => {
  const node = selectActiveNode(state);
  return state.neuroslice.status === 'READY' && !!node && node.level < MAX_LEVEL;
};

export const selectActiveNodeVariants = createSelector(
  [selectVariants, selectActiveNodeId],
  (variants, id) => (id ? variants.filter((v) => v.node_id === id) : []),
);

// ---- Persistence (through src/lib/persistence) ----

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

function isNode(v: unknown): boolean {
  if (!isObject(v)) return false;
  return (
    typeof v.id === 'string' &&
    (v.parentId === null || typeof v.parentId === 'string') &&
    typeof v.title === 'string' &&
    typeof v.level === 'number' &&
    v.level >= 1 &&
    v.level <= MAX_LEVEL &&
    typeof v.summary === 'string' &&
    typeof v.platform === 'string' &&
    Array.isArray(v.hooks) &&
    Array.isArray(v.outline) &&
    typeof v.cta === 'string'
  );
}

function isStrategyData(v: unknown): v is StrategyData {
  if (!isObject(v)) return false;
  const lists = ['nodes', 'personas', 'variants', 'trends', 'calendar'] as const;
  if (!lists.every((k) => Array.isArray(v[k]))) return false;
  return (
    (v.nodes as unknown[]).every(isNode) &&
    lists.slice(1).every((k) => (v[k] as unknown[]).every(isObject))
  );
}

/** Is this saved (migrated) NeuroSlice data of a shape the tool can use? */
export function isSavedNeuroSlice(saved: unknown): boolean {
  if (!isObject(saved)) return false;
  const optional = (key: string, check: (v: unknown) => boolean) =>
    !(key in saved) || check(saved[key]);
  return (
    optional('brainDump', (v) => typeof v === 'string') &&
    optional('data', isStrategyData) &&
    optional('seed', (v) => typeof v === 'number' && Number.isFinite(v)) &&
    optional('plannedAt', (v) => v === null || typeof v === 'string') &&
    optional('activeNodeId', (v) => v === null || typeof v === 'string') &&
    optional('theme', (v) => v === 'dark' || v === 'light') &&
    optional('webhookUrl', (v) => typeof v === 'string')
  );
}

const PERSISTED_FIELDS = [
  'brainDump',
  'data',
  'seed',
  'plannedAt',
  'activeNodeId',
  'theme',
  'webhookUrl',
] as const;

/**
 * Another tab saved newer data. Settings always follow it; its plan is taken only when it is a
 * finished plan and this tab is not in the middle of its own run.
 */
export function mergeNeuroSlice(
  local: NeuroSliceState,
  incoming: Partial<NeuroSliceState>,
): NeuroSliceState {
  const next: NeuroSliceState = {
    ...local,
    theme: incoming.theme ?? local.theme,
    webhookUrl: incoming.webhookUrl ?? local.webhookUrl,
  };
  if (local.status === 'PROCESSING') return next;
  if (incoming.brainDump !== undefined) next.brainDump = incoming.brainDump;
  if (isSavedPlanComplete(incoming) && incoming.plannedAt !== local.plannedAt) {
    next.data = incoming.data!;
    next.seed = incoming.seed ?? local.seed;
    next.plannedAt = incoming.plannedAt!;
    next.activeNodeId = incoming.activeNodeId ?? null;
    next.status = 'READY';
    next.statusMessage = STATUS_MESSAGES.ready;
  } else if (isSavedPlanComplete(incoming) && incoming.activeNodeId !== undefined) {
    next.activeNodeId = incoming.activeNodeId;
  }
  return next;
}

export const neuroslicePersistence = {
  key: 'neuroslice',
  version: 2,
  migrations: {
    // v1 (Foundation stub) saved only the brain dump, view, node and theme.
    2: (state: unknown) => {
      const old = (isObject(state) ? state : {}) as Record<string, unknown>;
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
