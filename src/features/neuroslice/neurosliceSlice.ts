/** NeuroSlice tool state (SPEC §3 "Tool state"): the status machine and the generated plan. */
import { createSlice } from '@reduxjs/toolkit';

export type ToolStatus = 'IDLE' | 'PROCESSING' | 'READY';
export type ToolView = 'create' | 'map' | 'personas' | 'trends' | 'calendar' | 'settings';

export interface NeuroSliceState {
  status: ToolStatus;
  statusMessage: string;
  brainDump: string;
  activeView: ToolView;
  activeNodeId: string | null;
  theme: 'dark' | 'light';
}

export const initialNeuroSliceState: NeuroSliceState = {
  status: 'IDLE',
  statusMessage: 'Initializing...',
  brainDump: '',
  activeView: 'create',
  activeNodeId: null,
  theme: 'dark',
};

const neurosliceSlice = createSlice({
  name: 'neuroslice',
  initialState: initialNeuroSliceState,
  reducers: {},
});

export const neurosliceReducer = neurosliceSlice.reducer;

export const neuroslicePersistence = {
  key: 'neuroslice',
  version: 1,
  isValid: (saved: unknown) => !!saved && typeof saved === 'object',
  saveFailedMessage: 'Could not save NeuroSlice data to localStorage',
};
