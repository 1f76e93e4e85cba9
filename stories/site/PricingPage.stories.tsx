// Pricing page (SPEC §2) in the light and dark schemes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import PricingPage from '../../src/features/site/pages/PricingPage';
import { expectOneH1 } from './pageStory';

const meta = {
  title: 'Site/Pages/Pricing',
  component: PricingPage,
  parameters: { route: { path: '/pricing', initialEntry: '/pricing' } },
} satisfies Meta<typeof PricingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { parameters: { themeMode: 'light' }, play: expectOneH1 };

export const Dark: Story = { parameters: { themeMode: 'dark' }, play: expectOneH1 };
