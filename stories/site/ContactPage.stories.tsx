// Contact page (SPEC §2) in the light and dark schemes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import ContactPage from '../../src/features/site/pages/ContactPage';
import { expectOneH1 } from './pageStory';

const meta = {
  title: 'Site/Pages/Contact',
  component: ContactPage,
  parameters: { route: { path: '/contact', initialEntry: '/contact' } },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { parameters: { themeMode: 'light' }, play: expectOneH1 };

export const Dark: Story = { parameters: { themeMode: 'dark' }, play: expectOneH1 };
