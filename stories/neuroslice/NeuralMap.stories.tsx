import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import Box from '@mui/material/Box';
import { NeuralMap } from '../../src/features/neuroslice/map/NeuralMap';
import type { ContentNode } from '../../src/features/neuroslice/engine';
import { bigPlan, deepPlan, freshPlan } from './plans';
import { ensureDomMatrix } from './jsdomFlow';

function MapFrame({
  plan,
  activeNodeId = null,
}: {
  plan: readonly ContentNode[];
  activeNodeId?: string | null;
}) {
  return (
    <Box
      sx={{ position: 'relative', height: '100vh', minHeight: 560, bgcolor: 'background.default' }}
    >
      <NeuralMap plan={plan} activeNodeId={activeNodeId} onSelectNode={() => undefined} />
    </Box>
  );
}

const meta = {
  title: 'NeuroSlice/Neural Map',
  component: MapFrame,
  globals: { theme: 'dark' },
  beforeEach: () => ensureDomMatrix(),
  args: { plan: freshPlan.nodes },
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
    await expect(await countNodes(canvasElement, 'microAsset')).toBeGreaterThanOrEqual(2);
    await expect(await countNodes(canvasElement, 'detail')).toBeGreaterThanOrEqual(2);
  },
};

/** With the deepest node selected (highlighted ring). */
export const WithSelectedNode: Story = {
  args: { plan: deepPlan.nodes, activeNodeId: deepPlan.nodes.at(-1)!.id },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.ns-node--selected')).not.toBeNull());
  },
};

/** 2,000 nodes, the size `npm run bench:map` measures. */
export const TwoThousandNodes: Story = {
  args: { plan: bigPlan.nodes },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelectorAll('.react-flow__node')).toHaveLength(2000),
      { timeout: 15000 },
    );
  },
};

export const Light: Story = {
  globals: { theme: 'light' },
};
