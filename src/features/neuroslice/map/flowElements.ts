/** Plan nodes -> React Flow nodes and edges, with sizes and anchors known up front so nothing waits on measuring. */
import { Position, type Edge } from '@xyflow/react';
import { LEVEL_NAMES, type ContentNode } from '../engine/types';
import { layoutPlan, nodeRadius } from './layout';
import { LEVEL_NODE_TYPES, type PlanFlowNode } from './levelNodes';

export interface PlanFlow {
  nodes: PlanFlowNode[];
  edges: Edge[];
  /** Centre of each node, for centring the view on one. */
  centres: Map<string, { x: number; y: number }>;
}

export function buildPlanFlow(plan: readonly ContentNode[]): PlanFlow {
  const laidOut = layoutPlan(plan);
  const ids = new Set(plan.map((n) => n.id));
  const centres = new Map<string, { x: number; y: number }>();
  const nodes: PlanFlowNode[] = laidOut.map(({ node, x, y }) => {
    const size = 2 * nodeRadius(node.level);
    centres.set(node.id, { x, y });
    return {
      id: node.id,
      type: LEVEL_NODE_TYPES[node.level],
      // Positions are centres: the map uses nodeOrigin [0.5, 0.5].
      position: { x, y },
      data: { title: node.title, level: node.level },
      width: size,
      height: size,
      measured: { width: size, height: size },
      handles: [
        {
          id: null,
          type: 'target',
          position: Position.Top,
          x: size / 2,
          y: size / 2,
          width: 1,
          height: 1,
        },
        {
          id: null,
          type: 'source',
          position: Position.Bottom,
          x: size / 2,
          y: size / 2,
          width: 1,
          height: 1,
        },
      ],
      ariaLabel: `${LEVEL_NAMES[node.level]}: ${node.title}`,
      draggable: false,
      connectable: false,
      deletable: false,
    };
  });
  const edges: Edge[] = plan
    .filter((n) => n.parentId !== null && ids.has(n.parentId))
    .map((n) => ({
      id: `${n.parentId}->${n.id}`,
      source: n.parentId as string,
      target: n.id,
      type: 'straight',
      selectable: false,
      focusable: false,
      deletable: false,
    }));
  return { nodes, edges, centres };
}
