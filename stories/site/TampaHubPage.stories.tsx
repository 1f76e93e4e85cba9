// Tampa hub page (SPEC §2) in the light and dark schemes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import TampaHubPage from '../../src/features/site/pages/TampaHubPage';
import { expectOneH1 } from './pageStory';

const meta = {
  title: 'Site/Pages/Tampa hub',
  component: TampaHubPage,
  parameters: { route: { path: '/tampa', initialEntry: '/tampa' } },
} satisfies Meta<typeof TampaHubPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { parameters: { themeMode: 'light' }, play: expectOneH1 };

export const Dark: Story = { parameters: { themeMode: 'dark' }, play: expectOneH1 };
