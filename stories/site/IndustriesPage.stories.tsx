// Industries page (SPEC §2) in the light and dark schemes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import IndustriesPage from '../../src/features/site/pages/IndustriesPage';
import { expectOneH1 } from './pageStory';

const meta = {
  title: 'Site/Pages/Industries',
  component: IndustriesPage,
  parameters: { route: { path: '/industries', initialEntry: '/industries' } },
} satisfies Meta<typeof IndustriesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { parameters: { themeMode: 'light' }, play: expectOneH1 };

export const Dark: Story = { parameters: { themeMode: 'dark' }, play: expectOneH1 };
