/**
 * The shape of the Neural Map's view state, apart from the functions that compute it (mapView.ts)
 * so that the store, which loads on every store route, does not pull in the engine.
 */
import { MAX_LEVEL, type NodeLevel } from '../engine/types';

export interface MapViewState {
  /** The plan this view belongs to (see planKey); another plan starts from its defaults. */
  planKey: string | null;
  /** Nodes whose branch is folded away. */
  collapsed: string[];
  /** Level filter: levels 1 to maxLevel are shown. */
  maxLevel: NodeLevel;
  /** "Focus branch": this node, its ancestors and its subtree only. */
  focusId: string | null;
  minimapHidden: boolean;
  /** The plan opened folded because it is large; the map says so until the user unfolds. */
  openedFolded: boolean;
}

export const defaultMapView = (): MapViewState => ({
  planKey: null,
  collapsed: [],
  maxLevel: MAX_LEVEL,
  focusId: null,
  minimapHidden: false,
  openedFolded: false,
});
