// Workflows page (SPEC §2) in the light and dark schemes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import WorkflowsPage from '../../src/features/site/pages/WorkflowsPage';
import { expectOneH1 } from './pageStory';

const meta = {
  title: 'Site/Pages/Workflows',
  component: WorkflowsPage,
  parameters: { route: { path: '/workflows', initialEntry: '/workflows' } },
} satisfies Meta<typeof WorkflowsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { parameters: { themeMode: 'light' }, play: expectOneH1 };

export const Dark: Story = { parameters: { themeMode: 'dark' }, play: expectOneH1 };
