/**
 * Radial tree layout of the plan (d3-hierarchy's tidy tree): the pillar in the centre, each level
 * on its own ring, children in an arc next to their parent, so a deepened cluster grows outwards
 * beside the node it came from. Ring radii grow until the nodes on a ring cannot touch.
 */
import { stratify, tree, type HierarchyPointNode } from 'd3-hierarchy';
import type { ContentNode, NodeLevel } from '../engine/types';

/** SPEC §9: node radius 40, 20 or 10 by level. */
export function nodeRadius(level: NodeLevel): number {
  if (level === 1) return 40;
  if (level === 2) return 20;
  return 10;
}

/** SPEC §9: labels are hidden for radii below 12. */
const MIN_LABELLED_RADIUS = 12;
const LABEL_MAX_CHARS = 15;

/**
 * The label drawn on a node: the title cut to 15 characters, or none when the node is too small,
 * unless it is the selected node (a search match or the open one), which is always named.
 */
export function nodeLabel(title: string, level: NodeLevel, selected = false): string | null {
  if (!selected && nodeRadius(level) < MIN_LABELLED_RADIUS) return null;
  return title.length > LABEL_MAX_CHARS ? `${title.slice(0, LABEL_MAX_CHARS).trimEnd()}…` : title;
}

export interface LaidOutNode {
  node: ContentNode;
  /** Centre of the node. */
  x: number;
  y: number;
}

const RING_STEP = 150;

/** Width a node needs on its ring: labelled nodes need room for their label, dots only a small gap. */
function footprint(level: NodeLevel): number {
  const diameter = 2 * nodeRadius(level);
  return nodeRadius(level) >= MIN_LABELLED_RADIUS ? Math.max(diameter, 110) + 16 : diameter + 6;
}

interface PlanRow {
  id: string;
  parentId: string | null;
  node?: ContentNode;
}

const ROOT_ID = '__plan_root__';

/** Positions for every node. Orphans (a parent id not in the plan) hang from the plan's root. */
export function layoutPlan(nodes: readonly ContentNode[]): LaidOutNode[] {
  if (nodes.length === 0) return [];
  const ids = new Set(nodes.map((n) => n.id));
  const roots = nodes.filter((n) => n.parentId === null || !ids.has(n.parentId));
  // With one pillar it is the centre; several pillars share an invisible centre.
  const single = roots.length === 1;
  const rows: PlanRow[] = nodes.map((node) => ({
    id: node.id,
    parentId:
      node.parentId !== null && ids.has(node.parentId) ? node.parentId : single ? null : ROOT_ID,
    node,
  }));
  if (!single) rows.push({ id: ROOT_ID, parentId: null });

  const hierarchy = stratify<PlanRow>()
    .id((r) => r.id)
    .parentId((r) => r.parentId)(rows);
  // Siblings a little apart, cousins further: keeps each parent's children as one visible fan.
  const root = tree<PlanRow>()
    .size([2 * Math.PI, 1])
    .separation((a, b) => (a.parent === b.parent ? 1 : 1.6) / Math.max(a.depth, 1))(hierarchy);

  const byDepth = new Map<number, HierarchyPointNode<PlanRow>[]>();
  root.each((p) => {
    const ring = byDepth.get(p.depth) ?? [];
    ring.push(p);
    byDepth.set(p.depth, ring);
  });

  // Each ring's radius: at least one step out from the previous ring, and large enough that the
  // closest pair of neighbours on it (angularly) are a node width plus a gap apart.
  const ringRadius: number[] = [0];
  const depths = [...byDepth.keys()].sort((a, b) => a - b);
  for (const depth of depths) {
    if (depth === 0) continue;
    const ring = byDepth
      .get(depth)!
      .slice()
      .sort((a, b) => a.x - b.x);
    const size = Math.max(...ring.map(footprintOf));
    let minAngle = 2 * Math.PI;
    for (let i = 0; i < ring.length; i += 1) {
      const next = ring[(i + 1) % ring.length];
      const gap = i + 1 < ring.length ? next.x - ring[i].x : 2 * Math.PI - ring[i].x + ring[0].x;
      if (ring.length > 1) minAngle = Math.min(minAngle, gap);
    }
    const previous = ringRadius[depth - 1] ?? 0;
    const needed = ring.length > 1 ? size / (2 * Math.sin(Math.min(minAngle, Math.PI) / 2)) : 0;
    ringRadius[depth] = Math.max(previous + RING_STEP, needed);
  }

  const out: LaidOutNode[] = [];
  root.each((p) => {
    if (!p.data.node) return;
    const r = ringRadius[p.depth] ?? 0;
    out.push({ node: p.data.node, x: r * Math.sin(p.x), y: -r * Math.cos(p.x) });
  });
  return out;
}

function footprintOf(p: HierarchyPointNode<PlanRow>): number {
  return p.data.node ? footprint(p.data.node.level) : 0;
}
