/** SPEC texts of the public blog (empty states, titles) in one place. */
import { brand } from '../../lib/brand';

export const blogText = {
  listEmptyTitle: 'No posts found',
  listEmptyDescription: 'Try adjusting your search or filters.',
  categoryEmpty: 'No posts found in this category.',
  tagEmpty: 'No posts found with this tag.',
  authorEmpty: 'No posts found by this author.',
  blogName: `${brand.name} Blog`,
  tagTitle: (name: string) => `Tag: ${name} | ${brand.name} Blog`,
  categoryTitle: (name: string) => `${name} | ${brand.name} Blog`,
  authorHeading: (name: string) => `Posts by ${name}`,
  authorTitle: (name: string) => `Posts by ${name} | ${brand.name} Blog`,
  postTitle: (title: string) => `${title} | ${brand.name} Blog`,
} as const;

export const NOT_FOUND_PATH = '/404';

/** The blog's feeds (written by the build, announced on every blog page). */
export const BLOG_FEEDS = [
  { type: 'application/rss+xml', title: `${brand.name} Blog (RSS)`, href: '/blog/rss.xml' },
  { type: 'application/atom+xml', title: `${brand.name} Blog (Atom)`, href: '/blog/atom.xml' },
] as const;
