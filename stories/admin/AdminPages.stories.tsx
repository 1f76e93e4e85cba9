// Every admin page (SPEC §2 Admin blog area), empty and filled, inside the admin layout.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { adminText } from '../../src/features/admin/adminText';
import { initialBlogState } from '../../src/features/blog/blogSlice';
import { sampleBlogState, samplePosts } from '../../src/features/blog/testing/sampleBlog';
import { AdminScreen, adminRoute, postsNeedingWorkCounted } from './adminScreen';

const meta = {
  title: 'Admin/Pages',
  component: AdminScreen,
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const empty = { blog: { ...initialBlogState, categories: [], tags: [] } };
const seeded = { blog: initialBlogState };
const filled = { blog: sampleBlogState };

const story = (path: string, store: object, play?: Story['play']): Story => ({
  parameters: { route: adminRoute(path), store },
  play,
});

const expectText =
  (...texts: string[]): Story['play'] =>
  async ({ canvasElement }) => {
    for (const text of texts)
      await expect(await within(canvasElement).findByText(text)).toBeInTheDocument();
  };

export const DashboardEmpty = story('/admin/blog', seeded, async (context) => {
  await expectText(adminText.dashboardNoPublished, adminText.dashboardNoDrafts)!(context);
  await postsNeedingWorkCounted(context.canvasElement);
});

export const DashboardFilled = story('/admin/blog', filled, async ({ canvasElement }) => {
  await postsNeedingWorkCounted(canvasElement);
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('list', { name: 'Recent published posts' }).children).toHaveLength(
    3,
  );
  await expect(canvas.getByRole('list', { name: 'Recent drafts' }).children).toHaveLength(1);
});

export const PostsEmpty = story('/admin/blog/posts', seeded, expectText(adminText.postsEmpty));

export const PostsFilled = story('/admin/blog/posts', filled, async ({ canvasElement }) => {
  await expect(within(canvasElement).getAllByRole('row')).toHaveLength(samplePosts.length + 1);
});

export const CategoriesEmpty = story(
  '/admin/blog/categories',
  empty,
  expectText(adminText.categoriesEmpty),
);

export const CategoriesFilled = story(
  '/admin/blog/categories',
  filled,
  expectText('Tampa Marketing', 'AI Workflows'),
);

export const TagsEmpty = story('/admin/blog/tags', empty, expectText(adminText.tagsEmpty));

export const TagsFilled = story(
  '/admin/blog/tags',
  filled,
  expectText('Video Ads', 'SEO', 'YouTube'),
);

export const HowToPost = story(
  '/admin/blog/how-to',
  seeded,
  expectText('Every field of the editor', 'Where your blog is saved, and how to back it up'),
);

export const EditMissingPost = story(
  '/admin/blog/posts/edit/404',
  filled,
  expectText(adminText.editMissing),
);
