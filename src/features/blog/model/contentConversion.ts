/**
 * The browser store's form of the blog (category, tags and author by id) against the file form of
 * content/blog/ (by slug, see ./content.ts): each direction in one place.
 */
import type { PublishedContent, PublishedPost } from './content';
import type { BlogData, Post } from './types';

/** The store id a published category, tag or author gets when the store has none of that slug. */
export const categoryId = (slug: string) => `cat-${slug}`;
export const tagId = (slug: string) => `tag-${slug}`;
export const authorId = (slug: string) => `author-${slug}`;

type Refs = Omit<BlogData, 'posts'>;
type Entry = { id: string; slug: string };

/** A post with its category, author and tags each put through `refOf` (id to slug, or back). */
function withRefs<P extends Post>(
  post: P,
  data: Refs,
  refOf: (items: readonly Entry[], ref: string) => string,
): P {
  return {
    ...post,
    category: refOf(data.categories, post.category),
    author: refOf(data.authors, post.author),
    tags: post.tags.map((ref) => refOf(data.tags, ref)).filter(Boolean),
  };
}

/** A store post in file form: ids of category, tags and author become their slugs. */
export const toPublishedPost = (post: Post, data: Refs): PublishedPost =>
  withRefs(post, data, (items, id) => items.find((item) => item.id === id)?.slug ?? '');

/** A published post in store form: slugs of category, tags and author become the store's ids. */
export const fromPublishedPost = (post: PublishedPost, data: Refs): Post =>
  withRefs(post, data, (items, slug) => items.find((item) => item.slug === slug)?.id ?? '');

/** The store's taxonomy in file form. */
export function toPublishedTaxonomy(data: Refs): Omit<PublishedContent, 'posts'> {
  return {
    categories: data.categories.map(({ name, slug, description }) => ({ name, slug, description })),
    tags: data.tags.map(({ name, slug }) => ({ name, slug })),
    authors: data.authors.map(({ name, slug, bio, avatar }) => ({
      name,
      slug,
      ...(bio === undefined ? {} : { bio }),
      avatar,
    })),
  };
}
