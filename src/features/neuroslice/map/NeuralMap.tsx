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
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  MiniMap,
  Panel,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  ViewportPortal,
  type NodeChange,
  type NodeMouseHandler,
} from '@xyflow/react';
import Box from '@mui/material/Box';
import type { ContentNode } from '../engine/types';
import { buildPlanFlow } from './flowElements';
import { nodeTypes, ToggleBranchContext, type PlanFlowNode } from './levelNodes';
import {
  buildPlanTree,
  collapseAll,
  expandAll,
  planKey,
  toggleCollapsed,
  type MapViewState,
} from './mapView';
import { LargePlanNote } from './LargePlanNote';
import { MapToolbar } from './MapToolbar';
import { PlanCanvas } from './PlanCanvas';
import { PlanMinimap } from './PlanMinimap';
import { dotAt, MAP_MAX_ZOOM } from './planGeometry';
import { useMapColours } from './useMapColours';
import { useMapKeys } from './useMapKeys';
import { useMapPlacement } from './useMapPlacement';
import { useMapSearch } from './useMapSearch';
import { useSavedMapView } from './useSavedMapView';
import { useShownNodes } from './useShownNodes';
import { useZoomTier } from './useZoomTier';

const NODE_ORIGIN: [number, number] = [0.5, 0.5];
// The links are drawn as one path (or, for a large plan, a canvas) in the viewport, not as edges.
const NO_EDGES: never[] = [];
/** Above this many nodes the map draws only what can be seen (docs/PRODUCT.md#the-map-at-scale-and-calendar-export). */
const LARGE_MAP_NODES = 300;

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
  const flow = useMemo(() => buildPlanFlow(plan), [plan]);
  const tree = useMemo(() => buildPlanTree(plan), [plan]);
  const key = useMemo(() => planKey(plan), [plan]);
  const large = plan.length > LARGE_MAP_NODES;
  const { view, viewRef, changeView } = useSavedMapView(savedView, tree, key, onViewChange);

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

  const tier = useZoomTier();
  const far = large && tier === 'far';
  const { collapsed, visible, nodes, inFlow, folded, linksPath } = useShownNodes({
    flow,
    tree,
    view,
    large,
    far,
    selectedId,
    keyedId,
  });
  const colours = useMapColours();
  const { zoomIn, zoomOut, getZoom, screenToFlowPosition } = useReactFlow<PlanFlowNode>();
  const { minZoom, ready, fitPlan, onInit, centreOn } = useMapPlacement({
    flow,
    visible,
    activeNodeId,
  });
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
      const best = dotAt(flow.dots, visible, at, getZoom());
      if (best) onSelectNode(best);
    },
    [far, flow, visible, screenToFlowPosition, getZoom, onSelectNode],
  );
  const toggleBranch = useCallback(
    (id: string) => changeView(toggleCollapsed(tree, viewRef.current, id)),
    [tree, changeView, viewRef],
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
        ...colours.cssVariables,
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
          colorMode={colours.dark ? 'dark' : 'light'}
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
              colours={colours.canvasColours}
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
                levelColours={colours.levelColours}
                ariaLabel={ARIA_LABELS['minimap.ariaLabel']}
              />
            ) : (
              <MiniMap<PlanFlowNode>
                position="bottom-left"
                pannable
                zoomable
                nodeColor={minimapColour}
                nodeStrokeWidth={0}
                bgColor={colours.minimap.bg}
                maskColor={colours.minimap.mask}
              />
            ))}
        </ReactFlow>
      </ToggleBranchContext.Provider>
    </Box>
  );
}
