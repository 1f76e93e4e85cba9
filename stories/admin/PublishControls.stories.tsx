// Publish controls of a post: Local only with the publish bundle (no content API, as on the deployed
// site), Published and Changed since publish with the dev server's content API.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PublishControls } from '../../src/features/admin/components/PublishControls';
import { toPublishedPost } from '../../src/features/blog/model/contentConversion';
import type { ContentApi, PublishedContent } from '../../src/features/blog';
import { sampleBlogState, samplePosts } from '../../src/features/blog/testing/sampleBlog';

const post = samplePosts[0];
const published: PublishedContent = {
  posts: [toPublishedPost(post, sampleBlogState)],
  categories: [],
  tags: [],
  authors: [],
};

/** A content API as the dev server answers it (the real one is covered by e2e/publish). */
function apiWith(content: PublishedContent | undefined): ContentApi {
  return {
    read: async () => content,
    publish: async () => published,
    unpublish: async () => ({ ...published, posts: [] }),
  };
}

const noApi = apiWith(undefined);
const devApi = apiWith(published);
const changedApi = apiWith({
  ...published,
  posts: [{ ...published.posts[0], title: 'An older title' }],
});

const meta = {
  title: 'Admin/Publish controls',
  component: PublishControls,
  parameters: { store: { blog: sampleBlogState } },
  args: { post, api: noApi },
} satisfies Meta<typeof PublishControls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LocalOnlyDownloadBundle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Local only')).toBeInTheDocument();
    await expect(
      await canvas.findByRole('button', { name: 'Download publish bundle' }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: `Publish ${post.title}` })).toBeNull();
  },
};

export const PublishedWithContentApi: Story = {
  args: { api: devApi },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Published')).toBeInTheDocument();
    await expect(
      await canvas.findByRole('button', { name: `Unpublish ${post.title}` }),
    ).toBeEnabled();
    await expect(canvas.getByRole('button', { name: `Publish ${post.title}` })).toBeDisabled();
  },
};

export const ChangedSincePublish: Story = {
  args: { api: changedApi },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Changed since publish')).toBeInTheDocument();
    const publish = await canvas.findByRole('button', { name: `Publish ${post.title}` });
    await expect(publish).toBeEnabled();
    await userEvent.click(publish);
    await expect(await canvas.findByText('Published')).toBeInTheDocument();
  },
};
