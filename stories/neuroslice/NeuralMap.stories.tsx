import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { useState } from 'react';
import Box from '@mui/material/Box';
import { NeuralMap } from '../../src/features/neuroslice/map/NeuralMap';
import {
  ancestorsOf,
  buildPlanTree,
  defaultMapView,
  expandAll,
  initialMapView,
  planKey,
  type MapViewState,
} from '../../src/features/neuroslice/map/mapView';
import type { ContentNode } from '../../src/features/neuroslice/engine';
import { bigPlan, deepPlan, freshPlan } from './plans';

/** The view a story opens with, made for its plan (the map keeps a view only for its own plan). */
type ViewOf = (plan: readonly ContentNode[]) => MapViewState;

const viewWith =
  (change: (view: MapViewState, plan: readonly ContentNode[]) => Partial<MapViewState>): ViewOf =>
  (plan) => {
    const base = initialMapView(buildPlanTree(plan), planKey(plan));
    return { ...base, ...change(base, plan) };
  };

function MapFrame({
  plan,
  activeNodeId = null,
  viewOf,
  initialSearch,
}: {
  plan: readonly ContentNode[];
  activeNodeId?: string | null;
  viewOf?: ViewOf;
  initialSearch?: string;
}) {
  const [view, setView] = useState(() => (viewOf ? viewOf(plan) : defaultMapView()));
  return (
    <Box
      sx={{ position: 'relative', height: '100vh', minHeight: 560, bgcolor: 'background.default' }}
    >
      <NeuralMap
        plan={plan}
        activeNodeId={activeNodeId}
        onSelectNode={() => undefined}
        view={view}
        onViewChange={setView}
        initialSearch={initialSearch}
      />
    </Box>
  );
}

/**
 * The map has placed its first view (fitted, or centred on the active node) and painted it: a story
 * waits for this before its screenshot, so the picture never catches the fit mid-way.
 */
const mapReady = (canvasElement: HTMLElement) =>
  waitFor(
    () => expect(canvasElement.querySelector('.ns-map[data-map-ready="true"]')).not.toBeNull(),
    { timeout: 15000 },
  );

const meta = {
  title: 'NeuroSlice/Neural Map',
  component: MapFrame,
  globals: { theme: 'dark' },
  args: { plan: freshPlan.nodes },
  play: async ({ canvasElement }) => mapReady(canvasElement),
} satisfies Meta<typeof MapFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const countNodes = async (canvasElement: HTMLElement, type: string) =>
  waitFor(() => {
    const found = canvasElement.querySelectorAll(`.react-flow__node-${type}`).length;
    if (!found) throw new Error(`no ${type} nodes yet`);
    return found;
  });

/** A plan straight from 'Take a slice?': one pillar, its clusters and their assets. */
export const FreshPlan: Story = {
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    await expect(await countNodes(canvasElement, 'pillar')).toBe(1);
    const clusters = await countNodes(canvasElement, 'cluster');
    await expect(clusters).toBeGreaterThanOrEqual(5);
    await expect(clusters).toBeLessThanOrEqual(8);
    const pillar = canvasElement.querySelector('.react-flow__node-pillar')!;
    await expect(pillar.getAttribute('aria-label')).toMatch(/^Pillar: /);
  },
};

/** One branch deepened from an asset down to a level-5 detail. */
export const DeepenedToLevel5: Story = {
  args: { plan: deepPlan.nodes },
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    await expect(await countNodes(canvasElement, 'microAsset')).toBeGreaterThanOrEqual(2);
    await expect(await countNodes(canvasElement, 'detail')).toBeGreaterThanOrEqual(2);
  },
};

/** With the deepest node selected (highlighted ring). */
export const WithSelectedNode: Story = {
  args: { plan: deepPlan.nodes, activeNodeId: deepPlan.nodes.at(-1)!.id },
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('.ns-node--selected')).not.toBeNull());
  },
};

