/** Where a store post stands against content/blog/: Local only, Published, Changed since publish. */
import { serializePost, type PublishedContent } from './content';
import { toPublishedPost } from './contentConversion';
import type { BlogData, Post } from './types';

export type PublishState = 'local' | 'published' | 'changed';

export function publishState(
  post: Post,
  data: Omit<BlogData, 'posts'>,
  content: PublishedContent,
): PublishState {
  const published =
    content.posts.find((p) => p.id === post.id) ?? content.posts.find((p) => p.slug === post.slug);
  if (!published) return 'local';
  return serializePost(toPublishedPost(post, data)) === serializePost(published)
    ? 'published'
    : 'changed';
}
