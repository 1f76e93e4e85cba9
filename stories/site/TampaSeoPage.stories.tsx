// Tampa SEO page (SPEC §2) in the light and dark schemes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import TampaSeoPage from '../../src/features/site/pages/TampaSeoPage';
import { expectOneH1 } from './pageStory';

const meta = {
  title: 'Site/Pages/Tampa SEO',
  component: TampaSeoPage,
  parameters: { route: { path: '/tampa/seo', initialEntry: '/tampa/seo' } },
} satisfies Meta<typeof TampaSeoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { parameters: { themeMode: 'light' }, play: expectOneH1 };

export const Dark: Story = { parameters: { themeMode: 'dark' }, play: expectOneH1 };