/**
 * 2,000 nodes, the size `npm run bench:map` measures, with everything expanded: "Reset view" fits
 * the whole plan, far out, where the canvas draws the dots and React Flow only the pillar and clusters.
 */
export const TwoThousandNodes: Story = {
  tags: ['slow'],
  args: { plan: bigPlan.nodes, viewOf: (plan) => expandAll(viewWith(() => ({}))(plan)) },
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    await expect(canvasElement.textContent).toContain('Showing 2,000 of 2,000 nodes.');
    await expect(canvasElement.querySelector('.ns-map--far .ns-plan-canvas')).not.toBeNull();
    await expect(canvasElement.querySelectorAll('.react-flow__node-pillar')).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('.react-flow__node-cluster')).toHaveLength(8);
  },
};

export const Light: Story = {
  globals: { theme: 'light' },
};

/** A plan above 500 nodes opens with levels 1-3 shown, deeper branches collapsed, and says so. */
export const LargePlanOpensFolded: Story = {
  tags: ['slow'],
  args: { plan: bigPlan.nodes },
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    await waitFor(() =>
      expect(canvasElement.textContent).toContain(
        'This plan has 2,000 nodes, so the map opens with levels 1 to 3 shown',
      ),
    );
    await expect(canvasElement.querySelectorAll('.react-flow__node-microAsset')).toHaveLength(0);
    // Fitted, it is far out: the folded assets are dots with their fold counts on the canvas.
    await expect(canvasElement.textContent).toContain('Showing 73 of 2,000 nodes.');
    await expect(canvasElement.querySelector('.ns-map--far .ns-plan-canvas')).not.toBeNull();
  },
};

// The deepened branch of deepPlan: its level-5 node, and the cluster it hangs from.
const deepTree = buildPlanTree(deepPlan.nodes);
const deepest = deepPlan.nodes.at(-1)!;
const deepCluster = ancestorsOf(deepTree, deepest.id).find(
  (id) => deepTree.byId.get(id)!.level === 2,
)!;
const deepAsset = ancestorsOf(deepTree, deepest.id).find(
  (id) => deepTree.byId.get(id)!.level === 3,
)!;

/** The cluster holding the deepened branch is collapsed: it shows how many nodes it hides. */
export const CollapsedBranch: Story = {
  args: { plan: deepPlan.nodes, viewOf: viewWith(() => ({ collapsed: [deepCluster] })) },
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    const hidden = deepTree.descendants.get(deepCluster)!;
    await waitFor(() =>
      expect(
        canvasElement.querySelector(`.react-flow__node[data-id="${deepCluster}"]`),
      ).not.toBeNull(),
    );
    const toggle = canvasElement.querySelector(
      `.react-flow__node[data-id="${deepCluster}"] .ns-node__toggle`,
    )!;
    await expect(toggle.textContent).toBe(`+${hidden}`);
    await expect(canvasElement.querySelector(`[data-id="${deepest.id}"]`)).toBeNull();
  },
};
export const CollapsedBranchLight: Story = { ...CollapsedBranch, globals: { theme: 'light' } };

/** The level filter at 2: only the pillar and its clusters. */
export const LevelFilter: Story = {
  args: { plan: deepPlan.nodes, viewOf: viewWith(() => ({ maxLevel: 2 })) },
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    const clusters = deepPlan.nodes.filter((n) => n.level === 2).length;
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('.react-flow__node')).toHaveLength(1 + clusters),
    );
    await expect(canvasElement.querySelectorAll('.react-flow__node-asset')).toHaveLength(0);
  },
};
export const LevelFilterLight: Story = { ...LevelFilter, globals: { theme: 'light' } };

/** "Search nodes" found the deepest node: it is selected and the status counts the matches. */
export const Searched: Story = {
  args: {
    plan: deepPlan.nodes,
    viewOf: viewWith(() => ({ collapsed: [deepCluster] })),
    initialSearch: deepest.title,
  },
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    // The match was inside a collapsed cluster: that cluster opened.
    await waitFor(() =>
      expect(
        canvasElement.querySelector(
          `.react-flow__node[data-id="${deepest.id}"] .ns-node--selected`,
        ),
      ).not.toBeNull(),
    );
    await expect(canvasElement.textContent).toMatch(/Match 1 of \d+/);
  },
};
export const SearchedLight: Story = { ...Searched, globals: { theme: 'light' } };

