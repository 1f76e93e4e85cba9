/**
 * A page the build cannot render names its content file and the field to fix
 * (src/app/contentFailure.tsx). A Markdown renderer that throws on one body stands for any
 * failure a post's value could cause.
 */
import { describe, expect, it, vi } from 'vitest';
import type * as Markdown from '../features/blog/model/markdown';

vi.mock('../features/blog/model/markdown', async (original) => {
  const actual = await original<typeof Markdown>();
  return {
    ...actual,
    renderMarkdown: (body: string) => {
      if (body.includes('cannot render')) throw new Error('the renderer gave up');
      return actual.renderMarkdown(body);
    },
  };
});
vi.mock('virtual:blog-content', () => ({
  default: {
    posts: [
      {
        id: '1',
        title: 'A post that breaks',
        slug: 'a-post-that-breaks',
        body: 'This body cannot render.',
        excerpt: 'Fine',
        cover_image: '',
        alt_text: '',
        category: '',
        tags: [],
        canonical_url: '',
        status: 'published',
        publish_date: '2026-10-01T09:00:00.000Z',
        author: 'maya-castillo',
        seo_meta_title: '',
        seo_meta_description: '',
        focus_keyphrase: '',
        updated_date: '2026-10-01T09:00:00.000Z',
      },
    ],
    categories: [],
    tags: [],
    authors: [{ name: 'Maya Castillo', slug: 'maya-castillo', avatar: '' }],
  },
}));

const { failingField, renderFailure } = await import('./contentFailure');

describe('a page the build cannot render', () => {
  it('names the post file and the field whose value breaks it', () => {
    expect(renderFailure('/blog/a-post-that-breaks', new Error('the renderer gave up'))).toBe(
      'content/blog/posts/a-post-that-breaks.md: body: the page /blog/a-post-that-breaks could not be rendered (the renderer gave up)',
    );
  });

  it('names no field when the article renders (the failure is elsewhere on the page)', () => {
    const post = {
      title: 'Fine',
      excerpt: '',
      publish_date: '2026-10-01T09:00:00.000Z',
      cover_image: '',
      alt_text: '',
      body: 'Plain words.',
    };
    expect(failingField(post)).toBeUndefined();
  });

  it('names the taxonomy file of a category, tag or author page', () => {
    expect(renderFailure('/tag/reviews', new Error('x'))).toBe(
      'content/blog/tags.yml: reviews: the page /tag/reviews could not be rendered (x)',
    );
  });
});
