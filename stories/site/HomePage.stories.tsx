// Home page (SPEC §2) in the light and dark schemes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import HomePage from '../../src/features/site/pages/HomePage';
import { expectOneH1 } from './pageStory';

const meta = {
  title: 'Site/Pages/Home',
  component: HomePage,
  parameters: { route: { path: '/', initialEntry: '/' } },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { parameters: { themeMode: 'light' }, play: expectOneH1 };

export const Dark: Story = { parameters: { themeMode: 'dark' }, play: expectOneH1 };
