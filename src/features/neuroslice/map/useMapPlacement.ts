/**
 * Where the view sits: the first placement (fit the plan, or centre on the node the map opens on,
 * or on an initial search's match), Reset view, and centring on a node, all from the layout's
 * geometry rather than React Flow's nodes (at far zoom a large plan hands it only a few of them).
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { getViewportForBounds, useReactFlow, useStoreApi } from '@xyflow/react';
import type { PlanFlow } from './flowElements';
import type { PlanFlowNode } from './levelNodes';
import { shownBounds, zoomFloor } from './planGeometry';

const FIT_OPTIONS = { padding: 0.12, maxZoom: 1.5 } as const;

export function useMapPlacement({
  flow,
  visible,
  activeNodeId,
}: {
  flow: PlanFlow;
  visible: ReadonlySet<string>;
  activeNodeId: string | null;
}) {
  const minZoom = useMemo(() => zoomFloor(flow.dots), [flow]);
  const { setCenter, getZoom } = useReactFlow<PlanFlowNode>();
  // Fit on first show, unless the map opens on a chosen node (from the calendar): then centre on it.
  const [openOn] = useState(() => (activeNodeId ? flow.centres.get(activeNodeId) : undefined));
  // Set once the first view is placed: stories and journeys wait on data-map-ready.
  const [ready, setReady] = useState(false);

  const store = useStoreApi();
  // "Reset view": the shown nodes' bounds.
  const fitPlan = useCallback(
    (duration?: number) => {
      const { width, height, panZoom, domNode } = store.getState();
      if (!panZoom || !width || !height) return Promise.resolve(false);
      // The plan fits the room below the toolbar, which would otherwise cover its top.
      const toolbar = domNode?.querySelector('.react-flow__panel.top.left');
      const top = toolbar
        ? Math.max(0, toolbar.getBoundingClientRect().bottom - domNode!.getBoundingClientRect().top)
        : 0;
      const bounds = shownBounds(flow.dots, visible);
      if (!bounds) return Promise.resolve(false);
      const { x0, y0, x1, y1 } = bounds;
      const viewport = getViewportForBounds(
        { x: x0, y: y0, width: x1 - x0, height: y1 - y0 },
        width,
        height - top,
        minZoom,
        FIT_OPTIONS.maxZoom,
        FIT_OPTIONS.padding,
      );
      return panZoom.setViewport({ ...viewport, y: viewport.y + top }, { duration });
    },
    [store, flow, visible, minZoom],
  );
  // Until the first view is placed, a search's centring waits for it (a story's initial search).
  const placedRef = useRef(false);
  const pendingCentre = useRef<string | null>(null);
  const onInit = useCallback(() => {
    const place = () => {
      const { width, height } = store.getState();
      if (!width || !height) {
        requestAnimationFrame(place);
        return;
      }
      const searched = pendingCentre.current && flow.centres.get(pendingCentre.current);
      const placed = searched
        ? setCenter(searched.x, searched.y, { zoom: 1 })
        : openOn
          ? setCenter(openOn.x, openOn.y, { zoom: 1.25 })
          : fitPlan();
      placedRef.current = true;
      // Two frames on: the zoom tier and the canvas have caught up with the placed view.
      void placed.then(() =>
        requestAnimationFrame(() => requestAnimationFrame(() => setReady(true))),
      );
    };
    // A frame on, so the map's own effects (an initial search) have run.
    requestAnimationFrame(place);
  }, [openOn, store, setCenter, fitPlan, flow]);

  const centreOn = useCallback(
    (id: string) => {
      if (!placedRef.current) {
        pendingCentre.current = id;
        return;
      }
      const at = flow.centres.get(id);
      if (at) void setCenter(at.x, at.y, { zoom: Math.max(getZoom(), 1), duration: 200 });
    },
    [flow, setCenter, getZoom],
  );

  return { minZoom, ready, fitPlan, onInit, centreOn };
}
