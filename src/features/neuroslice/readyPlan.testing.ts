/** A finished plan for the NeuroSlice state tests: its brain dump, its data and the state once READY. */
import { generateSync } from './engine';
import { FIXED_TODAY } from './engine/testInputs';
import {
  initialNeuroSliceState,
  neurosliceReducer,
  sliceCompleted,
  sliceStarted,
  type NeuroSliceState,
} from './neurosliceSlice';

export const DUMP =
  'Assisted living lead response: family caregivers, tours, memory care, respite stays.';
export const data = generateSync(DUMP, 5, { now: FIXED_TODAY });
export const ready: NeuroSliceState = neurosliceReducer(
  neurosliceReducer(initialNeuroSliceState, sliceStarted({ seed: 5 })),
  sliceCompleted({ data, plannedAt: FIXED_TODAY.toISOString() }),
);
