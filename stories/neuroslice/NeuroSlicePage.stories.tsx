import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import NeuroSlicePage from '../../src/features/neuroslice/pages/NeuroSlicePage';
import { initialNeuroSliceState } from '../../src/features/neuroslice/neurosliceSlice';
import { freshPlan, readyState } from './plans';

/** The /neuroslice route as a visitor opens it: the tool plus the page's title and description. */
const meta = {
  title: 'NeuroSlice/Pages/NeuroSlicePage',
  component: NeuroSlicePage,
  parameters: { route: { path: '/neuroslice' }, store: { neuroslice: initialNeuroSliceState } },
} satisfies Meta<typeof NeuroSlicePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstVisit: Story = {
  play: async () => {
    await waitFor(() => expect(document.title).toContain('NeuroSlice'));
    await expect(
      within(document.body).getByRole('button', { name: 'Take a slice?' }),
    ).toBeEnabled();
  },
};

export const WithSavedPlan: Story = {
  parameters: { store: { neuroslice: readyState(freshPlan, { activeView: 'map' }) } },
  play: async () => {
    await expect(within(document.body).getByRole('tab', { name: 'Personas' })).toBeEnabled();
  },
};
