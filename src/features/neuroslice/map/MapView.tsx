/** Neural Map tab: the map (loaded on first use, it carries React Flow) and the active node's detail panel. */
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import HubIcon from '@mui/icons-material/Hub';
import { EmptyState } from '../../../design-system';
import { EMPTY_STATES, type ContentNode, type Persona, type Variant } from '../engine';
import { DetailPanel, type DraftAction } from '../panels/DetailPanel';
import {
  buildPlanTree,
  hasChildren,
  initialMapView,
  planKey,
  toggleCollapsed,
  type MapViewState,
} from './mapView';
import { mapViewChanged, selectMapView } from './mapViewSlice';

const NeuralMap = lazy(async () => ({ default: (await import('./NeuralMap')).NeuralMap }));

export interface MapViewProps {
  nodes: readonly ContentNode[];
  variants: readonly Variant[];
  personas: readonly Persona[];
  activeNode: ContentNode | null;
  onSelectNode: (id: string) => void;
  onClosePanel: () => void;
  onDeepen: (id: string) => void;
  /** Deepen Cluster is offered for the active node (selectCanDeepenActiveNode). */
  canDeepen: boolean;
  /** A deepen is under way (a language model's request): the button waits. */
  deepening?: boolean;
  /** The active node's "Write draft" / "Open draft". */
  draftAction?: DraftAction;
}

export function MapView({
  nodes,
  variants,
  personas,
  activeNode,
  onSelectNode,
  onClosePanel,
  onDeepen,
  canDeepen,
  deepening,
  draftAction,
}: MapViewProps) {
  // A node opened by the user (click or Enter) takes focus into its panel; closing returns it to the node.
  const [focusPanelOf, setFocusPanelOf] = useState<string | null>(null);
  // The map's view state lives in its own slice (mapViewSlice.ts), apart from the plan.
  const dispatch = useDispatch();
  const savedView = useSelector(selectMapView);
  const onViewChange = useCallback(
    (next: MapViewState) => dispatch(mapViewChanged(next)),
    [dispatch],
  );
  const tree = useMemo(() => buildPlanTree(nodes), [nodes]);
  const key = useMemo(() => planKey(nodes), [nodes]);
  const view = savedView.planKey === key ? savedView : initialMapView(tree, key, savedView);
  const select = useCallback(
    (id: string) => {
      setFocusPanelOf(id);
      onSelectNode(id);
    },
    [onSelectNode],
  );
  const close = useCallback(() => {
    const id = activeNode?.id;
    onClosePanel();
    if (id)
      document
        .querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(id)}"]`)
        ?.focus();
  }, [activeNode, onClosePanel]);

  if (nodes.length === 0) {
    return (
      <Box sx={{ p: { xs: 2, md: 4 } }}>
        <EmptyState title={EMPTY_STATES.map} icon={<HubIcon />} />
      </Box>
    );
  }
  return (
    <Box
      sx={{ position: 'absolute', inset: 0 }}
      onKeyDown={(event) => {
        // Escape closes the detail panel from the map or from inside the panel.
        if (event.key === 'Escape' && activeNode && !event.defaultPrevented) {
          event.preventDefault();
          close();
        }
      }}
    >
      <Suspense
        fallback={
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
            <CircularProgress aria-label="Loading the Neural Map" />
          </Box>
        }
      >
        <NeuralMap
          plan={nodes}
          activeNodeId={activeNode?.id ?? null}
          onSelectNode={select}
          onOpenNode={onSelectNode}
          view={savedView}
          onViewChange={onViewChange}
        />
      </Suspense>
      {activeNode && (
        <DetailPanel
          key={activeNode.id}
          node={activeNode}
          variants={variants}
          personas={personas}
          onClose={close}
          focusOnOpen={focusPanelOf === activeNode.id}
          onDeepen={() => onDeepen(activeNode.id)}
          canDeepen={canDeepen}
          deepening={deepening}
          draftAction={draftAction}
          branch={
            hasChildren(tree, activeNode.id)
              ? {
                  folded: view.collapsed.includes(activeNode.id),
                  below: tree.descendants.get(activeNode.id) ?? 0,
                  onToggle: () => onViewChange(toggleCollapsed(tree, view, activeNode.id)),
                }
              : undefined
          }
        />
      )}
    </Box>
  );
}
