// Every public blog page (SPEC §2 Public blog), filled and empty, plus the /404 redirects.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ComponentType } from 'react';
import AuthorPage from '../../src/features/blog/pages/AuthorPage';
import BlogListPage from '../../src/features/blog/pages/BlogListPage';
import CategoryPage from '../../src/features/blog/pages/CategoryPage';
import PostPage from '../../src/features/blog/pages/PostPage';
import TagPage from '../../src/features/blog/pages/TagPage';
import { blogText } from '../../src/features/blog/blogText';
import { initialBlogState } from '../../src/features/blog/blogSlice';
import { sampleBlogState, samplePosts } from '../../src/features/blog/testing/sampleBlog';

function Page({ page: Component }: { page: ComponentType }) {
  return <Component />;
}

const meta = {
  title: 'Blog/Pages',
  component: Page,
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const notFound = [{ path: '/404', element: <h1>Page not found</h1> }];

const story = (
  page: ComponentType,
  path: string,
  initialEntry: string,
  filled: boolean,
  play?: Story['play'],
): Story => ({
  args: { page },
  parameters: {
    route: { path, initialEntry, extra: notFound },
    store: { blog: filled ? sampleBlogState : initialBlogState },
  },
  play,
});

const findText =
  (text: string): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text)).toBeInTheDocument();
  };

export const ListFilled = story(BlogListPage, '/blog', '/blog', true, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getAllByRole('link', { name: /^Read More/ })).toHaveLength(3);
});

export const ListEmpty = story(BlogListPage, '/blog', '/blog', false, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(blogText.listEmptyTitle)).toBeInTheDocument();
  await expect(canvas.getByText(blogText.listEmptyDescription)).toBeInTheDocument();
});

export const ListSearchWithoutMatch = story(
  BlogListPage,
  '/blog',
  '/blog',
  true,
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search posts' }), 'hurricane');
    await expect(await canvas.findByText(blogText.listEmptyDescription)).toBeInTheDocument();
  },
);

export const ListFilteredByTag = story(
  BlogListPage,
  '/blog',
  '/blog?tag=youtube',
  true,
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link', { name: /^Read More/ })).toHaveLength(
      1,
    );
  },
);

export const Post = story(
  PostPage,
  '/blog/:slug',
  `/blog/${samplePosts[0].slug}`,
  true,
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(samplePosts[0].title);
    await expect(canvas.getByText('1 min read')).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Related posts' })).toBeInTheDocument();
  },
);

/** On a phone: the byline on one line, the date and read time together on the next. */
export const PostOnAPhone: Story = {
  ...Post,
  parameters: { ...Post.parameters, viewport: { defaultViewport: 'mobile2' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const time = canvas.getByText('1 min read');
    const date = canvasElement.querySelector('time')!;
    // The dot never ends a line alone: date, dot and read time share one line.
    await expect(
      Math.abs(time.getBoundingClientRect().top - date.getBoundingClientRect().top),
    ).toBeLessThan(2);
  },
};

export const PostWithoutRelated = story(
  PostPage,
  '/blog/:slug',
  `/blog/${samplePosts[2].slug}`,
  true,
);

export const PostUnknownGoesTo404 = story(
  PostPage,
  '/blog/:slug',
  '/blog/no-such-post',
  true,
  findText('Page not found'),
);

export const PostUnpublishedGoesTo404 = story(
  PostPage,
  '/blog/:slug',
  `/blog/${samplePosts[3].slug}`,
  true,
  findText('Page not found'),
);

export const CategoryFilled = story(
  CategoryPage,
  '/category/:slug',
  '/category/tampa-marketing',
  true,
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link', { name: /^Read More/ })).toHaveLength(
      2,
    );
  },
);

export const CategoryEmpty = story(
  CategoryPage,
  '/category/:slug',
  '/category/ai-workflows',
  false,
  findText(blogText.categoryEmpty),
);

export const CategoryUnknownGoesTo404 = story(
  CategoryPage,
  '/category/:slug',
  '/category/nope',
  true,
  findText('Page not found'),
);

export const TagFilled = story(
  TagPage,
  '/tag/:slug',
  '/tag/seo',
  true,
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('#SEO');
    await expect(canvas.getByText('Tag', { selector: 'p' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: /^Read More/ })).toHaveLength(2);
  },
);

export const TagEmpty = story(
  TagPage,
  '/tag/:slug',
  '/tag/video-ads',
  false,
  findText(blogText.tagEmpty),
);

export const AuthorFilled = story(
  AuthorPage,
  '/author/:slug',
  '/author/bayshore-signal-team',
  true,
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Posts by Bayshore Signal Team' }),
    ).toBeInTheDocument();
    const titles = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(titles).toEqual(samplePosts.slice(0, 3).map((p) => p.title));
  },
);

export const AuthorEmpty = story(
  AuthorPage,
  '/author/:slug',
  '/author/bayshore-signal-team',
  false,
  findText(blogText.authorEmpty),
);

export const AuthorUnknownGoesTo404 = story(
  AuthorPage,
  '/author/:slug',
  '/author/nobody',
  true,
  findText('Page not found'),
);
