/**
 * The NeuroSlice tool's slices and side effects, loaded with the tool's route only and joined to
 * the one store there (store.ts): the admin's pages never load them (docs/ARCHITECTURE.md#apps-in-pieces).
 */
import { neuroslicePersistence, neurosliceReducer } from '../features/neuroslice/neurosliceSlice';
import { mapViewPersistence, mapViewReducer } from '../features/neuroslice/map/mapViewSlice';
import { createNeuroSliceExtra } from '../features/neuroslice/neurosliceAdapters';
import { getAppStore, type ToolSlices } from './store';

export const toolSlices: ToolSlices = {
  neuroslicePersistence,
  neurosliceReducer,
  mapViewPersistence,
  mapViewReducer,
  createNeuroSliceExtra,
};

/** Joins the tool's slices to the browser's one store (once; later calls change nothing). */
export function joinToolStore(): void {
  getAppStore().joinTool(toolSlices);
}
