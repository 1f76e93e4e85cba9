/** What the NeuroSlice screens read from the store: each rule worked out once, here. */
import { createSelector } from '@reduxjs/toolkit';
import { canDeepen } from './engine/limits';
import type { ContentNode } from './engine/types';
import type { NeuroSliceRootState, ToolView } from './neurosliceSlice';

export const selectStatus = (state: NeuroSliceRootState) => state.neuroslice.status;
export const selectStatusMessage = (state: NeuroSliceRootState) => state.neuroslice.statusMessage;
export const selectBrainDump = (state: NeuroSliceRootState) => state.neuroslice.brainDump;
export const selectStrategy = (state: NeuroSliceRootState) => state.neuroslice.data;
export const selectActiveView = (state: NeuroSliceRootState) => state.neuroslice.activeView;
export const selectTheme = (state: NeuroSliceRootState) => state.neuroslice.theme;
export const selectWebhookUrl = (state: NeuroSliceRootState) => state.neuroslice.webhookUrl;
export const selectModelReceived = (state: NeuroSliceRootState) => state.neuroslice.modelReceived;
export const selectModelFailure = (state: NeuroSliceRootState) => state.neuroslice.modelFailure;

/** SPEC §2: every tab but Create is disabled until the plan is READY. */
export const selectIsViewEnabled = (state: NeuroSliceRootState, view: ToolView) =>
  view === 'create' || state.neuroslice.status === 'READY';

export const selectActiveNode = createSelector(
  [
    (state: NeuroSliceRootState) => state.neuroslice.data.nodes,
    (state) => state.neuroslice.activeNodeId,
  ],
  (nodes, id): ContentNode | null => (id ? (nodes.find((n) => n.id === id) ?? null) : null),
);

/** SPEC §5: Deepen Cluster is offered only where `canDeepen` (below MAX_LEVEL) and on a finished plan. */
export const selectCanDeepenActiveNode = (state: NeuroSliceRootState) => {
  const node = selectActiveNode(state);
  return state.neuroslice.status === 'READY' && !!node && canDeepen(node.level);
};
