/**
 * The Neural Map's view state (folded branches, level filter, focus, minimap) as a slice of its
 * own with its own storage key: it survives a reload but is never part of the plan, so it can
 * neither change the plan nor the export. Saved data of the wrong shape is set aside by the
 * persistence module and the map opens with its defaults.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import * as v from 'valibot';
import { partialRecord } from '../../../lib/validation';
import { LEVELS } from '../engine/limits';
import type { PersistenceSpec } from '../../../lib/persistence/persistence';
import { defaultMapView, type MapViewState } from './mapViewState';

/** The saved shape. Every field optional: an older save missing one still loads, with its default. */
const savedMapViewSchema = partialRecord({
  planKey: v.nullable(v.pipe(v.string(), v.maxLength(200))),
  collapsed: v.pipe(v.array(v.pipe(v.string(), v.maxLength(200))), v.maxLength(100_000)),
  maxLevel: v.picklist(LEVELS),
  focusId: v.nullable(v.pipe(v.string(), v.maxLength(200))),
  minimapHidden: v.boolean(),
  openedFolded: v.boolean(),
});

export const isSavedMapView = (saved: unknown): boolean => v.is(savedMapViewSchema, saved);

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
