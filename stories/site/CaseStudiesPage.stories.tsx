// Case studies page (SPEC §2) in the light and dark schemes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import CaseStudiesPage from '../../src/features/site/pages/CaseStudiesPage';
import { expectOneH1 } from './pageStory';

const meta = {
  title: 'Site/Pages/Case studies',
  component: CaseStudiesPage,
  parameters: { route: { path: '/work', initialEntry: '/work' } },
} satisfies Meta<typeof CaseStudiesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { parameters: { themeMode: 'light' }, play: expectOneH1 };

export const Dark: Story = { parameters: { themeMode: 'dark' }, play: expectOneH1 };

/** /case-studies renders the same page with its own title and description. */
export const CaseStudiesUrl: Story = {
  parameters: { route: { path: '/case-studies', initialEntry: '/case-studies' } },
  play: expectOneH1,
};
