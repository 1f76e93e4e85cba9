// Paid ads overview page (SPEC §2) in the light and dark schemes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import PaidAdsPage from '../../src/features/site/pages/PaidAdsPage';
import { expectOneH1 } from './pageStory';

const meta = {
  title: 'Site/Pages/Paid ads overview',
  component: PaidAdsPage,
  parameters: { route: { path: '/services/paid-ads', initialEntry: '/services/paid-ads' } },
} satisfies Meta<typeof PaidAdsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { parameters: { themeMode: 'light' }, play: expectOneH1 };

export const Dark: Story = { parameters: { themeMode: 'dark' }, play: expectOneH1 };
