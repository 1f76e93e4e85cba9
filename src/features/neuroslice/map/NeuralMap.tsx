/**
 * The Neural Map: the plan as a React Flow graph with one custom node type per level, a radial
 * tree layout, zoom buttons, folding, a level filter, search, focus on one branch, a minimap and
 * keyboard moves (docs/PRODUCT.md#the-map-at-scale-and-calendar-export).
 *
 * The layout is computed once on the whole plan; folding, filtering and focusing only choose which
 * of those fixed nodes are handed to React Flow, so the nodes that stay never move.
 *
 * A large plan (docs/PRODUCT.md#the-map-at-scale-and-calendar-export) is drawn by what can be seen: React Flow mounts only the nodes on screen,
 * the links are one canvas, and at far zoom that canvas draws the dots too, React Flow keeping only
 * the pillar, the clusters and the selected and keyed-to nodes.
 */
import '@xyflow/react/dist/style.css';
import './neuralMap.css';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  MiniMap,
  Panel,
  ReactFlow,
  ReactFlowProvider,
  getViewportForBounds,
  useReactFlow,
  useStoreApi,
  ViewportPortal,
  type NodeChange,
  type NodeMouseHandler,
} from '@xyflow/react';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { mapLevelColours, palette } from '../../../design-system';
import type { ContentNode } from '../engine/types';
import { buildPlanFlow } from './flowElements';
import { nodeTypes, ToggleBranchContext, type PlanFlowNode } from './levelNodes';
import {
  buildPlanTree,
  collapseAll,
  expandAll,
  hasChildren,
  initialMapView,
  planKey,
  toggleCollapsed,
  visibleNodeIds,
  type MapViewState,
} from './mapView';
import { LargePlanNote } from './LargePlanNote';
import { MapToolbar } from './MapToolbar';
import { PlanCanvas, type PlanCanvasColours } from './PlanCanvas';
import { PlanMinimap } from './PlanMinimap';
import { useMapKeys } from './useMapKeys';
import { useMapSearch } from './useMapSearch';
import { useZoomTier } from './useZoomTier';

/** SPEC §9: zoom range 0.1 to 4; a plan too large to fit at 0.1 may zoom out until it fits. */
export const MAP_MIN_ZOOM = 0.1;
export const MAP_MAX_ZOOM = 4;
const FIT_OPTIONS = { padding: 0.12, maxZoom: 1.5 } as const;
const NODE_ORIGIN: [number, number] = [0.5, 0.5];
// The links are drawn as one path (or, for a large plan, a canvas) in the viewport, not as edges.
const NO_EDGES: never[] = [];
/** Above this many nodes the map draws only what can be seen (docs/PRODUCT.md#the-map-at-scale-and-calendar-export). */
const LARGE_MAP_NODES = 300;
/** The smallest map the zoom floor is worked out for: the whole plan fits a box this size. */
const SMALLEST_MAP_PX = 360;

const ARIA_LABELS = {
  'node.a11yDescription.default':
    'Press Enter to open the node’s details and Escape to close them. Arrow Up goes to the parent, Arrow Down to the first child, Arrow Left and Right to the siblings. Minus folds the branch, plus unfolds it.',
  'minimap.ariaLabel': 'Minimap of the Neural Map',
};

export interface NeuralMapProps {
  plan: readonly ContentNode[];
  activeNodeId: string | null;
  /** The user opened a node (click, Enter on it): its panel opens and takes focus. */
  onSelectNode: (id: string) => void;
  /** Search opened a match: its panel opens but focus stays in the search field. */
  onOpenNode?: (id: string) => void;
  /** The saved view; one saved for another plan (or none) is replaced by this plan's defaults. */
  view: MapViewState;
  onViewChange: (view: MapViewState) => void;
  /** The search text the map opens with (stories). */
  initialSearch?: string;
}

export function NeuralMap(props: NeuralMapProps) {
  return (
    <ReactFlowProvider>
      <MapCanvas {...props} />
    </ReactFlowProvider>
  );
}

