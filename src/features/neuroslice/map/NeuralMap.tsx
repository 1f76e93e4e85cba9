/**
 * The Neural Map: the plan as a React Flow graph with one custom node type per level, a radial
 * tree layout, zoom buttons, and keyboard selection (Tab to a node, Enter or Space to open it).
 */
import '@xyflow/react/dist/style.css';
import './neuralMap.css';
import { useCallback, useMemo, useState } from 'react';
import {
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
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { alpha, useTheme } from '@mui/material/styles';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import { Button, palette } from '../../../design-system';
import type { ContentNode } from '../engine/types';
import { buildPlanFlow } from './flowElements';
import { nodeTypes, type PlanFlowNode } from './levelNodes';

/** SPEC §9: zoom range 0.1 to 4. */
export const MAP_MIN_ZOOM = 0.1;
export const MAP_MAX_ZOOM = 4;
const FIT_OPTIONS = { padding: 0.12, maxZoom: 1.5 } as const;
const NODE_ORIGIN: [number, number] = [0.5, 0.5];
// The links are drawn as one path in the viewport (see PlanFlow.linksPath), not as edges.
const NO_EDGES: never[] = [];

export interface NeuralMapProps {
  plan: readonly ContentNode[];
  activeNodeId: string | null;
  onSelectNode: (id: string) => void;
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

function MapCanvas({ plan, activeNodeId, onSelectNode }: NeuralMapProps) {
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  const flow = useMemo(() => buildPlanFlow(plan), [plan]);
  // Only the selected node gets a new object, so React Flow re-renders one node, not thousands.
  const nodes = useMemo(
    () => flow.nodes.map((n) => (n.id === activeNodeId ? { ...n, selected: true } : n)),
    [flow, activeNodeId],
  );
  const { zoomIn, zoomOut, fitView } = useReactFlow<PlanFlowNode>();
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

  return (
    <Box
      className="ns-map"
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
        aria-label="Neural Map of your content plan"
      >
        <ViewportPortal>
          <svg className="ns-links" aria-hidden="true" focusable="false">
            <path d={flow.linksPath} />
          </svg>
        </ViewportPortal>
        <Panel position="top-left">
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
        </Panel>
      </ReactFlow>
    </Box>
  );
}
