// Resources page (SPEC §2) in the light and dark schemes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import ResourcesPage from '../../src/features/site/pages/ResourcesPage';
import { expectOneH1 } from './pageStory';

const meta = {
  title: 'Site/Pages/Resources',
  component: ResourcesPage,
  parameters: { route: { path: '/resources', initialEntry: '/resources' } },
} satisfies Meta<typeof ResourcesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { parameters: { themeMode: 'light' }, play: expectOneH1 };

export const Dark: Story = { parameters: { themeMode: 'dark' }, play: expectOneH1 };
