/**
 * The map's view (folds, level filter, minimap) against the saved one: a view saved for another
 * plan, or none yet, gives way to this plan's defaults, which are saved in its place.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { initialMapView, type MapViewState, type PlanTree } from './mapView';

export function useSavedMapView(
  savedView: MapViewState,
  tree: PlanTree,
  key: string,
  onViewChange: (view: MapViewState) => void,
) {
  const view = useMemo(
    () => (savedView.planKey === key ? savedView : initialMapView(tree, key, savedView)),
    [savedView, key, tree],
  );
  useEffect(() => {
    if (view !== savedView) onViewChange(view);
  }, [view, savedView, onViewChange]);
  // The fold control on each node reads the view through a ref, so a fold re-renders only the
  // nodes that changed rather than every node holding the callback.
  const viewRef = useRef(view);
  useLayoutEffect(() => {
    viewRef.current = view;
  }, [view]);
  const changeView = useCallback(
    (next: MapViewState) => {
      if (next !== viewRef.current) onViewChange(next);
    },
    [onViewChange],
  );
  return { view, viewRef, changeView };
}
