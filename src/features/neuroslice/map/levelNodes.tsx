/**
 * The five custom node types of the Neural Map, one small memoised component per level
 * (Pillar, Cluster, Asset, Micro-Asset, Detail). Plain CSS classes (neuralMap.css) rather than
 * styled components: a map can hold thousands of these.
 */
import { memo } from 'react';
import { type Node, type NodeProps, type NodeTypes } from '@xyflow/react';
import type { NodeLevel } from '../engine/types';
import { nodeLabel, nodeRadius } from './layout';

export interface PlanNodeData extends Record<string, unknown> {
  title: string;
  level: NodeLevel;
}

export type PlanFlowNode = Node<PlanNodeData>;

/** React Flow node type per level. */
export const LEVEL_NODE_TYPES: Record<NodeLevel, string> = {
  1: 'pillar',
  2: 'cluster',
  3: 'asset',
  4: 'microAsset',
  5: 'detail',
};

function LevelNodeBody({
  data,
  selected,
  level,
}: {
  data: PlanNodeData;
  selected: boolean;
  level: NodeLevel;
}) {
  const r = nodeRadius(level);
  const label = nodeLabel(data.title, level);
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
    </div>
  );
}

export const PillarNode = memo(function PillarNode({ data, selected }: NodeProps<PlanFlowNode>) {
  return <LevelNodeBody data={data} selected={selected} level={1} />;
});
export const ClusterNode = memo(function ClusterNode({ data, selected }: NodeProps<PlanFlowNode>) {
  return <LevelNodeBody data={data} selected={selected} level={2} />;
});
export const AssetNode = memo(function AssetNode({ data, selected }: NodeProps<PlanFlowNode>) {
  return <LevelNodeBody data={data} selected={selected} level={3} />;
});
export const MicroAssetNode = memo(function MicroAssetNode({
  data,
  selected,
}: NodeProps<PlanFlowNode>) {
  return <LevelNodeBody data={data} selected={selected} level={4} />;
});
export const DetailNode = memo(function DetailNode({ data, selected }: NodeProps<PlanFlowNode>) {
  return <LevelNodeBody data={data} selected={selected} level={5} />;
});

/** Defined once at module level: a new object per render would remount every node. */
export const nodeTypes: NodeTypes = {
  [LEVEL_NODE_TYPES[1]]: PillarNode,
  [LEVEL_NODE_TYPES[2]]: ClusterNode,
  [LEVEL_NODE_TYPES[3]]: AssetNode,
  [LEVEL_NODE_TYPES[4]]: MicroAssetNode,
  [LEVEL_NODE_TYPES[5]]: DetailNode,
};
