/**
 * The tool's parts its first screen (the Create tab) does not need, each loaded on first use: the
 * map (React Flow), the other tabs, the processing overlay and the actions (the engine, the
 * language-model client, jszip behind them). Once the Create tab is drawn they are fetched in
 * background tasks from the first sign of a person at the page, so the next tab or a slice opens at
 * once (docs/ARCHITECTURE.md#apps-in-pieces). Never at import time: the prerender and the tests import the tool without a
 * browser.
 */
import { whenIdle, whenSomeoneActs } from '../../../lib/idle';

export const loadThunks = () => import('../neurosliceThunks');
export const loadMapView = () => import('../map/MapView');
export const loadPanels = () => import('./ToolPanels');
export const loadOverlay = () => import('./ProcessingOverlay');
// Only when a connected model writes a draft: not fetched ahead with the rest.
export const loadDraftProgress = () => import('../panels/DraftProgressDialog');
// The map's canvas (React Flow), which the map view itself loads on first draw.
const loadCanvas = () => import('../map/NeuralMap');
// Why a connected model could not write the plan (MUI's Alert), on the Create tab.
export const loadModelFailureAlert = () => import('../panels/ModelFailureAlert');
// The brain dump's upload reader (.docx, subtitles), on the Create tab.
export const loadFileText = () => import('../input/fileText');

/** What a slice needs first (its overlay and its actions), then the map it opens on, then the rest. */
const BY_NEED: (() => Promise<unknown>)[] = [
  loadOverlay,
  loadThunks,
  loadModelFailureAlert,
  loadFileText,
  loadMapView,
  loadCanvas,
  loadPanels,
];

let prefetched = false;

/**
 * Fetches every part, one after the other, in background tasks: from the first sign of a person at
 * the page (a move, a key, a touch), or after a quiet while (`whenSomeoneActs`). Not at once after
 * the first screen: evaluating React Flow and the rest then kept a phone's first seconds busy
 * (Lighthouse's total blocking time), before anyone could want them. Once per page.
 */
export function prefetchToolParts(): () => void {
  if (prefetched || typeof window === 'undefined') return () => undefined;
  return whenSomeoneActs(() => {
    if (prefetched) return;
    prefetched = true;
    const fetchAll = async () => {
      // Each import is parsed in a task of its own, so a tap is never kept waiting behind the set.
      for (const load of BY_NEED) await load().catch(() => undefined);
    };
    whenIdle(() => void fetchAll(), { fallbackMs: 0 });
  });
}
