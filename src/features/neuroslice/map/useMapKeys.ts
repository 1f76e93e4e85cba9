/**
 * Keyboard moves on a focused node (React Flow handles Tab and Enter/Space itself): arrows go to
 * the parent, first child and siblings, minus and plus fold and unfold. A large plan draws only the
 * nodes on screen, so a move first brings its target into view, then focuses it once it is mounted.
 */
import { useCallback } from 'react';
import { useStoreApi } from '@xyflow/react';
import { moveFrom, type MapMove, type PlanTree } from './mapView';

const KEY_MOVES: Record<string, MapMove> = {
  ArrowUp: 'parent',
  ArrowDown: 'child',
  ArrowLeft: 'previous',
  ArrowRight: 'next',
};

/** The zoom a keyboard move brings the view to at least (the map's near look, labels and rings). */
const KEYED_MIN_ZOOM = 0.5;
/** Frames to wait for a node brought into view to be mounted before giving up on focusing it. */
const MOUNT_FRAMES = 30;

export function useMapKeys({
  tree,
  visible,
  collapsed,
  centres,
  onSelectNode,
  toggleBranch,
  onMoveTo,
}: {
  tree: PlanTree;
  visible: ReadonlySet<string>;
  collapsed: ReadonlySet<string>;
  centres: ReadonlyMap<string, { x: number; y: number }>;
  onSelectNode: (id: string) => void;
  toggleBranch: (id: string) => void;
  /** A move's target, before it is focused: the map keeps it drawn in full. */
  onMoveTo: (id: string) => void;
}) {
  const store = useStoreApi();

  const focusWhenMounted = useCallback(
    (id: string) => {
      let frames = 0;
      const attempt = () => {
        const el = store
          .getState()
          .domNode?.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(id)}"]`);
        if (el) el.focus();
        else if ((frames += 1) < MOUNT_FRAMES) requestAnimationFrame(attempt);
      };
      attempt();
    },
    [store],
  );

  /**
   * Centres the view on a node that is not well on screen, at once; from far out it zooms in to
   * where a node is big enough to see its focus ring.
   */
  const bringIntoView = useCallback(
    (id: string) => {
      const at = centres.get(id);
      const { transform, width, height, panZoom } = store.getState();
      if (!at || !panZoom) return;
      const [tx, ty, current] = transform;
      const zoom = Math.max(current, KEYED_MIN_ZOOM);
      const sx = at.x * current + tx;
      const sy = at.y * current + ty;
      const margin = 48;
      const onScreen = sx > margin && sy > margin && sx < width - margin && sy < height - margin;
      if (onScreen && zoom === current) return;
      void panZoom.setViewport({ x: width / 2 - at.x * zoom, y: height / 2 - at.y * zoom, zoom });
    },
    [centres, store],
  );

  return (event: React.KeyboardEvent) => {
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
      const folded = collapsed.has(id);
      if ((event.key === '-') !== folded) toggleBranch(id);
      event.preventDefault();
      return;
    }
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const to = moveFrom(tree, visible, id, move);
    if (!to) return;
    onMoveTo(to);
    bringIntoView(to);
    focusWhenMounted(to);
  };
}
