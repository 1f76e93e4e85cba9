// Every site notice (SPEC §6, §8): each 'Feature Coming Soon!' trigger, and 'Login Attempted'.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ComponentType } from 'react';
import CaseStudiesPage from '../../src/features/site/pages/CaseStudiesPage';
import LoginPage from '../../src/features/site/pages/LoginPage';
import ResourcesPage from '../../src/features/site/pages/ResourcesPage';
import WorkflowsPage from '../../src/features/site/pages/WorkflowsPage';
import {
  FEATURE_COMING_SOON_TITLE,
  loginAttemptedNotice,
} from '../../src/features/site/content/notices';

function Page({ page: Component }: { page: ComponentType }) {
  return <Component />;
}

const meta = {
  title: 'Site/Notices',
  component: Page,
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const comingSoon = (
  page: ComponentType,
  path: string,
  button: string | RegExp,
  what: string,
): Story => ({
  args: { page },
  parameters: { route: { path, initialEntry: path } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
    const notice = await within(document.body).findByRole('status');
    await expect(notice).toHaveTextContent(FEATURE_COMING_SOON_TITLE);
    await expect(notice).toHaveTextContent(`${what} isn't implemented yet`);
  },
});

export const DownloadAllPlaybooks = comingSoon(
  WorkflowsPage,
  '/workflows',
  'Download All Playbooks',
  'Downloading all playbooks',
);
export const PlaybookDownload = comingSoon(
  WorkflowsPage,
  '/workflows',
  'Download playbook: Review Engine',
  'Playbook downloads',
);
export const ResourceArticle = comingSoon(
  ResourcesPage,
  '/resources',
  /The 2026 Tampa Local SEO Checklist/,
  'Resource articles',
);
export const ResourceDownload = comingSoon(
  ResourcesPage,
  '/resources',
  'Download: Lead Follow-Up Message Templates',
  'Downloads',
);
export const VideoTutorial = comingSoon(
  ResourcesPage,
  '/resources',
  /Building a Review Engine That Runs Itself/,
  'Video tutorials',
);
export const CaseStudyVideo = comingSoon(
  CaseStudiesPage,
  '/work',
  /^Play video: Med spa/,
  'Case study videos',
);

export const LoginAttempted: Story = {
  args: { page: LoginPage },
  parameters: { route: { path: '/login', initialEntry: '/login' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Email/ }),
      'owner@bayshoresignal.example',
    );
    await userEvent.type(canvas.getByLabelText(/Password/), 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    const notice = await within(document.body).findByRole('status');
    await expect(notice).toHaveTextContent(loginAttemptedNotice.title);
    await expect(notice).toHaveTextContent(loginAttemptedNotice.description!);
  },
};
