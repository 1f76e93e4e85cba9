/**
 * The internal links a draft written from a NeuroSlice node starts with: the published posts the
 * editor's own link suggestions rank first for it, so the draft and the editor agree.
 */
import type { Post } from '../../blog';
import { linkMarkdown, postLinkTarget, suggestLinks } from './linkSuggestions';

/** A draft's related reading: two or three published posts, best first (fewer when fewer relate). */
export const RELATED_POST_LINKS = 3;

export function relatedPostLinks(
  draft: { title: string; body: string; focus_keyphrase: string },
  posts: readonly Post[],
): string[] {
  const published = posts.filter((post) => post.status === 'published').map(postLinkTarget);
  return suggestLinks(draft, published).slice(0, RELATED_POST_LINKS).map(linkMarkdown);
}
