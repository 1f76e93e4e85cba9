/**
 * Where a store post stands against content/blog/: Local only, Published, Changed since publish, or
 * Scheduled (published with a publish date still ahead: the build leaves it out until then).
 */
import type { PublishedContent, PublishedPost } from './content';
import { isScheduled } from './schedule';
import { toPublishedPost } from './contentConversion';
import { FRONT_MATTER_KEYS } from './frontMatter';
import type { BlogData, Post } from './types';

export type PublishState = 'local' | 'published' | 'changed' | 'scheduled';

/**
 * What a post's file holds, as one string: its front matter values in file order, and its body.
 * Two posts with the same key write the same file (serializePost), without loading YAML here.
 */
const fileKey = (post: PublishedPost) =>
  JSON.stringify([FRONT_MATTER_KEYS.map((key) => post[key] ?? null), post.body]);

export function publishState(
  post: Post,
  data: Omit<BlogData, 'posts'>,
  content: PublishedContent,
  now: Date = new Date(),
): PublishState {
  const published =
    content.posts.find((p) => p.id === post.id) ?? content.posts.find((p) => p.slug === post.slug);
  if (!published) return 'local';
  if (fileKey(toPublishedPost(post, data)) !== fileKey(published)) return 'changed';
  return isScheduled(published, now) ? 'scheduled' : 'published';
}
