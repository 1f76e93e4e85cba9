/**
 * Where a store post stands against content/blog/: Local only, Published, Changed since publish, or
 * Scheduled (published with a publish date still ahead: the build leaves it out until then).
 */
import { isScheduled, serializePost, type PublishedContent } from './content';
import { toPublishedPost } from './contentConversion';
import type { BlogData, Post } from './types';

export type PublishState = 'local' | 'published' | 'changed' | 'scheduled';

export function publishState(
  post: Post,
  data: Omit<BlogData, 'posts'>,
  content: PublishedContent,
  now: Date = new Date(),
): PublishState {
  const published =
    content.posts.find((p) => p.id === post.id) ?? content.posts.find((p) => p.slug === post.slug);
  if (!published) return 'local';
  if (serializePost(toPublishedPost(post, data)) !== serializePost(published)) return 'changed';
  return isScheduled(published, now) ? 'scheduled' : 'published';
}
