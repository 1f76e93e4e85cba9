/**
 * The Neural Map: the plan as a React Flow graph with one custom node type per level, a radial
 * tree layout, zoom buttons, folding, a level filter, search, focus on one branch, a minimap and
 * keyboard moves (docs/PRODUCT.md#the-map-at-scale-and-calendar-export).
 *
 * The layout is computed once on the whole plan; folding, filtering and focusing only choose which
 * of those fixed nodes are handed to React Flow, so the nodes that stay never move.
 */
import '@xyflow/react/dist/style.css';
import './neuralMap.css';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  MiniMap,
  Panel,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  ViewportPortal,
  type NodeChange,
  type NodeMouseHandler,
  type ReactFlowInstance,
} from '@xyflow/react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import { Button, palette } from '../../../design-system';
import { LEVEL_NAMES, type ContentNode, type NodeLevel } from '../engine/types';
import { buildPlanFlow } from './flowElements';
import { nodeTypes, ToggleBranchContext, type PlanFlowNode } from './levelNodes';
import {
  buildPlanTree,
  collapseAll,
  expandAll,
  hasChildren,
  hiddenBelow,
  initialMapView,
  LARGE_PLAN_OPEN_LEVEL,
  moveFrom,
  planKey,
  revealNode,
  searchNodes,
  toggleCollapsed,
  visibleNodeIds,
  type MapMove,
  type MapViewState,
} from './mapView';

/** SPEC §9: zoom range 0.1 to 4. */
export const MAP_MIN_ZOOM = 0.1;
export const MAP_MAX_ZOOM = 4;
const FIT_OPTIONS = { padding: 0.12, maxZoom: 1.5 } as const;
const NODE_ORIGIN: [number, number] = [0.5, 0.5];
// The links are drawn as one path in the viewport (see PlanFlow.linksPath), not as edges.
const NO_EDGES: never[] = [];
const LEVELS: NodeLevel[] = [1, 2, 3, 4, 5];

const KEY_MOVES: Record<string, MapMove> = {
  ArrowUp: 'parent',
  ArrowDown: 'child',
  ArrowLeft: 'previous',
  ArrowRight: 'next',
};

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

function ZoomButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Tooltip title={label} placement="right">
      <Button
        size="icon"
        variant="secondary"
        aria-label={label}
        onClick={onClick}
        sx={{ bgcolor: 'background.paper', boxShadow: 2 }}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