/** "Focus branch" on the deepened asset: its ancestors and subtree only, and "Leave focus" to return. */
export const FocusedBranch: Story = {
  args: {
    plan: deepPlan.nodes,
    activeNodeId: deepAsset,
    viewOf: viewWith(() => ({ focusId: deepAsset })),
  },
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    const shown =
      1 + deepTree.descendants.get(deepAsset)! + ancestorsOf(deepTree, deepAsset).length;
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('.react-flow__node')).toHaveLength(shown),
    );
    const leave = [...canvasElement.querySelectorAll('button')].find(
      (b) => b.textContent === 'Leave focus',
    );
    await expect(leave?.getAttribute('aria-pressed')).toBe('true');
  },
};
export const FocusedBranchLight: Story = { ...FocusedBranch, globals: { theme: 'light' } };

/** The minimap hidden: "Show minimap" brings it back. */
export const MinimapHidden: Story = {
  args: { plan: deepPlan.nodes, viewOf: viewWith(() => ({ minimapHidden: true })) },
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('.react-flow__node')).not.toBeNull());
    await expect(canvasElement.querySelector('.react-flow__minimap')).toBeNull();
    await expect(canvasElement.textContent).toContain('Show minimap');
  },
};
export const MinimapHiddenLight: Story = { ...MinimapHidden, globals: { theme: 'light' } };

// The far and near looks of a large plan (docs/PRODUCT.md#the-map-at-scale-and-calendar-export), on the 2,000-node plan.
const bigTree = buildPlanTree(bigPlan.nodes);
const microAssetsWithDetails = bigPlan.nodes
  .filter((n) => n.level === 4 && (bigTree.childrenOf.get(n.id)?.length ?? 0) > 0)
  .map((n) => n.id);

/**
 * Far out: levels 1 to 4 shown with every detail folded, fitted. The canvas draws the dots, the
 * links and the fold counts at a readable size; React Flow draws only the pillar and the clusters.
 */
export const FarZoom: Story = {
  tags: ['slow'],
  args: {
    plan: bigPlan.nodes,
    viewOf: viewWith(() => ({ collapsed: microAssetsWithDetails, openedFolded: false })),
  },
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    await expect(canvasElement.querySelector('.ns-map--far .ns-plan-canvas')).not.toBeNull();
    await expect(canvasElement.querySelectorAll('.react-flow__node')).toHaveLength(9);
    const shown = bigPlan.nodes.filter((n) => n.level <= 4).length;
    await expect(canvasElement.textContent).toContain(
      `Showing ${shown.toLocaleString('en-US')} of`,
    );
  },
};
export const FarZoomLight: Story = { ...FarZoom, globals: { theme: 'light' } };

/**
 * Near: the whole plan shown, the view at zoom 1 on a cluster found by search. React Flow draws
 * the nodes on screen in full, with labels; the found node is selected and named.
 */
export const NearZoom: Story = {
  tags: ['slow'],
  args: {
    plan: bigPlan.nodes,
    viewOf: (plan) => expandAll(viewWith(() => ({}))(plan)),
    initialSearch: 'Reels 2.2',
  },
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    await expect(canvasElement.querySelector('.ns-map--far')).toBeNull();
    const cluster = canvasElement.querySelector('.react-flow__node:has(.ns-node--selected)');
    await expect(cluster?.getAttribute('aria-label')).toBe('Cluster: Reels 2.2');
    await expect(cluster?.querySelector('.ns-node__label')?.textContent).toBe('Reels 2.2');
  },
};
export const NearZoomLight: Story = { ...NearZoom, globals: { theme: 'light' } };
