// Login page (SPEC §2) in the light and dark schemes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import LoginPage from '../../src/features/site/pages/LoginPage';
import { expectOneH1 } from './pageStory';

const meta = {
  title: 'Site/Pages/Login',
  component: LoginPage,
  parameters: { route: { path: '/login', initialEntry: '/login' } },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { parameters: { themeMode: 'light' }, play: expectOneH1 };

export const Dark: Story = { parameters: { themeMode: 'dark' }, play: expectOneH1 };
