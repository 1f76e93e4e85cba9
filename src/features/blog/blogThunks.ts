/** Multi-step blog writes used outside the editor (the NeuroSlice tool's "Save as blog draft"). */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { postSaved, SEED_AUTHOR_ID, tagAdded } from './blogSlice';
import type { BlogRootState } from './blogSelectors';
import { emptyDraft } from './model/draft';
import { slugify, uniqueSlug } from './model/slug';

export interface WebhookDraftPayload {
  title: string;
  body_markdown: string;
  slug: string;
  excerpt: string;
  tags: string[];
  seo: { title: string; description: string };
}

/**
 * Create a draft post from the tool's webhook payload: slug made unique (-2, -3 ...), tags matched
 * by name (case-insensitive) or created. The node's key phrase, when given, becomes the draft's
 * focus keyphrase (the webhook's own payload stays SPEC §9's shape); a calendar entry's day, when
 * given, its publish date (ISO). Returns the new post's id.
 */
export function saveDraftFromWebhookPayload(
  payload: WebhookDraftPayload,
  { focusKeyphrase = '', publishDate }: { focusKeyphrase?: string; publishDate?: string } = {},
): ThunkAction<string, BlogRootState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const tagIds: string[] = [];
    for (const rawName of payload.tags) {
      const name = rawName.trim();
      if (!name) continue;
      const slug = slugify(name);
      const existing = getState().blog.tags.find(
        (tag) => tag.name.toLowerCase() === name.toLowerCase() || tag.slug === slug,
      );
      const id = existing?.id ?? dispatch(tagAdded({ name })).payload.id;
      if (!tagIds.includes(id)) tagIds.push(id);
    }
    const { posts, authors } = getState().blog;
    const title = payload.title.trim() || 'Untitled draft';
    const baseSlug = slugify(payload.slug) || slugify(title) || 'draft';
    const action = dispatch(
      postSaved({
        ...emptyDraft(authors[0]?.id ?? SEED_AUTHOR_ID),
        title,
        slug: uniqueSlug(baseSlug, new Set(posts.map((post) => post.slug))),
        body: payload.body_markdown,
        excerpt: payload.excerpt,
        tags: tagIds,
        seo_meta_title: payload.seo.title,
        seo_meta_description: payload.seo.description,
        focus_keyphrase: focusKeyphrase.trim(),
        ...(publishDate && { publish_date: publishDate }),
      }),
    );
    return action.payload.id;
  };
}
