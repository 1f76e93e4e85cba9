import { describe, expect, it } from 'vitest';
import { packFiles } from '../engine/strategyPack';
import { generateSync } from '../engine/generate';
import { layoutPlan } from './layout';
import {
  ancestorsOf,
  buildPlanTree,
  collapseAll,
  defaultMapView,
  expandAll,
  initialMapView,
  moveFrom,
  planKey,
  revealNode,
  searchNodes,
  toggleCollapsed,
  visibleNodeIds,
} from './mapView';
import { isSavedMapView } from './mapViewSlice';
import { syntheticPlan } from './syntheticPlan';

const plan = syntheticPlan(2000);
const tree = buildPlanTree(plan);
const key = planKey(plan);
const expanded = expandAll(initialMapView(tree, key));
const cluster = plan.find((n) => n.level === 2)!;

describe('folding', () => {
  it('a folded cluster hides its whole subtree and says how many; unfolding brings it back', () => {
    const folded = toggleCollapsed(tree, expanded, cluster.id);
    const shown = visibleNodeIds(tree, folded);
    expect(shown.has(cluster.id)).toBe(true);
    expect(shown.size).toBe(2000 - tree.descendants.get(cluster.id)!);
    for (const n of plan)
      if (ancestorsOf(tree, n.id).includes(cluster.id)) expect(shown.has(n.id)).toBe(false);
    expect(visibleNodeIds(tree, toggleCollapsed(tree, folded, cluster.id)).size).toBe(2000);
  });

  it('Collapse all leaves the pillar and clusters; Expand all shows everything', () => {
    const all = collapseAll(tree, expanded);
    expect([...visibleNodeIds(tree, all)].map((id) => tree.byId.get(id)!.level).sort()).toEqual([
      1, 2, 2, 2, 2, 2, 2, 2, 2,
    ]);
    expect(visibleNodeIds(tree, expandAll(all)).size).toBe(2000);
  });

  it('a node without children has nothing to fold', () => {
    const leaf = plan.at(-1)!;
    expect(toggleCollapsed(tree, expanded, leaf.id)).toBe(expanded);
  });
});

describe('opening a plan', () => {
  it('shows every node of a plan up to 500 nodes', () => {
    const small = generateSync('Med spa reels and reviews', 3).nodes;
    const view = initialMapView(buildPlanTree(small), planKey(small));
    expect(view.collapsed).toEqual([]);
    expect(view.openedFolded).toBe(false);
  });

  it('opens a plan above 500 nodes at levels 1-3 with the rest folded, and flags it', () => {
    const view = initialMapView(tree, key);
    expect(view.openedFolded).toBe(true);
    const levels = new Set([...visibleNodeIds(tree, view)].map((id) => tree.byId.get(id)!.level));
    expect([...levels].sort()).toEqual([1, 2, 3]);
  });
});

describe('level filter and focus', () => {
  it('level 2 shows only the pillar and clusters', () => {
    const shown = visibleNodeIds(tree, { ...expanded, maxLevel: 2 });
    expect(shown.size).toBe(9);
  });

  it('focus shows the node, its ancestors and its subtree; leaving restores the view', () => {
    const asset = plan.find((n) => n.level === 3)!;
    const focused = { ...expanded, focusId: asset.id };
    const shown = visibleNodeIds(tree, focused);
    expect(shown.size).toBe(
      1 + tree.descendants.get(asset.id)! + ancestorsOf(tree, asset.id).length,
    );
    expect(visibleNodeIds(tree, { ...focused, focusId: null })).toEqual(
      visibleNodeIds(tree, expanded),
    );
  });
});

describe('search and reveal', () => {
  it('finds nodes by title in any case, in outline order', () => {
    const deep = plan.find((n) => n.level === 5)!;
    expect(searchNodes(tree, deep.title.toUpperCase())).toContain(deep.id);
    expect(searchNodes(tree, '   ')).toEqual([]);
    expect(searchNodes(tree, 'no such title anywhere')).toEqual([]);
  });

  it('revealing a node inside folded, filtered and focused views makes it visible', () => {
    const deep = plan.find((n) => n.level === 5)!;
    const otherCluster = plan.find(
      (n) => n.level === 2 && !ancestorsOf(tree, deep.id).includes(n.id),
    )!;
    const hiddenEverywhere = {
      ...collapseAll(tree, expanded),
      maxLevel: 2 as const,
      focusId: otherCluster.id,
    };
    expect(visibleNodeIds(tree, hiddenEverywhere).has(deep.id)).toBe(false);
    expect(visibleNodeIds(tree, revealNode(tree, hiddenEverywhere, deep.id)).has(deep.id)).toBe(
      true,
    );
  });
});

describe('keyboard moves', () => {
  it('goes down to a child, up to the parent and along siblings, among shown nodes', () => {
    const shown = visibleNodeIds(tree, expanded);
    const child = moveFrom(tree, shown, cluster.id, 'child')!;
    expect(tree.parentOf.get(child)).toBe(cluster.id);
    expect(moveFrom(tree, shown, child, 'parent')).toBe(cluster.id);
    const next = moveFrom(tree, shown, child, 'next')!;
    expect(tree.parentOf.get(next)).toBe(cluster.id);
    expect(moveFrom(tree, shown, next, 'previous')).toBe(child);
    const folded = visibleNodeIds(tree, toggleCollapsed(tree, expanded, cluster.id));
    expect(moveFrom(tree, folded, cluster.id, 'child')).toBeNull();
  });
});

describe('view state stays view state', () => {
  it('never changes the layout of the nodes that stay, nor the export', () => {
    const before = packFiles({ ...generateSync('x', 1), nodes: plan }, new Date(0));
    const laid = layoutPlan(plan);
    collapseAll(tree, { ...expanded, maxLevel: 3, focusId: cluster.id });
    expect(layoutPlan(plan)).toEqual(laid);
    expect(packFiles({ ...generateSync('x', 1), nodes: plan }, new Date(0))).toEqual(before);
  });

  it('accepts a saved view of the right shape and refuses any other', () => {
    expect(isSavedMapView(defaultMapView())).toBe(true);
    expect(isSavedMapView({ collapsed: ['a'], maxLevel: 3 })).toBe(true);
    expect(isSavedMapView({ collapsed: 'a' })).toBe(false);
    expect(isSavedMapView({ maxLevel: 9 })).toBe(false);
    expect(isSavedMapView({ focusId: 42 })).toBe(false);
    expect(isSavedMapView(null)).toBe(false);
  });
});
