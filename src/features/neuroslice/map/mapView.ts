/**
 * What the Neural Map shows of a plan (docs/PRODUCT.md#the-map-at-scale-and-calendar-export): folded branches, the level
 * filter, focus on one branch, search and keyboard moves. Pure functions over the plan; the map's
 * view state never changes the plan itself, so the export stays whole.
 */
import { outlineOrder } from '../engine/strategyPack';
import { hashString } from '../engine/random';
import type { ContentNode, NodeLevel } from '../engine/types';
import { defaultMapView, type MapViewState } from './mapViewState';

export { defaultMapView, type MapViewState };

/** Plans above this many nodes open with levels 1-3 shown and deeper branches folded. */
const LARGE_PLAN_NODES = 500;
/** The deepest level a large plan opens with. */
export const LARGE_PLAN_OPEN_LEVEL: NodeLevel = 3;

/** Parent and children of every node, and each node's subtree size, computed once per plan. */
export interface PlanTree {
  byId: Map<string, ContentNode>;
  parentOf: Map<string, string>;
  childrenOf: Map<string, string[]>;
  /** Nodes below each node (its subtree without itself). */
  descendants: Map<string, number>;
  /** Every node in outline order (each node followed by its subtree). */
  ordered: ContentNode[];
  roots: string[];
}

export function buildPlanTree(plan: readonly ContentNode[]): PlanTree {
  const byId = new Map(plan.map((n) => [n.id, n]));
  const parentOf = new Map<string, string>();
  const childrenOf = new Map<string, string[]>();
  const roots: string[] = [];
  for (const node of plan) {
    if (node.parentId !== null && byId.has(node.parentId)) {
      parentOf.set(node.id, node.parentId);
      const list = childrenOf.get(node.parentId);
      if (list) list.push(node.id);
      else childrenOf.set(node.parentId, [node.id]);
    } else roots.push(node.id);
  }
  const ordered = outlineOrder(plan);
  const descendants = new Map<string, number>();
  // Outline order puts children after parents: walking it backwards sums subtrees bottom-up.
  for (let i = ordered.length - 1; i >= 0; i -= 1) {
    const id = ordered[i].id;
    let count = 0;
    for (const child of childrenOf.get(id) ?? []) count += 1 + (descendants.get(child) ?? 0);
    descendants.set(id, count);
  }
  return { byId, parentOf, childrenOf, descendants, ordered, roots };
}

/**
 * Which plan a saved view belongs to: the pillar and its clusters, which a new slice replaces and
 * deepening never changes.
 */
export function planKey(plan: readonly ContentNode[]): string {
  const top = plan.filter((n) => n.level <= 2).slice(0, 16);
  return `${plan[0]?.id ?? ''}:${hashString(top.map((n) => `${n.id}\u0000${n.title}`).join('\u0001')).toString(36)}`;
}

export function ancestorsOf(tree: PlanTree, id: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>([id]);
  for (let p = tree.parentOf.get(id); p !== undefined && !seen.has(p); p = tree.parentOf.get(p)) {
    out.push(p);
    seen.add(p);
  }
  return out;
}

function subtreeOf(tree: PlanTree, id: string): Set<string> {
  const out = new Set<string>([id]);
  const stack = [id];
  while (stack.length) {
    for (const child of tree.childrenOf.get(stack.pop()!) ?? [])
      if (!out.has(child)) {
        out.add(child);
        stack.push(child);
      }
  }
  return out;
}

/** The nodes the map shows, in outline order. */
export function visibleNodeIds(tree: PlanTree, view: MapViewState): Set<string> {
  const collapsed = new Set(view.collapsed);
  const focus =
    view.focusId && tree.byId.has(view.focusId)
      ? new Set([...subtreeOf(tree, view.focusId), ...ancestorsOf(tree, view.focusId)])
      : null;
  const visible = new Set<string>();
  // Outline order: a parent is decided before its children, so "parent shown and not folded" is one lookup.
  for (const node of tree.ordered) {
    const parent = tree.parentOf.get(node.id);
    if (parent !== undefined && (!visible.has(parent) || collapsed.has(parent))) continue;
    if (node.level > view.maxLevel) continue;
    if (focus && !focus.has(node.id)) continue;
    visible.add(node.id);
  }
  return visible;
}

