// The Publishing page (docs/PRODUCT.md#publishing-from-anywhere): not connected, connecting,
// connected, and each failure the owner can meet, light and dark. The states are set on the page's
// session store; connecting for real is covered by e2e/github against the GitHub double.
import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import PublishingPage from '../../src/features/admin/pages/PublishingPage';
import { BackendError, backendMessages } from '../../src/features/admin/publishing/backendError';
import type { GitHubStore } from '../../src/features/admin/publishing/githubStore';
import {
  setPublishingStatus,
  type PublishingStatus,
} from '../../src/features/admin/publishing/publishingSession';
import { sampleBlogState } from '../../src/features/blog/testing/sampleBlog';

const connection = { repo: 'bayshore/site', branch: 'main', token: 'x', remember: false };

/** Sets the session's status before the page's first render. */
function WithStatus({ status, children }: { status: PublishingStatus; children: ReactNode }) {
  useState(() => setPublishingStatus(status));
  return children;
}

const meta = {
  title: 'Admin/Publishing',
  component: PublishingPage,
  parameters: { store: { blog: sampleBlogState } },
} satisfies Meta<typeof PublishingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (status: PublishingStatus, shows: string): Story => ({
  render: () => (
    <WithStatus status={status}>
      <PublishingPage />
    </WithStatus>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(shows, { exact: false })).toBeVisible();
  },
});
const dark = (base: Story): Story => ({ ...base, globals: { theme: 'dark' } });
const failed = (error: BackendError) =>
  story({ state: 'failed', connection, error }, error.message);

export const NotConnected = story({ state: 'off' }, 'Not connected');
export const NotConnectedDark = dark(NotConnected);
export const Connecting = story({ state: 'connecting', connection }, 'Connecting to bayshore/site');
export const ConnectingDark = dark(Connecting);
export const Connected = story(
  { state: 'connected', connection, store: {} as GitHubStore },
  'Connected to bayshore/site (main)',
);
export const ConnectedDark = dark(Connected);
export const WrongToken = failed(new BackendError('unauthorised', backendMessages.unauthorised()));
export const WrongTokenDark = dark(WrongToken);
export const NoWriteAccess = failed(
  new BackendError('forbidden', backendMessages.forbidden(connection.repo)),
);
export const NoWriteAccessDark = dark(NoWriteAccess);
export const NoSuchRepository = failed(
  new BackendError('not-found', backendMessages.notFound(connection.repo)),
);
export const NoSuchRepositoryDark = dark(NoSuchRepository);
export const NoSuchBranch = failed(
  new BackendError('no-branch', backendMessages.noBranch(connection.repo, 'production')),
);
export const NoSuchBranchDark = dark(NoSuchBranch);
export const GitHubUnreachable = failed(
  new BackendError('unreachable', backendMessages.unreachable()),
);
export const GitHubUnreachableDark = dark(GitHubUnreachable);
// A fixed time, so the picture does not change with the clock.
const reset = new Date(Date.UTC(2026, 10, 27, 15, 45));
export const RateLimited = failed(
  new BackendError('rate-limited', backendMessages.rateLimited(reset), reset),
);
export const RateLimitedDark = dark(RateLimited);
