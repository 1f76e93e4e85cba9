/**
 * Published content (content/blog/) joined with what a browser store holds: the store's own copy
 * of a post or taxonomy entry wins, what only the folder has is added.
 */
import type { PublishedContent } from './content';
import { authorId, categoryId, fromPublishedPost, tagId } from './contentConversion.ts';
import type { BlogData } from './types';

/** Union by slug; the first list's entry wins. */
export function unionBySlug<T extends { slug: string }>(
  first: readonly T[],
  second: readonly T[],
): T[] {
  const seen = new Set(first.map((item) => item.slug));
  return [...first, ...second.filter((item) => !seen.has(item.slug))];
}

/**
 * Published content joined with a store's data: taxonomy is matched by slug (the store's entry,
 * and its id, win), published posts are added unless the store holds the same post (same id, else
 * same slug), whose local copy wins. Returns the store's own data object when nothing is added.
 */
export function withPublished<T extends BlogData>(
  local: T,
  content: PublishedContent,
  skipIds: Readonly<Record<string, unknown>> = {},
): T {
  if (
    content.posts.length === 0 &&
    content.categories.length === 0 &&
    content.tags.length === 0 &&
    content.authors.length === 0
  )
    return local;
  const addMissing = <L extends { id: string; slug: string }, P extends { slug: string }>(
    mine: readonly L[],
    theirs: readonly P[],
    toLocal: (item: P) => L,
  ) => {
    const bySlug = new Set(mine.map((item) => item.slug));
    const added = theirs.filter((item) => !bySlug.has(item.slug)).map(toLocal);
    return added.length ? [...mine, ...added] : (mine as L[]);
  };
  const categories = addMissing(local.categories, content.categories, (c) => ({
    id: categoryId(c.slug),
    ...c,
  }));
  const tags = addMissing(local.tags, content.tags, (t) => ({ id: tagId(t.slug), ...t }));
  const authors = addMissing(local.authors, content.authors, (a) => ({
    id: authorId(a.slug),
    ...a,
  }));
  const localIds = new Set(local.posts.map((post) => post.id));
  const localSlugs = new Set(local.posts.map((post) => post.slug));
  const added = content.posts
    .filter((post) => !localIds.has(post.id) && !localSlugs.has(post.slug) && !(post.id in skipIds))
    .map((post) => fromPublishedPost(post, { categories, tags, authors }));
  if (
    !added.length &&
    categories === local.categories &&
    tags === local.tags &&
    authors === local.authors
  )
    return local;
  return {
    ...local,
    posts: added.length ? [...local.posts, ...added] : local.posts,
    categories,
    tags,
    authors,
  };
}