export const hasChildren = (tree: PlanTree, id: string) =>
  (tree.childrenOf.get(id)?.length ?? 0) > 0;

/** Fold or unfold one branch (a node without children has nothing to fold). */
export function toggleCollapsed(tree: PlanTree, view: MapViewState, id: string): MapViewState {
  if (view.collapsed.includes(id))
    return { ...view, collapsed: view.collapsed.filter((c) => c !== id), openedFolded: false };
  if (!hasChildren(tree, id)) return view;
  return { ...view, collapsed: [...view.collapsed, id] };
}

export function expandAll(view: MapViewState): MapViewState {
  return { ...view, collapsed: [], openedFolded: false };
}

/**
 * Every branch below the pillar folded: the pillar and its clusters stay, each cluster saying how
 * much it holds. (Folding the pillar too would leave one dot, which tells nobody anything.)
 */
export function collapseAll(tree: PlanTree, view: MapViewState): MapViewState {
  const roots = new Set(tree.roots);
  const collapsed = tree.ordered
    .filter((n) => !roots.has(n.id) && hasChildren(tree, n.id))
    .map((n) => n.id);
  return { ...view, collapsed };
}

/** The view a plan opens with: all of it, or for a large plan levels 1-3 with deeper branches folded. */
export function initialMapView(
  tree: PlanTree,
  key: string,
  previous: MapViewState = defaultMapView(),
): MapViewState {
  const base: MapViewState = { ...defaultMapView(), minimapHidden: previous.minimapHidden };
  if (tree.ordered.length <= LARGE_PLAN_NODES) return { ...base, planKey: key };
  const collapsed = tree.ordered
    .filter((n) => n.level === LARGE_PLAN_OPEN_LEVEL && hasChildren(tree, n.id))
    .map((n) => n.id);
  return { ...base, planKey: key, collapsed, openedFolded: true };
}

/** Show a node: unfold its ancestors, raise the level filter to it, and leave a focus it is outside of. */
export function revealNode(tree: PlanTree, view: MapViewState, id: string): MapViewState {
  const node = tree.byId.get(id);
  if (!node) return view;
  const ancestors = new Set(ancestorsOf(tree, id));
  let next = view;
  if (view.collapsed.some((c) => ancestors.has(c)))
    next = { ...next, collapsed: next.collapsed.filter((c) => !ancestors.has(c)) };
  if (node.level > next.maxLevel) next = { ...next, maxLevel: node.level };
  if (next.focusId && !visibleNodeIds(tree, next).has(id)) next = { ...next, focusId: null };
  return next;
}

/** Nodes whose title holds the query (any case), in outline order. An empty query finds nothing. */
export function searchNodes(tree: PlanTree, query: string): string[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [];
  return tree.ordered.filter((n) => n.title.toLocaleLowerCase().includes(needle)).map((n) => n.id);
}

export type MapMove = 'parent' | 'child' | 'previous' | 'next';

/** Keyboard moves among shown nodes: up to the parent, down to the first child, along siblings. */
export function moveFrom(
  tree: PlanTree,
  visible: ReadonlySet<string>,
  id: string,
  move: MapMove,
): string | null {
  if (move === 'parent') {
    const parent = tree.parentOf.get(id);
    return parent !== undefined && visible.has(parent) ? parent : null;
  }
  if (move === 'child') return (tree.childrenOf.get(id) ?? []).find((c) => visible.has(c)) ?? null;
  const parent = tree.parentOf.get(id);
  const siblings = (parent === undefined ? tree.roots : (tree.childrenOf.get(parent) ?? [])).filter(
    (s) => visible.has(s),
  );
  const at = siblings.indexOf(id);
  if (at < 0 || siblings.length < 2) return null;
  const step = move === 'next' ? 1 : -1;
  return siblings[(at + step + siblings.length) % siblings.length];
}
