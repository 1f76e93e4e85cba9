/** configureStore: the feature slices, each persisted through the one persistence module. */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
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
import { neuroslicePersistence, neurosliceReducer } from '../features/neuroslice/neurosliceSlice';
import { mapViewPersistence, mapViewReducer } from '../features/neuroslice/map/mapViewSlice';
import {
  createNeuroSliceExtra,
  type NeuroSliceAdapters,
} from '../features/neuroslice/neurosliceAdapters';

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
}

export interface PreloadedSlices {
  blog?: Partial<ReturnType<typeof blogReducer>>;
  neuroslice?: Partial<ReturnType<typeof neurosliceReducer>>;
  mapView?: Partial<ReturnType<typeof mapViewReducer>>;
}

function preload(slices: PreloadedSlices) {
  const rehydrated = (version: number) => ({ _persist: { version, rehydrated: true } });
  return {
    blog: {
      ...blogReducer(undefined, { type: '@@init' }),
      ...slices.blog,
      ...rehydrated(blogPersistence.version),
    },
    neuroslice: {
      ...neurosliceReducer(undefined, { type: '@@init' }),
      ...slices.neuroslice,
      ...rehydrated(neuroslicePersistence.version),
    },
    mapView: {
      ...mapViewReducer(undefined, { type: '@@init' }),
      ...slices.mapView,
      ...rehydrated(mapViewPersistence.version),
    },
  };
}

export function createAppStore({
  preloadedState,
  neurosliceAdapters,
  ...options
}: CreateAppStoreOptions = {}) {
  const persistence = createPersistence({ onSaveFailed: reportSaveFailure, ...options });
  const rootReducer = combineReducers({
    blog: persistence.persist(blogPersistence, blogReducer),
    neuroslice: persistence.persist(neuroslicePersistence, neurosliceReducer),
    mapView: persistence.persist(mapViewPersistence, mapViewReducer),
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState ? (preload(preloadedState) as never) : undefined,
    middleware: (getDefault) =>
      getDefault({
        // Each store's thunks get their own side effects (neurosliceAdapters.ts).
        thunk: { extraArgument: { neuroslice: createNeuroSliceExtra(neurosliceAdapters) } },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
  // The state before rehydration: what the prerendered HTML was made from (docs/TOOLCHAIN.md#traps-already-found-and-their-fixes).
  const serverState = store.getState();
  let persistor: Persistor | undefined;
  return {
    store,
    serverState,
    persistence,
    /** Start loading saved data and listening to other tabs (browser only). */
    start(): Persistor {
      if (!persistor) {
        persistor = persistStore(store);
        persistence.connect(store.dispatch);
      }
      return persistor;
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
