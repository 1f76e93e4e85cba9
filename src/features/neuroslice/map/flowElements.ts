/** Plan nodes -> React Flow nodes (sizes known up front, so nothing waits on measuring) and the links between them. */
import { LEVEL_NAMES, type ContentNode } from '../engine/types';
import { layoutPlan, nodeRadius } from './layout';
import { LEVEL_NODE_TYPES, type PlanFlowNode } from './levelNodes';

/** One parent -> child link from rim to rim, as a path and as its two ends (the canvas draws those). */
export interface PlanLink {
  childId: string;
  d: string;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** A node as the canvas and the minimap draw it. */
export interface PlanDot {
  id: string;
  x: number;
  y: number;
  r: number;
  /** 0 (Pillar) to 4 (Detail): the index into the level colours. */
  levelIndex: number;
}

export interface PlanFlow {
  nodes: PlanFlowNode[];
  /**
   * Every parent -> child link as one SVG path, from rim to rim. The map draws it in the viewport
   * instead of one React Flow edge per link: each edge re-runs its position selector on every pan
   * and zoom frame, which at 2,000 nodes costs more than the whole frame budget, and the links are
   * not interactive, so nothing is lost.
   */
  linksPath: string;
  /** The same links one by one, keyed by the child, so a folded or filtered view draws only its own. */
  links: PlanLink[];
  /** Every node as a dot (centre, radius, level), for the canvas, the minimap and hit tests. */
  dots: PlanDot[];
  /** Centre of each node, for centring the view on one. */
  centres: Map<string, { x: number; y: number }>;
}

const oneDecimal = (v: number) => Math.round(v * 10) / 10;

export function buildPlanFlow(plan: readonly ContentNode[]): PlanFlow {
  const laidOut = layoutPlan(plan);
  const centres = new Map<string, { x: number; y: number }>();
  const dots: PlanDot[] = [];
  const nodes: PlanFlowNode[] = laidOut.map(({ node, x, y }) => {
    const size = 2 * nodeRadius(node.level);
    centres.set(node.id, { x, y });
    dots.push({ id: node.id, x, y, r: size / 2, levelIndex: node.level - 1 });
    return {
      id: node.id,
      type: LEVEL_NODE_TYPES[node.level],
      // Positions are centres: the map uses nodeOrigin [0.5, 0.5].
      position: { x, y },
      data: { title: node.title, level: node.level },
      width: size,
      height: size,
      measured: { width: size, height: size },
      ariaLabel: `${LEVEL_NAMES[node.level]}: ${node.title}`,
      draggable: false,
      connectable: false,
      deletable: false,
    };
  });

  const byId = new Map(plan.map((n) => [n.id, n]));
  const links: PlanLink[] = [];
  for (const child of plan) {
    const parent = child.parentId === null ? undefined : byId.get(child.parentId);
    const a = parent && centres.get(parent.id);
    const b = centres.get(child.id);
    if (!parent || !a || !b) continue;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (length === 0) continue;
    const ux = (b.x - a.x) / length;
    const uy = (b.y - a.y) / length;
    const from = nodeRadius(parent.level);
    const to = nodeRadius(child.level);
    const x1 = oneDecimal(a.x + ux * from);
    const y1 = oneDecimal(a.y + uy * from);
    const x2 = oneDecimal(b.x - ux * to);
    const y2 = oneDecimal(b.y - uy * to);
    links.push({ childId: child.id, d: `M${x1} ${y1}L${x2} ${y2}`, x1, y1, x2, y2 });
  }
  return { nodes, linksPath: links.map((l) => l.d).join(''), links, dots, centres };
}
