/**
 * When a page of the published blog cannot be rendered, the owner needs the file and the field to
 * fix, not a stack trace: this names them. The build writes every other page and then fails
 * (scripts/prerender.mjs).
 */
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { IslandProviders } from '../design-system';
import { PostArticle } from '../features/blog/components/PostArticle';
import { postFileName, TAXONOMY_FILES } from '../features/blog/model/content';
import type { Post } from '../features/blog/model/types';
import { publishedContent } from '../features/blog/published';
import { errorMessage } from '../lib/errorMessage';

/** The fields a post page shows, in the order the page shows them. */
const SHOWN_FIELDS = [
  'title',
  'excerpt',
  'publish_date',
  'cover_image',
  'alt_text',
  'body',
] as const satisfies readonly (keyof Post)[];

type ShownPost = Pick<Post, (typeof SHOWN_FIELDS)[number]>;

function rendersWithout(post: ShownPost, field: (typeof SHOWN_FIELDS)[number] | null) {
  try {
    const tried = field ? { ...post, [field]: '' } : post;
    renderToString(
      <IslandProviders cache={createCache({ key: 'css' })}>
        <PostArticle post={tried} tags={[]} />
      </IslandProviders>,
    );
    return true;
  } catch {
    return false;
  }
}

/** The field of a post whose value the post's article cannot render, if one alone is to blame. */
export function failingField(post: ShownPost): string | undefined {
  if (rendersWithout(post, null)) return undefined;
  return SHOWN_FIELDS.find((field) => post[field] !== '' && rendersWithout(post, field));
}

const TAXONOMY_PAGES: Record<string, string> = {
  category: TAXONOMY_FILES.categories,
  tag: TAXONOMY_FILES.tags,
  author: TAXONOMY_FILES.authors,
};

/** The message a failed page gets: its content file and field when the page is the blog's. */
export function renderFailure(path: string, error: unknown): string {
  const reason = errorMessage(error);
  const [, section, slug] = path.split('/');
  const post =
    section === 'blog' ? publishedContent.posts.find((each) => each.slug === slug) : undefined;
  if (post) {
    const field = failingField(post);
    return `content/blog/${postFileName(post.slug)}: ${field ? `${field}: ` : ''}the page ${path} could not be rendered (${reason})`;
  }
  const taxonomy = TAXONOMY_PAGES[section];
  if (taxonomy)
    return `content/blog/${taxonomy}: ${slug}: the page ${path} could not be rendered (${reason})`;
  return `${path}: the page could not be rendered (${reason})`;
}
