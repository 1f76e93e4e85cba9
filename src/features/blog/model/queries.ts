/** The blog's read rules (SPEC §4, §9): what is public, in which order, what is related, what a search finds. */
import type { BlogData, Post } from './types';

const isPublished = (post: Post) => post.status === 'published';

const time = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
};

interface NewestKey {
  published: number;
  updated: number;
  id: string;
}

const newestKey = (post: Post): NewestKey => ({
  published: time(post.publish_date),
  updated: time(post.updated_date),
  id: post.id,
});

const compareNewest = (a: NewestKey, b: NewestKey) =>
  b.published - a.published || b.updated - a.updated || b.id.localeCompare(a.id);

/** Newest publish date first; ties broken by the later save, then by id, so order is stable. */
export function byNewest(a: Post, b: Post): number {
  return compareNewest(newestKey(a), newestKey(b));
}

/**
 * `posts` in byNewest's order, each date parsed once rather than on every comparison (the build
 * sorts a thousand posts for each post page's related posts).
 */
function sortByNewest(posts: Post[]): Post[] {
  return posts
    .map((post) => ({ post, key: newestKey(post) }))
    .sort((a, b) => compareNewest(a.key, b.key))
    .map(({ post }) => post);
}

/** Published posts, newest first. A future publish date does not hide a post (SPEC §4). */
export function publishedPosts(posts: readonly Post[]): Post[] {
  return sortByNewest(posts.filter(isPublished));
}

export function draftPosts(posts: readonly Post[]): Post[] {
  return sortByNewest(posts.filter((post) => !isPublished(post)));
}

export interface PostFilters {
  search?: string;
  categoryId?: string;
  tagId?: string;
}

/** SPEC §9: search matches title or excerpt, case-insensitive; category and tag narrow further. */
export function filterPosts(
  posts: readonly Post[],
  { search = '', categoryId, tagId }: PostFilters,
): Post[] {
  const needle = search.trim().toLowerCase();
  return posts.filter(
    (post) =>
      (!needle ||
        post.title.toLowerCase().includes(needle) ||
        post.excerpt.toLowerCase().includes(needle)) &&
      (!categoryId || post.category === categoryId) &&
      (!tagId || post.tags.includes(tagId)),
  );
}

const RELATED_POSTS_LIMIT = 3;

/** Up to 3 published posts in the same category or sharing a tag, never the post itself; newest first. */
export function relatedPosts(
  post: Post,
  posts: readonly Post[],
  limit = RELATED_POSTS_LIMIT,
): Post[] {
  return relatedAmongNewest(post, publishedPosts(posts), limit);
}

/**
 * relatedPosts, given the published posts already newest first (selectVisiblePublishedPosts,
 * sorted once): the first matches, without sorting or reading the rest.
 */
export function relatedAmongNewest(
  post: Post,
  newestFirst: readonly Post[],
  limit = RELATED_POSTS_LIMIT,
): Post[] {
  const related: Post[] = [];
  for (const other of newestFirst) {
    if (related.length === limit) break;
    if (
      other.id !== post.id &&
      ((post.category !== '' && other.category === post.category) ||
        other.tags.some((tag) => post.tags.includes(tag)))
    )
      related.push(other);
  }
  return related;
}

export const findBySlug = <T extends { slug: string }>(
  items: readonly T[],
  slug: string | undefined,
) => (slug === undefined ? undefined : items.find((item) => item.slug === slug));

export const findById = <T extends { id: string }>(items: readonly T[], id: string | undefined) =>
  id === undefined ? undefined : items.find((item) => item.id === id);

/** The published post a public URL names, or undefined (unknown slug or unpublished: SPEC §8 -> /404). */
export function publishedPostBySlug(
  posts: readonly Post[],
  slug: string | undefined,
): Post | undefined {
  const post = findBySlug(posts, slug);
  return post && isPublished(post) ? post : undefined;
}

/** Is `slug` already used by a post other than `exceptId`? */
export function isPostSlugTaken(posts: readonly Post[], slug: string, exceptId?: string): boolean {
  return posts.some((post) => post.slug === slug && post.id !== exceptId);
}

/** Tags of a post that still exist, in the blog's tag order. */
export function tagsOf(post: Post, data: Pick<BlogData, 'tags'>) {
  return data.tags.filter((tag) => post.tags.includes(tag.id));
}

/** Meta description of a post page: seo_meta_description, else the excerpt. */
export function postDescription(post: Post): string {
  return post.seo_meta_description.trim() || post.excerpt.trim() || post.title;
}
