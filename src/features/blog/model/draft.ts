/** The empty post draft (SPEC §3 fields): the editor's blank form and the tool's saved drafts start from it. */
import type { PostDraft } from './types';

export function emptyDraft(authorId: string, now = new Date()): PostDraft {
  return {
    title: '',
    slug: '',
    body: '',
    excerpt: '',
    cover_image: '',
    alt_text: '',
    category: '',
    tags: [],
    canonical_url: '',
    status: 'draft',
    publish_date: now.toISOString(),
    author: authorId,
    seo_meta_title: '',
    seo_meta_description: '',
    focus_keyphrase: '',
  };
}
