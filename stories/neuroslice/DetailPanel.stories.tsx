import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Box from '@mui/material/Box';
import {
  DetailPanel,
  type DetailPanelProps,
} from '../../src/features/neuroslice/panels/DetailPanel';
import { LEVEL_NAMES, type NodeLevel } from '../../src/features/neuroslice/engine';
import { deepPlan, nodeAtLevel } from './plans';

function PanelFrame(props: DetailPanelProps) {
  return (
    <Box
      sx={{ position: 'relative', height: '100vh', minHeight: 720, bgcolor: 'background.default' }}
    >
      <DetailPanel {...props} />
    </Box>
  );
}

const meta = {
  title: 'NeuroSlice/Detail panel',
  component: PanelFrame,
  globals: { theme: 'dark' },
  args: {
    node: nodeAtLevel(deepPlan, 1),
    variants: deepPlan.variants,
    personas: deepPlan.personas,
    onClose: () => undefined,
    onDeepen: () => undefined,
    canDeepen: true,
  },
} satisfies Meta<typeof PanelFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const levelStory = (level: NodeLevel): Story => ({
  args: { node: nodeAtLevel(deepPlan, level), canDeepen: level < 5 },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(panel.getByText(`Level ${level} · ${LEVEL_NAMES[level]}`)).toBeInTheDocument();
    await expect(panel.getByRole('button', { name: 'Close details' })).toBeInTheDocument();
    // SPEC §5: Deepen Cluster only below level 5; variants exist from level 3 down.
    await expect(panel.queryAllByRole('button', { name: 'Deepen Cluster' })).toHaveLength(
      level < 5 ? 1 : 0,
    );
    await expect(panel.queryAllByText(/^For /)).toHaveLength(level >= 3 ? 3 : 0);
  },
});

export const Pillar = levelStory(1);
export const Cluster = levelStory(2);
export const Asset = levelStory(3);
export const MicroAsset = levelStory(4);
export const Detail = levelStory(5);

export const AssetLight: Story = { ...levelStory(3), globals: { theme: 'light' } };

/** While a deepen is under way the button waits. */
export const Deepening: Story = {
  args: { node: nodeAtLevel(deepPlan, 2), canDeepen: true, deepening: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Deepen Cluster' }),
    ).toBeDisabled();
  },
};
