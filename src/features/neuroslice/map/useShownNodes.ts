/**
 * Which of the laid-out nodes the map hands React Flow, and which links it draws: the folds and the
 * level filter choose them, a folded node carries its hidden count, and at far zoom a large plan
 * keeps only the pillar, the clusters and the selected and keyed-to nodes (the canvas draws the
 * rest as dots). The nodes that stay are the same objects, so React Flow re-renders only the few
 * that changed.
 */
import { useMemo } from 'react';
import type { PlanFlow } from './flowElements';
import type { PlanFlowNode } from './levelNodes';
import { hasChildren, visibleNodeIds, type MapViewState, type PlanTree } from './mapView';

export function useShownNodes({
  flow,
  tree,
  view,
  large,
  far,
  selectedId,
  keyedId,
}: {
  flow: PlanFlow;
  tree: PlanTree;
  view: MapViewState;
  /** A large plan: its nodes have no handles and its links are drawn on a canvas. */
  large: boolean;
  /** A large plan at far zoom. */
  far: boolean;
  selectedId: string | null;
  keyedId: string | null;
}) {
  const collapsed = useMemo(() => new Set(view.collapsed), [view.collapsed]);
  const visible = useMemo(() => visibleNodeIds(tree, view), [tree, view]);

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
  return { collapsed, visible, nodes, inFlow, folded, linksPath };
}
