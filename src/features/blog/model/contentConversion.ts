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

/** A store post in file form: ids of category, tags and author become their slugs. */
export function toPublishedPost(post: Post, data: Omit<BlogData, 'posts'>): PublishedPost {
  const slugOf = (items: readonly { id: string; slug: string }[], id: string) =>
    items.find((item) => item.id === id)?.slug ?? '';
  return {
    ...post,
    category: slugOf(data.categories, post.category),
    author: slugOf(data.authors, post.author),
    tags: post.tags.map((id) => slugOf(data.tags, id)).filter(Boolean),
  };
}

/** A published post in store form: slugs of category, tags and author become the store's ids. */
export function fromPublishedPost(post: PublishedPost, data: Omit<BlogData, 'posts'>): Post {
  const idOf = (items: readonly { id: string; slug: string }[], slug: string) =>
    items.find((item) => item.slug === slug)?.id ?? '';
  return {
    ...post,
    category: idOf(data.categories, post.category),
    author: idOf(data.authors, post.author),
    tags: post.tags.map((slug) => idOf(data.tags, slug)).filter(Boolean),
  };
}

/** The store's taxonomy in file form. */
export function toPublishedTaxonomy(
  data: Omit<BlogData, 'posts'>,
): Omit<PublishedContent, 'posts'> {
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
