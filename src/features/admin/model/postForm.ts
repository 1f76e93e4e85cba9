/** The post editor's rules without React: slug typing, validation (SPEC §5, docs/PRODUCT.md#unique-slugs). */
import {
  HTTP_URL_MESSAGE,
  isOptionalCoverImage,
  isOptionalHttpUrl,
  isPostSlugTaken,
  slugify,
  type Post,
  type PostDraft,
} from '../../blog';
import { adminText } from '../adminText';

export const EXCERPT_SUGGESTED_LENGTH = 160;
export const SEO_TITLE_SUGGESTED_LENGTH = 60;
export const SEO_DESCRIPTION_SUGGESTED_LENGTH = 160;
export const BODY_ROWS = 15;

export function draftOf(post: Post): PostDraft {
  const { id: _id, updated_date: _updated, ...draft } = post;
  return draft;
}

/**
 * What typing in the slug field keeps: the slug rule's characters, spaces becoming hyphens as
 * they are typed (the full rule, with its trim, runs when the title generates the slug).
 */
export function slugInput(value: string): string {
  return value
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/[^\p{L}\p{N}-]/gu, '')
    .replace(/-+/g, '-');
}

export type PostFormErrors = Partial<
  Record<'title' | 'slug' | 'cover_image' | 'canonical_url', string>
>;

export function validatePost(
  draft: PostDraft,
  posts: readonly Post[],
  editingId?: string,
): PostFormErrors {
  const errors: PostFormErrors = {};
  if (!draft.title.trim()) errors.title = adminText.titleRequired;
  if (!draft.slug.trim()) errors.slug = adminText.slugRequired;
  else if (isPostSlugTaken(posts, draft.slug, editingId)) errors.slug = adminText.duplicateSlug;
  if (!isOptionalCoverImage(draft.cover_image)) errors.cover_image = HTTP_URL_MESSAGE;
  if (!isOptionalHttpUrl(draft.canonical_url)) errors.canonical_url = HTTP_URL_MESSAGE;
  return errors;
}

/** The notice a refused save shows: the most specific reason first. */
export function refusalNotice(draft: PostDraft, errors: PostFormErrors): string {
  if (errors.slug === adminText.duplicateSlug) return adminText.duplicateSlugNotice(draft.slug);
  if (errors.title || errors.slug) return adminText.missingFields;
  return adminText.fixFields;
}

/** Title edits regenerate the slug until the slug has been edited by hand (SPEC §4). */
export function slugFollowsTitle(draft: Pick<PostDraft, 'title' | 'slug'>): boolean {
  return draft.slug === '' || draft.slug === slugify(draft.title);
}

/** Trim what should not carry stray spaces before it is saved. */
export function normaliseDraft(draft: PostDraft): PostDraft {
  return {
    ...draft,
    title: draft.title.trim(),
    slug: draft.slug.trim(),
    cover_image: draft.cover_image.trim(),
    canonical_url: draft.canonical_url.trim(),
    alt_text: draft.alt_text.trim(),
    excerpt: draft.excerpt.trim(),
    seo_meta_title: draft.seo_meta_title.trim(),
    seo_meta_description: draft.seo_meta_description.trim(),
    focus_keyphrase: draft.focus_keyphrase.trim(),
  };
}
