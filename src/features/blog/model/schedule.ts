/**
 * Scheduling (docs/PRODUCT.md#scheduling), apart from the content files' YAML so the admin's first
 * screen can tell a scheduled post without loading it.
 */
import type { PublishedContent } from './content';
import type { Post } from './types';

/**
 * A published post whose publish date is still to come (docs/PRODUCT.md#scheduling). A date
 * without a time is midnight UTC, as `Date.parse` and Hugo read it.
 */
export function isScheduled(post: Pick<Post, 'status' | 'publish_date'>, now: Date): boolean {
  return post.status === 'published' && Date.parse(post.publish_date) > now.getTime();
}

/**
 * What the public site shows at `now` (docs/PRODUCT.md#scheduling): a scheduled post is left out
 * until its date, as Hugo and Jekyll do. Its category, tag and author pages follow (a page exists
 * only while a post fills it); the taxonomy itself stays whole, because the publish bundle writes
 * the taxonomy files from it and a scheduled post in the repository must still find its entries.
 */
export function withoutScheduled(content: PublishedContent, now: Date): PublishedContent {
  if (!content.posts.some((post) => isScheduled(post, now))) return content;
  return { ...content, posts: content.posts.filter((post) => !isScheduled(post, now)) };
}

/** A publish date still ahead: publishing the post now schedules it, whatever its status here. */
export const isDatedAhead = (post: Pick<Post, 'publish_date'>, now: Date = new Date()) =>
  isScheduled({ ...post, status: 'published' }, now);

/** "June 1, 2099 at 9:00 AM": when a scheduled post goes live, in this browser's time zone. */
export function formatPublishDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });
}
