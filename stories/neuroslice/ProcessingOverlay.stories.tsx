import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NeuroSliceTool } from '../../src/features/neuroslice/components/NeuroSliceTool';
import { STAGE_MESSAGES, STATUS_MESSAGES } from '../../src/features/neuroslice/engine';
import { emptyPlan, type NeuroSliceState } from '../../src/features/neuroslice/neurosliceSlice';
import { STORY_BRAIN_DUMP, freshPlan, readyState } from './plans';

/** The tool while a slice is taken: the overlay over the map, which fills in stage by stage. */
const meta = {
  title: 'NeuroSlice/Processing overlay',
  component: NeuroSliceTool,
  parameters: { route: { path: '/neuroslice' } },
} satisfies Meta<typeof NeuroSliceTool>;

export default meta;
type Story = StoryObj<typeof meta>;

function processing(
  stage: number,
  message: string = STAGE_MESSAGES[stage - 1],
): { store: { neuroslice: Partial<NeuroSliceState> } } {
  // What the store holds at each stage (SPEC §4: partial results arrive after each stage).
  const data =
    stage <= 1
      ? emptyPlan()
      : stage === 2
        ? { ...emptyPlan(), nodes: freshPlan.nodes }
        : stage === 3
          ? { ...emptyPlan(), nodes: freshPlan.nodes, trends: freshPlan.trends }
          : { ...freshPlan, calendar: [] };
  return {
    store: {
      neuroslice: readyState(data, {
        status: 'PROCESSING',
        statusMessage: message,
        brainDump: STORY_BRAIN_DUMP,
        plannedAt: null,
      }),
    },
  };
}

const showsStage = (stage: number, message: string) => async () => {
  const overlay = await within(document.body).findByRole('dialog', { name: 'Taking your slice' });
  await expect(await within(overlay).findByRole('status')).toHaveTextContent(message);
  await expect(
    await within(overlay).findByRole('progressbar', { name: 'Generation progress' }),
  ).toHaveAttribute('aria-valuenow', String((stage / 5) * 100));
  await expect(await within(overlay).findByRole('button', { name: 'Skip' })).toBeInTheDocument();
};

export const Stage1ParsingInput: Story = {
  parameters: processing(1),
  play: showsStage(1, STAGE_MESSAGES[0]),
};
export const Stage2BuildingContentPillars: Story = {
  parameters: processing(2),
  play: showsStage(2, STAGE_MESSAGES[1]),
};
export const Stage3AnalyzingTrends: Story = {
  parameters: processing(3),
  play: showsStage(3, STAGE_MESSAGES[2]),
};
export const Stage4GeneratingPersonas: Story = {
  parameters: processing(4),
  play: showsStage(4, STAGE_MESSAGES[3]),
};
export const Stage5BuildingCalendar: Story = {
  parameters: processing(5),
  play: showsStage(5, STAGE_MESSAGES[4]),
};

/** After Skip: 'Skipping ahead...' with every stage reached, the button spent. */
export const SkippingAhead: Story = {
  parameters: processing(5, STATUS_MESSAGES.skipping),
  play: async () => {
    await expect(await within(document.body).findByRole('button', { name: 'Skip' })).toBeDisabled();
  },
};

export const Stage3Light: Story = {
  parameters: { store: { neuroslice: { ...processing(3).store.neuroslice, theme: 'light' } } },
};
