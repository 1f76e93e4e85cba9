// Tampa paid ads page (SPEC §2) in the light and dark schemes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import TampaPaidAdsPage from '../../src/features/site/pages/TampaPaidAdsPage';
import { expectOneH1 } from './pageStory';

const meta = {
  title: 'Site/Pages/Tampa paid ads',
  component: TampaPaidAdsPage,
  parameters: { route: { path: '/tampa/paid-ads', initialEntry: '/tampa/paid-ads' } },
} satisfies Meta<typeof TampaPaidAdsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { parameters: { themeMode: 'light' }, play: expectOneH1 };

export const Dark: Story = { parameters: { themeMode: 'dark' }, play: expectOneH1 };
