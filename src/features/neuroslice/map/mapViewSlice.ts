/**
 * The Neural Map's view state (folded branches, level filter, focus, minimap) as a slice of its
 * own with its own storage key: it survives a reload but is never part of the plan, so it can
 * neither change the plan nor the export. Saved data of the wrong shape is set aside by the
 * persistence module and the map opens with its defaults.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import * as z from 'zod/mini';
import type { PersistenceSpec } from '../../../lib/persistence/persistence';
import { defaultMapView, type MapViewState } from './mapViewState';

const nodeLevel = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);

/** The saved shape. Every field optional: an older save missing one still loads, with its default. */
const savedMapViewSchema = z.partial(
  z.object({
    planKey: z.nullable(z.string().check(z.maxLength(200))),
    collapsed: z.array(z.string().check(z.maxLength(200))).check(z.maxLength(100_000)),
    maxLevel: nodeLevel,
    focusId: z.nullable(z.string().check(z.maxLength(200))),
    minimapHidden: z.boolean(),
    openedFolded: z.boolean(),
  }),
);

export const isSavedMapView = (saved: unknown): boolean =>
  savedMapViewSchema.safeParse(saved).success;

const mapViewSlice = createSlice({
  name: 'mapView',
  initialState: defaultMapView(),
  reducers: {
    /** The map computed a new view (fold, filter, focus, minimap): it replaces the old one whole. */
    mapViewChanged(_state, action: PayloadAction<MapViewState>) {
      return action.payload;
    },
  },
});

export const { mapViewChanged } = mapViewSlice.actions;
export const mapViewReducer = mapViewSlice.reducer;

export interface MapViewRootState {
  mapView: MapViewState;
}
export const selectMapView = (state: MapViewRootState) => state.mapView;

export const mapViewPersistence: PersistenceSpec<MapViewState> = {
  key: 'neuroslice-map-view',
  version: 1,
  isValid: isSavedMapView,
  saveFailedMessage: 'Could not save the Neural Map view to localStorage',
};
