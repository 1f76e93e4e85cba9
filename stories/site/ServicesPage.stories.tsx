// Services page (SPEC §2) in the light and dark schemes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import ServicesPage from '../../src/features/site/pages/ServicesPage';
import { expectOneH1 } from './pageStory';

const meta = {
  title: 'Site/Pages/Services',
  component: ServicesPage,
  parameters: { route: { path: '/services', initialEntry: '/services' } },
} satisfies Meta<typeof ServicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { parameters: { themeMode: 'light' }, play: expectOneH1 };

export const Dark: Story = { parameters: { themeMode: 'dark' }, play: expectOneH1 };
