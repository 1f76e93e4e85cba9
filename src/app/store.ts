/**
 * configureStore: the feature slices, each persisted through the one persistence module. The blog's
 * slice is there from the start (the blog, the admin and the tool all read it); the tool's slices
 * join when the tool's route loads (toolStore.ts), so the admin loads no NeuroSlice code (docs/ARCHITECTURE.md#apps-in-pieces).
 */
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type Persistor,
} from 'redux-persist';
import { getNoticeQueue, notify } from '../design-system';
import {
  createPersistence,
  type PersistenceOptions,
  type SaveFailure,
} from '../lib/persistence/persistence';
import { blogPersistence, blogReducer } from '../features/blog/blogSlice';
import type {
  neuroslicePersistence,
  neurosliceReducer,
} from '../features/neuroslice/neurosliceSlice';
import type { mapViewPersistence, mapViewReducer } from '../features/neuroslice/map/mapViewSlice';
import type {
  createNeuroSliceExtra,
  NeuroSliceAdapters,
  NeuroSliceExtra,
} from '../features/neuroslice/neurosliceAdapters';

/**
 * The tool's slices and side effects as the store joins them; toolStore.ts holds the values and is
 * loaded with the tool's route only (written here, not read from there, so no file circle forms:
 * docs/ARCHITECTURE.md#rules-of-the-house).
 */
export interface ToolSlices {
  neuroslicePersistence: typeof neuroslicePersistence;
  neurosliceReducer: typeof neurosliceReducer;
  mapViewPersistence: typeof mapViewPersistence;
  mapViewReducer: typeof mapViewReducer;
  createNeuroSliceExtra: typeof createNeuroSliceExtra;
}

const SAVE_FAILED_TITLE = 'Changes not saved';

function reportSaveFailure({ key }: SaveFailure) {
  // One notice per streak of failures, not one per keystroke.
  if (getNoticeQueue().some((n) => n.title === SAVE_FAILED_TITLE)) return;
  notify({
    title: SAVE_FAILED_TITLE,
    description: `This browser refused to save your ${key.includes('blog') ? 'blog' : 'NeuroSlice'} data (storage may be full or disabled). Your work is kept in this tab and saving is tried again on your next change.`,
    variant: 'destructive',
  });
}

export interface CreateAppStoreOptions extends PersistenceOptions {
  /** Stories and tests start from a given state (already counted as rehydrated). */
  preloadedState?: PreloadedSlices;
  /** The NeuroSlice side effects this store's thunks use instead of the browser's (tests, stories). */
  neurosliceAdapters?: Partial<NeuroSliceAdapters>;
  /** The tool's slices from the start (tests, stories); the app joins them with its route. */
  tool?: ToolSlices;
}

export interface PreloadedSlices {
  blog?: Partial<ReturnType<typeof blogReducer>>;
  neuroslice?: Partial<ReturnType<typeof neurosliceReducer>>;
  mapView?: Partial<ReturnType<typeof mapViewReducer>>;
}

function preload(slices: PreloadedSlices, tool: ToolSlices | undefined) {
  const rehydrated = (version: number) => ({ _persist: { version, rehydrated: true } });
  const blog = {
    ...blogReducer(undefined, { type: '@@init' }),
    ...slices.blog,
    ...rehydrated(blogPersistence.version),
  };
  if (!tool) return { blog };
  return {
    blog,
    neuroslice: {
      ...tool.neurosliceReducer(undefined, { type: '@@init' }),
      ...slices.neuroslice,
      ...rehydrated(tool.neuroslicePersistence.version),
    },
    mapView: {
      ...tool.mapViewReducer(undefined, { type: '@@init' }),
      ...slices.mapView,
      ...rehydrated(tool.mapViewPersistence.version),
    },
  };
}

/** Marks the moment the tool's slices joined: every slice's state is set before anyone reads it. */
const TOOL_JOINED = 'app/toolSlicesJoined';

export function createAppStore({
  preloadedState,
  neurosliceAdapters,
  tool,
  ...options
}: CreateAppStoreOptions = {}) {
  const persistence = createPersistence({ onSaveFailed: reportSaveFailure, ...options });
  const rootReducer = combineSlices({
    blog: persistence.persist(blogPersistence, blogReducer),
  });
  // The thunks' side effects (neurosliceAdapters.ts), one set per store, filled in when the tool joins.
  const extra: { neuroslice?: NeuroSliceExtra } = {};
  let toolJoined = false;
  function joinTool(slices: ToolSlices) {
    if (toolJoined) return false;
    toolJoined = true;
    rootReducer.inject({
      reducerPath: 'neuroslice',
      reducer: persistence.persist(slices.neuroslicePersistence, slices.neurosliceReducer),
    });
    rootReducer.inject({
      reducerPath: 'mapView',
      reducer: persistence.persist(slices.mapViewPersistence, slices.mapViewReducer),
    });
    extra.neuroslice = slices.createNeuroSliceExtra(neurosliceAdapters);
    return true;
  }
  if (tool) joinTool(tool);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState ? (preload(preloadedState, tool) as never) : undefined,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
  // The state before rehydration: what the prerendered HTML was made from (docs/TOOLCHAIN.md#traps-already-found-and-their-fixes).
  const serverState = store.getState();
  let persistor: Persistor | undefined;
  /** Start loading saved data and listening to other tabs (browser only). */
  function start(): Persistor {
    if (!persistor) {
      persistor = persistStore(store);
      persistence.connect(store.dispatch);
    }
    return persistor;
  }
  return {
    store,
    serverState,
    persistence,
    start,
    /** Resolves once every joined slice has loaded its saved data (starting persistence if need be). */
    whenLoaded(): Promise<void> {
      const started = start();
      return new Promise((done) => {
        const check = () => {
          if (!started.getState().bootstrapped) return;
          unsubscribe();
          done();
        };
        const unsubscribe = started.subscribe(check);
        check();
      });
    },
    /**
     * The tool's slices join this store (the tool's route, on its first visit). Joined before
     * `start`, they load their saved data with the blog's, as when the store held them from the
     * start; joined after it (the owner went from the admin to the tool), redux-persist's PERSIST
     * runs again, which loads only slices that have not loaded yet.
     */
    joinTool(slices: ToolSlices) {
      if (!joinTool(slices)) return;
      store.dispatch({ type: TOOL_JOINED });
      persistor?.persist();
    },
  };
}

export type AppStoreBundle = ReturnType<typeof createAppStore>;

let clientBundle: AppStoreBundle | undefined;

/** The browser's one store; a fresh one per call on the server so requests never share state. */
export function getAppStore(): AppStoreBundle {
  if (typeof window === 'undefined') return createAppStore({ getStorage: () => undefined });
  clientBundle ??= createAppStore();
  return clientBundle;
}
