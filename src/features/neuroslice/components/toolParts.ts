/**
 * The tool's parts its first screen (the Create tab) does not need, each loaded on first use: the
 * map (React Flow), the other tabs, the processing overlay and the actions (the engine, the
 * language-model client, jszip behind them). Once the Create tab is drawn they are fetched in a
 * background task, so the next tab or a slice opens at once (issue 38). Never at import time: the
 * prerender and the tests import the tool without a browser.
 */
export const loadThunks = () => import('../neurosliceThunks');
export const loadMapView = () => import('../map/MapView');
export const loadPanels = () => import('./ToolPanels');
export const loadOverlay = () => import('./ProcessingOverlay');
// The map's canvas (React Flow), which the map view itself loads on first draw.
const loadCanvas = () => import('../map/NeuralMap');

/** What a slice needs first (its overlay and its actions), then the map it opens on, then the rest. */
const BY_NEED: (() => Promise<unknown>)[] = [
  loadOverlay,
  loadThunks,
  loadMapView,
  loadCanvas,
  loadPanels,
];

let prefetched = false;

/** Fetches every part in a background task after the first screen; once per page. */
export function prefetchToolParts(): void {
  if (prefetched || typeof window === 'undefined') return;
  prefetched = true;
  const run = () => {
    // One after the other: each import is parsed in a task of its own, so a tap is never kept
    // waiting behind the whole set.
    void (async () => {
      for (const load of BY_NEED) await load().catch(() => undefined);
    })();
  };
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}