function MapCanvas({
  plan,
  activeNodeId,
  onSelectNode,
  onOpenNode = onSelectNode,
  view: savedView,
  onViewChange,
  initialSearch = '',
}: NeuralMapProps) {
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  const flow = useMemo(() => buildPlanFlow(plan), [plan]);
  const tree = useMemo(() => buildPlanTree(plan), [plan]);
  const key = useMemo(() => planKey(plan), [plan]);
  const large = plan.length > LARGE_MAP_NODES;
  // A view saved for another plan (or none yet) gives way to this plan's defaults.
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
  const collapsed = useMemo(() => new Set(view.collapsed), [view.collapsed]);

  // The map's own selection: search and the Focus branch button work on it without opening a panel.
  // A node opened elsewhere (click, calendar) becomes the selection too.
  const [selectedId, setSelectedId] = useState<string | null>(activeNodeId);
  const [seenActive, setSeenActive] = useState(activeNodeId);
  if (activeNodeId !== seenActive) {
    setSeenActive(activeNodeId);
    if (activeNodeId) setSelectedId(activeNodeId);
  }
  // The node a keyboard move went to: drawn in full at any zoom, so it can hold focus.
  const [keyedId, setKeyedId] = useState<string | null>(null);

  const visible = useMemo(() => visibleNodeIds(tree, view), [tree, view]);
  const tier = useZoomTier();
  const far = large && tier === 'far';

  // Nodes with children carry their fold control; made once per plan so unchanged nodes keep
  // their identity and React Flow re-renders only the few that changed. A large plan's nodes have
  // no handles, so React Flow can leave off-screen ones out from the first render (xyflow #3883).
  const baseNodes = useMemo(
    () =>
      flow.nodes.map((n) => {
        const node = large ? { ...n, handles: [] } : n;
        return hasChildren(tree, n.id)
          ? { ...node, data: { ...node.data, branch: 'open' as const } }
          : node;
      }),
    [flow, tree, large],
  );
  const nodes = useMemo(() => {
    const out: PlanFlowNode[] = [];
    for (const n of baseNodes) {
      if (!visible.has(n.id)) continue;
      if (far && n.data.level > 2 && n.id !== selectedId && n.id !== keyedId) continue;
      const hidden = collapsed.has(n.id) ? (tree.descendants.get(n.id) ?? 0) : 0;
      let node = n;
      if (hidden > 0)
        node = {
          ...n,
          data: { ...n.data, branch: 'folded', hidden },
          ariaLabel: `${n.ariaLabel}, folded, ${hidden} hidden`,
        };
      if (n.id === selectedId) node = { ...node, selected: true };
      out.push(node);
    }
    return out;
  }, [baseNodes, visible, tree, collapsed, selectedId, keyedId, far]);
  const inFlow = useMemo(() => new Set(nodes.map((n) => n.id)), [nodes]);
  const folded = useMemo(() => {
    const out = new Map<string, number>();
    for (const id of collapsed) {
      const hidden = tree.descendants.get(id) ?? 0;
      if (hidden > 0 && visible.has(id)) out.set(id, hidden);
    }
    return out;
  }, [collapsed, tree, visible]);
  const linksPath = useMemo(
    () =>
      large
        ? ''
        : visible.size === flow.nodes.length
          ? flow.linksPath
          : flow.links
              .filter((l) => visible.has(l.childId))
              .map((l) => l.d)
              .join(''),
    [flow, visible, large],
  );

  const levelColours = useMemo(() => mapLevelColours(theme.palette.mode), [theme.palette.mode]);
  const canvasColours = useMemo<PlanCanvasColours>(
    () => ({
      levels: levelColours,
      link: alpha(theme.palette.text.secondary, 0.45),
      badge: dark ? palette.mistOnDark : palette.ink,
      badgeText: dark ? palette.nightBg : theme.palette.common.white,
    }),
    [levelColours, theme, dark],
  );

  // The zoom floor: low enough that the whole plan fits even a small map (SPEC's 0.1 otherwise).
  const minZoom = useMemo(() => {
    let extent = 0;
    for (const d of flow.dots) extent = Math.max(extent, Math.abs(d.x) + d.r, Math.abs(d.y) + d.r);
    return Math.min(MAP_MIN_ZOOM, SMALLEST_MAP_PX / (2 * extent || 1));
  }, [flow]);

  const { zoomIn, zoomOut, setCenter, getZoom, screenToFlowPosition } =
    useReactFlow<PlanFlowNode>();
  // Fit on first show, unless the map opens on a chosen node (from the calendar): then centre on it.
  const [openOn] = useState(() => (activeNodeId ? flow.centres.get(activeNodeId) : undefined));
  // Set once the first view is placed: stories and journeys wait on data-map-ready.
  const [ready, setReady] = useState(false);

  const store = useStoreApi();
  // "Reset view": the shown nodes' bounds, worked out from the layout rather than from React Flow's
  // nodes (at far zoom a large plan hands it only a few of them).
  const fitPlan = useCallback(
    (duration?: number) => {
      const { width, height, panZoom, domNode } = store.getState();
      if (!panZoom || !width || !height) return Promise.resolve(false);
      // The plan fits the room below the toolbar, which would otherwise cover its top.
      const toolbar = domNode?.querySelector('.react-flow__panel.top.left');
      const top = toolbar
        ? Math.max(0, toolbar.getBoundingClientRect().bottom - domNode!.getBoundingClientRect().top)
        : 0;
      let x0 = Infinity;
      let y0 = Infinity;
      let x1 = -Infinity;
      let y1 = -Infinity;
      for (const d of flow.dots) {
        if (!visible.has(d.id)) continue;
        x0 = Math.min(x0, d.x - d.r);
        y0 = Math.min(y0, d.y - d.r);
        x1 = Math.max(x1, d.x + d.r);
        y1 = Math.max(y1, d.y + d.r);
      }
      if (!Number.isFinite(x0)) return Promise.resolve(false);
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
  const onNodesChange = useCallback(
    (changes: NodeChange<PlanFlowNode>[]) => {
      // Keyboard selection (Enter/Space on a focused node) arrives as a select change.
      for (const change of changes)
        if (change.type === 'select' && change.selected) onSelectNode(change.id);
    },
    [onSelectNode],
  );
  const onNodeClick = useCallback<NodeMouseHandler<PlanFlowNode>>(
    (_, node) => onSelectNode(node.id),
    [onSelectNode],
  );
  // At far zoom most nodes are dots on the canvas: a click on the pane opens the dot under it.
  const onPaneClick = useCallback(
    (event: React.MouseEvent) => {
      if (!far) return;
      const at = screenToFlowPosition({ x: event.clientX, y: event.clientY });
      const slack = 6 / getZoom();
      let best: string | null = null;
      let bestDistance = Infinity;
      for (const d of flow.dots) {
        if (!visible.has(d.id)) continue;
        const distance = Math.hypot(d.x - at.x, d.y - at.y);
        if (distance <= Math.max(d.r, 1.5 / getZoom()) + slack && distance < bestDistance) {
          best = d.id;
          bestDistance = distance;
        }
      }
      if (best) onSelectNode(best);
    },
    [far, flow, visible, screenToFlowPosition, getZoom, onSelectNode],
  );
  const toggleBranch = useCallback(
    (id: string) => changeView(toggleCollapsed(tree, viewRef.current, id)),
    [tree, changeView],
  );

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

  const search = useMapSearch({
    tree,
    initialSearch,
    activeNodeId,
    viewRef,
    changeView,
    select: setSelectedId,
    centreOn,
    onOpenNode,
  });
  const onKeyDown = useMapKeys({
    tree,
    visible,
    collapsed,
    centres: flow.centres,
    onSelectNode,
    toggleBranch,
    onMoveTo: setKeyedId,
  });

  // While a large plan's view moves, its viewport is a layer of its own (will-change), so a pan
  // frame moves pixels already drawn; at rest it is not, so a zoom leaves nothing blurred.
  const mapRef = useRef<HTMLDivElement>(null);
  const onMoveStart = useCallback(() => {
    if (large) mapRef.current?.classList.add('ns-map--moving');
  }, [large]);
  const onMoveEnd = useCallback(() => mapRef.current?.classList.remove('ns-map--moving'), []);

  const focusTarget = selectedId && visible.has(selectedId) ? selectedId : null;
  const minimapColour = useCallback((n: PlanFlowNode) => `var(--ns-l${n.data.level})`, []);

  return (
    <Box
      ref={mapRef}
      className={`ns-map${far ? ' ns-map--far' : ''}`}
      data-map-ready={ready ? 'true' : undefined}
      onKeyDown={onKeyDown}
      sx={{
        position: 'absolute',
        inset: 0,
        bgcolor: 'background.default',
        '--ns-l1': levelColours[0],
        '--ns-l2': levelColours[1],
        '--ns-l3': levelColours[2],
        '--ns-l4': levelColours[3],
        '--ns-l5': levelColours[4],
        '--ns-node-border': theme.palette.background.default,
        '--ns-text': theme.palette.text.primary,
        '--ns-focus': dark ? palette.focusOnDark : palette.focus,
        '--ns-edge': canvasColours.link,
        '--ns-tip-bg': canvasColours.badge,
        '--ns-tip-text': canvasColours.badgeText,
        '--ns-attribution-bg': theme.palette.background.paper,
        '--ns-minimap-mask': alpha(theme.palette.text.primary, 0.12),
        '& .react-flow': { '--xy-background-color': 'transparent' },
      }}
    >
      <ToggleBranchContext.Provider value={toggleBranch}>
        <ReactFlow<PlanFlowNode>
          nodes={nodes}
          edges={NO_EDGES}
          nodeTypes={nodeTypes}
          nodeOrigin={NODE_ORIGIN}
          minZoom={minZoom}
          maxZoom={MAP_MAX_ZOOM}
          onlyRenderVisibleElements={large}
          onInit={onInit}
          onNodesChange={onNodesChange}
          onNodeClick={onNodeClick}
          onPaneClick={onPaneClick}
          onMoveStart={onMoveStart}
          onMoveEnd={onMoveEnd}
          nodesDraggable={false}
          nodesConnectable={false}
          nodesFocusable
          edgesFocusable={false}
          elementsSelectable
          deleteKeyCode={null}
          selectionKeyCode={null}
          multiSelectionKeyCode={null}
          colorMode={dark ? 'dark' : 'light'}
          ariaLabelConfig={ARIA_LABELS}
          aria-label="Neural Map of your content plan"
        >
          {large ? (
            <PlanCanvas
              links={flow.links}
              dots={flow.dots}
              visible={visible}
              drawDots={far}
              inFlow={inFlow}
              folded={folded}
              colours={canvasColours}
            />
          ) : (
            <ViewportPortal>
              <svg className="ns-links" aria-hidden="true" focusable="false">
                <path d={linksPath} />
              </svg>
            </ViewportPortal>
          )}
          <Panel position="top-left">
            <MapToolbar
              view={view}
              onViewChange={changeView}
              onZoomIn={() => void zoomIn({ duration: 200 })}
              onZoomOut={() => void zoomOut({ duration: 200 })}
              onResetView={() => void fitPlan(200)}
              onExpandAll={() => changeView(expandAll(view))}
              onCollapseAll={() => changeView(collapseAll(tree, view))}
              focusTarget={focusTarget}
              query={search.query}
              onQueryChange={search.setQuery}
              onSearchKeyDown={search.onSearchKeyDown}
              searchStatus={search.searchStatus}
              shownCount={visible.size}
              planCount={plan.length}
            />
          </Panel>
          {view.openedFolded && (
            <Panel position="bottom-center">
              <LargePlanNote
                planCount={plan.length}
                onExpandAll={() => changeView(expandAll(view))}
              />
            </Panel>
          )}
          {!view.minimapHidden &&
            (large ? (
              <PlanMinimap
                dots={flow.dots}
                visible={visible}
                levelColours={levelColours}
                ariaLabel={ARIA_LABELS['minimap.ariaLabel']}
              />
            ) : (
              <MiniMap<PlanFlowNode>
                position="bottom-left"
                pannable
                zoomable
                nodeColor={minimapColour}
                nodeStrokeWidth={0}
                bgColor={theme.palette.background.paper}
                maskColor={alpha(theme.palette.text.primary, 0.12)}
              />
            ))}
        </ReactFlow>
      </ToggleBranchContext.Provider>
    </Box>
  );
}
