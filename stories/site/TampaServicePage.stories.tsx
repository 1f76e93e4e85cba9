// Tampa digital marketing services page (SPEC §2) in the light and dark schemes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import TampaServicePage from '../../src/features/site/pages/TampaServicePage';
import { expectOneH1 } from './pageStory';

const meta = {
  title: 'Site/Pages/Tampa digital marketing services',
  component: TampaServicePage,
  parameters: {
    route: {
      path: '/tampa/digital-marketing-services',
      initialEntry: '/tampa/digital-marketing-services',
    },
  },
} satisfies Meta<typeof TampaServicePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { parameters: { themeMode: 'light' }, play: expectOneH1 };

export const Dark: Story = { parameters: { themeMode: 'dark' }, play: expectOneH1 };
