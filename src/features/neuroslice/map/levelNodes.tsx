/**
 * The five custom node types of the Neural Map, one small memoised component per level
 * (Pillar, Cluster, Asset, Micro-Asset, Detail). Plain CSS classes (neuralMap.css) rather than
 * styled components: a map can hold thousands of these.
 */
import { createContext, memo, useContext } from 'react';
import { type Node, type NodeProps, type NodeTypes } from '@xyflow/react';
import type { NodeLevel } from '../engine/types';
import { nodeLabel, nodeRadius } from './layout';

interface PlanNodeData extends Record<string, unknown> {
  title: string;
  level: NodeLevel;
  /** A node with children: its branch is shown ('open') or folded away ('folded'). */
  branch?: 'open' | 'folded';
  /** How many nodes a folded branch hides. */
  hidden?: number;
}

/** Folds or unfolds a node's branch; provided by the map so that nodes need no props for it. */
export const ToggleBranchContext = createContext<(id: string) => void>(() => {});

export type PlanFlowNode = Node<PlanNodeData>;

/** React Flow node type per level. */
export const LEVEL_NODE_TYPES: Record<NodeLevel, string> = {
  1: 'pillar',
  2: 'cluster',
  3: 'asset',
  4: 'microAsset',
  5: 'detail',
};

/**
 * The fold control on a node, for the pointer only: out of the tab order (a big plan would have
 * thousands of stops) and hidden from assistive technology, which gets the same from the node's
 * name ("folded, 12 hidden"), the - and + keys on the focused node, and the detail panel's button.
 */
function BranchToggle({ id, data }: { id: string; data: PlanNodeData }) {
  const toggle = useContext(ToggleBranchContext);
  const folded = data.branch === 'folded';
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      className={`ns-node__toggle nodrag nopan${folded ? ' ns-node__toggle--folded' : ''}`}
      title={folded ? `Expand (${data.hidden ?? 0} hidden)` : 'Collapse'}
      onClick={(event) => {
        event.stopPropagation();
        toggle(id);
      }}
    >
      {folded ? `+${data.hidden ?? 0}` : '−'}
    </button>
  );
}

function LevelNodeBody({
  id,
  data,
  selected,
  level,
}: {
  id: string;
  data: PlanNodeData;
  selected: boolean;
  level: NodeLevel;
}) {
  const r = nodeRadius(level);
  const label = nodeLabel(data.title, level, selected);
  return (
    // The full title shows as a CSS tooltip (neuralMap.css) from data-title: no extra element per node.
    <div
      className={`ns-node ns-node--l${level}${selected ? ' ns-node--selected' : ''}`}
      style={{ width: 2 * r, height: 2 * r }}
      data-title={data.title}
    >
      {label && (
        <span className="ns-node__label" aria-hidden="true">
          {label}
        </span>
      )}
      {data.branch && <BranchToggle id={id} data={data} />}
    </div>
  );
}

const PillarNode = memo(function PillarNode({ id, data, selected }: NodeProps<PlanFlowNode>) {
  return <LevelNodeBody id={id} data={data} selected={selected} level={1} />;
});
const ClusterNode = memo(function ClusterNode({ id, data, selected }: NodeProps<PlanFlowNode>) {
  return <LevelNodeBody id={id} data={data} selected={selected} level={2} />;
});
const AssetNode = memo(function AssetNode({ id, data, selected }: NodeProps<PlanFlowNode>) {
  return <LevelNodeBody id={id} data={data} selected={selected} level={3} />;
});
const MicroAssetNode = memo(function MicroAssetNode({
  id,
  data,
  selected,
}: NodeProps<PlanFlowNode>) {
  return <LevelNodeBody id={id} data={data} selected={selected} level={4} />;
});
const DetailNode = memo(function DetailNode({ id, data, selected }: NodeProps<PlanFlowNode>) {
  return <LevelNodeBody id={id} data={data} selected={selected} level={5} />;
});

/** Defined once at module level: a new object per render would remount every node. */
export const nodeTypes: NodeTypes = {
  [LEVEL_NODE_TYPES[1]]: PillarNode,
  [LEVEL_NODE_TYPES[2]]: ClusterNode,
  [LEVEL_NODE_TYPES[3]]: AssetNode,
  [LEVEL_NODE_TYPES[4]]: MicroAssetNode,
  [LEVEL_NODE_TYPES[5]]: DetailNode,
};
