/** How this tab takes in NeuroSlice data another tab saved (src/lib/persistence calls it). */
import { STATUS_MESSAGES } from './engine/messages';
import type { NeuroSliceState } from './neurosliceState';

/** A plan that finished generating (a half-built plan from an interrupted run is not one). */
export function isSavedPlanComplete(saved: Partial<NeuroSliceState> | undefined): boolean {
  return !!saved?.plannedAt && !!saved.data && saved.data.nodes.length > 0;
}

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
  } else if (isSavedPlanComplete(incoming)) {
    // The same plan, changed there: its calendar moves and linked drafts come in, so this tab's
    // next save does not put the entries back (the persistence layer hands over newer data only).
    next.data = incoming.data!;
    if (incoming.activeNodeId !== undefined) next.activeNodeId = incoming.activeNodeId;
  }
  return next;
}