function levelOption(level: NodeLevel): string {
  return level === 1 ? 'Level 1 only' : `Levels 1 to ${level} (to ${LEVEL_NAMES[level]})`;
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
  const searchStatusId = useId();
  const flow = useMemo(() => buildPlanFlow(plan), [plan]);
  const tree = useMemo(() => buildPlanTree(plan), [plan]);
  const key = useMemo(() => planKey(plan), [plan]);
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

  // The map's own selection: search and the Focus branch button work on it without opening a panel.
  // A node opened elsewhere (click, calendar) becomes the selection too.
  const [selectedId, setSelectedId] = useState<string | null>(activeNodeId);
  const [seenActive, setSeenActive] = useState(activeNodeId);
  if (activeNodeId !== seenActive) {
    setSeenActive(activeNodeId);
    if (activeNodeId) setSelectedId(activeNodeId);
  }

  const visible = useMemo(() => visibleNodeIds(tree, view), [tree, view]);

  // Nodes with children carry their fold control; made once per plan so unchanged nodes keep
  // their identity and React Flow re-renders only the few that changed.
  const baseNodes = useMemo(
    () =>
      flow.nodes.map((n) =>
        hasChildren(tree, n.id) ? { ...n, data: { ...n.data, branch: 'open' as const } } : n,
      ),
    [flow, tree],
  );
  const nodes = useMemo(() => {
    const out: PlanFlowNode[] = [];
    for (const n of baseNodes) {
      if (!visible.has(n.id)) continue;
      const hidden = hiddenBelow(tree, view, n.id);
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
  }, [baseNodes, visible, tree, view, selectedId]);
  const linksPath = useMemo(
    () =>
      visible.size === flow.nodes.length
        ? flow.linksPath
        : flow.links
            .filter((l) => visible.has(l.childId))
            .map((l) => l.d)
            .join(''),
    [flow, visible],
  );

  const { zoomIn, zoomOut, fitView, setCenter, getZoom } = useReactFlow<PlanFlowNode>();
  // Fit on first show, unless the map opens on a chosen node (from the calendar): then centre on it.
  const [openOn] = useState(() => (activeNodeId ? flow.centres.get(activeNodeId) : undefined));

  const onInit = useCallback(
    (instance: ReactFlowInstance<PlanFlowNode>) => {
      if (openOn) void instance.setCenter(openOn.x, openOn.y, { zoom: 1.25 });
    },
    [openOn],
  );
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
  const toggleBranch = useCallback(
    (id: string) => changeView(toggleCollapsed(tree, viewRef.current, id)),
    [tree, changeView],
  );

  const centreOn = useCallback(
    (id: string) => {
      const at = flow.centres.get(id);
      if (at) void setCenter(at.x, at.y, { zoom: Math.max(getZoom(), 1), duration: 200 });
    },
    [flow, setCenter, getZoom],
  );

  // Search: matches in outline order; the current one is selected, centred and revealed.
  const [query, setQuery] = useState(initialSearch);
  const matches = useMemo(() => searchNodes(tree, query), [tree, query]);
  const [matchIndex, setMatchIndex] = useState(0);
  const goToMatch = useCallback(
    (index: number) => {
      const id = matches[index];
      if (!id) return;
      setMatchIndex(index);
      setSelectedId(id);
      changeView(revealNode(tree, viewRef.current, id));
      // After the revealed nodes reach React Flow.
      requestAnimationFrame(() => centreOn(id));
    },
    [matches, tree, changeView, centreOn],
  );
  // Only a new query starts over at the first match (not a plan that grew meanwhile).
  const searchedRef = useRef<string | null>(null);
  useEffect(() => {
    if (searchedRef.current === query) return;
    searchedRef.current = query;
    goToMatch(0);
  }, [query, goToMatch]);
  const onSearchKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Enter' || matches.length === 0) return;
    event.preventDefault();
    const current = matches[matchIndex];
    if (current && activeNodeId !== current) {
      onOpenNode(current);
      return;
    }
    const next = (matchIndex + 1) % matches.length;
    goToMatch(next);
    onOpenNode(matches[next]);
  };
  const searchStatus = !query.trim()
    ? 'Type part of a node’s title.'
    : matches.length === 0
      ? 'No node has that in its title.'
      : `Match ${matchIndex + 1} of ${matches.length}. Enter opens it, Enter again goes to the next.`;

  // Keyboard moves on a focused node (React Flow handles Tab and Enter/Space itself).
  const onKeyDown = (event: React.KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (!target.classList?.contains('react-flow__node')) return;
    const id = target.dataset.id;
    if (!id) return;
    if (event.key === 'Enter' || event.key === ' ') {
      // Also for a node search already selected, which React Flow would not report again.
      onSelectNode(id);
      return;
    }
    if (event.key === '-' || event.key === '+' || event.key === '=') {
      const folded = view.collapsed.includes(id);
      if ((event.key === '-') !== folded) toggleBranch(id);
      event.preventDefault();
      return;
    }
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const to = moveFrom(tree, visible, id, move);
    if (to)
      target.parentElement
        ?.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(to)}"]`)
        ?.focus();
  };

  const focused = view.focusId !== null;
  const focusTarget = selectedId && visible.has(selectedId) ? selectedId : null;
  const minimapColour = useCallback((n: PlanFlowNode) => `var(--ns-l${n.data.level})`, []);

  return (
    <Box
      className="ns-map"
      onKeyDown={onKeyDown}
      sx={{
        position: 'absolute',
        inset: 0,
        bgcolor: 'background.default',
        '--ns-l1': palette.tealBright,
        '--ns-l2': dark ? '#60a5fa' : '#2563eb',
        '--ns-l3': dark ? palette.coralBright : palette.coral,
        '--ns-l4': dark ? '#c084fc' : '#7e22ce',
        '--ns-l5': dark ? '#facc15' : '#a16207',
        '--ns-node-border': dark ? palette.nightBg : '#ffffff',
        '--ns-text': theme.palette.text.primary,
        '--ns-focus': dark ? palette.focusOnDark : palette.focus,
        '--ns-edge': alpha(theme.palette.text.secondary, 0.45),
        '--ns-tip-bg': dark ? '#e2e8f0' : palette.ink,
        '--ns-tip-text': dark ? palette.nightBg : '#ffffff',
        '--ns-attribution-bg': theme.palette.background.paper,
        '& .react-flow': { '--xy-background-color': 'transparent' },
      }}
    >
      <ToggleBranchContext.Provider value={toggleBranch}>
        <ReactFlow<PlanFlowNode>
          nodes={nodes}
          edges={NO_EDGES}
          nodeTypes={nodeTypes}
          nodeOrigin={NODE_ORIGIN}
          minZoom={MAP_MIN_ZOOM}
          maxZoom={MAP_MAX_ZOOM}
          fitView={!openOn}
          fitViewOptions={FIT_OPTIONS}
          onInit={onInit}
          onNodesChange={onNodesChange}
          onNodeClick={onNodeClick}
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
          <ViewportPortal>
            <svg className="ns-links" aria-hidden="true" focusable="false">
              <path d={linksPath} />
            </svg>
          </ViewportPortal>
          <Panel position="top-left">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Stack spacing={1}>
                <ZoomButton label="Zoom in" onClick={() => void zoomIn({ duration: 200 })}>
                  <ZoomInIcon />
                </ZoomButton>
                <ZoomButton label="Zoom out" onClick={() => void zoomOut({ duration: 200 })}>
                  <ZoomOutIcon />
                </ZoomButton>
                <ZoomButton
                  label="Reset view"
                  onClick={() => void fitView({ ...FIT_OPTIONS, duration: 200 })}
                >
                  <CenterFocusStrongIcon />
                </ZoomButton>
              </Stack>
              <Paper
                role="group"
                aria-label="Map view"
                elevation={2}
                sx={{ p: 1, maxWidth: { xs: 'calc(100vw - 96px)', md: 560 } }}
              >
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  <TextField
                    size="small"
                    label="Search nodes"
                    type="search"
                    value={query}
                    onChange={(e) => setQuery(e.target.value)}
                    onKeyDown={onSearchKeyDown}
                    slotProps={{ htmlInput: { 'aria-describedby': searchStatusId } }}
                    sx={{ width: 200 }}
                  />
                  <TextField
                    select
                    size="small"
                    label="Show levels"
                    value={view.maxLevel}
                    onChange={(e) =>
                      changeView({ ...view, maxLevel: Number(e.target.value) as NodeLevel })
                    }
                    sx={{ width: 270 }}
                  >
                    {LEVELS.map((level) => (
                      <MenuItem key={level} value={level}>
                        {levelOption(level)}
                      </MenuItem>
                    ))}
                  </TextField>
                  <Button size="sm" variant="outline" onClick={() => changeView(expandAll(view))}>
                    Expand all
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => changeView(collapseAll(tree, view))}
                  >
                    Collapse all
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-pressed={focused}
                    disabled={!focused && !focusTarget}
                    onClick={() => changeView({ ...view, focusId: focused ? null : focusTarget })}
                  >
                    {focused ? 'Leave focus' : 'Focus branch'}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => changeView({ ...view, minimapHidden: !view.minimapHidden })}
                  >
                    {view.minimapHidden ? 'Show minimap' : 'Hide minimap'}
                  </Button>
                </Stack>
                <Typography
                  id={searchStatusId}
                  variant="caption"
                  role="status"
                  sx={{ display: 'block', mt: 0.5, color: 'text.secondary' }}
                >
                  {searchStatus} Showing {visible.size.toLocaleString('en-US')} of{' '}
                  {plan.length.toLocaleString('en-US')} nodes.
                </Typography>
              </Paper>
            </Stack>
          </Panel>
          {view.openedFolded && (
            <Panel position="bottom-center">
              <Paper
                role="note"
                elevation={3}
                sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center', maxWidth: 560 }}
              >
                <Typography variant="body2">
                  This plan has {plan.length.toLocaleString('en-US')} nodes, so the map opens with
                  levels 1 to {LARGE_PLAN_OPEN_LEVEL} shown and deeper branches collapsed.
                </Typography>
                <Button size="sm" onClick={() => changeView(expandAll(view))}>
                  Expand all
                </Button>
              </Paper>
            </Panel>
          )}
          {!view.minimapHidden && (
            <MiniMap<PlanFlowNode>
              position="bottom-left"
              pannable
              zoomable
              nodeColor={minimapColour}
              nodeStrokeWidth={0}
              bgColor={theme.palette.background.paper}
              maskColor={alpha(theme.palette.text.primary, 0.12)}
            />
          )}
        </ReactFlow>
      </ToggleBranchContext.Provider>
    </Box>
  );
}
