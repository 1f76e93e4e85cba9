/**
 * The post editor's draft: the fields as typed, the errors shown beside them (a field's error
 * clears as it is edited), and the slug following the title until it is edited by hand.
 */
import { useCallback, useMemo, useState } from 'react';
import {
  emptyDraft,
  selectAuthors,
  selectTags,
  slugify,
  useBlogSelector,
  type Post,
  type PostDraft,
} from '../../../blog';
import { draftOf, slugFollowsTitle, slugInput, type PostFormErrors } from '../../model/postForm';
import { insertAtSelection } from '../../model/bodyInsert';

/** Where in the body a snippet goes: the text it replaces (empty at a plain cursor). */
export type BodySelection = { start: number; end: number };

export function usePostDraft(existing: Post | undefined) {
  const tags = useBlogSelector(selectTags);
  const authors = useBlogSelector(selectAuthors);
  const [draft, setDraft] = useState<PostDraft>(() =>
    existing ? { ...draftOf(existing), tags: existing.tags } : emptyDraft(authors[0]?.id ?? ''),
  );
  const [slugLinked, setSlugLinked] = useState(() => slugFollowsTitle(draft));
  const [errors, setErrors] = useState<PostFormErrors>({});

  const set = <K extends keyof PostDraft>(field: K, value: PostDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onTitle = (title: string) => {
    setDraft((current) => ({
      ...current,
      title,
      slug: slugLinked ? slugify(title) : current.slug,
    }));
    setErrors((current) => ({
      ...current,
      title: undefined,
      slug: slugLinked ? undefined : current.slug,
    }));
  };

  const onSlug = (value: string) => {
    const slug = slugInput(value);
    setSlugLinked(slug === '');
    set('slug', slug);
  };

  /** An uploaded cover: its path and alt text in, the cover's error cleared. */
  const setCover = (path: string, alt: string) => {
    setDraft((current) => ({ ...current, cover_image: path, alt_text: alt }));
    setErrors((current) => ({ ...current, cover_image: undefined }));
  };

  /**
   * Markdown into the body at its cursor (the coach's link suggestions), then the caret after it.
   * Stable across renders, so the coach does not re-render on every keystroke.
   */
  const insertIntoBody = useCallback((snippet: string, at?: BodySelection) => {
    const field = document.getElementById('post-body') as HTMLTextAreaElement | null;
    let caret = 0;
    setDraft((current) => {
      const inserted = insertAtSelection(
        current.body,
        snippet,
        at?.start ?? field?.selectionStart ?? current.body.length,
        at?.end ?? field?.selectionEnd ?? current.body.length,
      );
      caret = inserted.caret;
      return { ...current, body: inserted.body };
    });
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(caret, caret);
    });
  }, []);

  // Tags deleted since the draft was opened drop out of it.
  const existingTagIds = useMemo(() => new Set(tags.map((tag) => tag.id)), [tags]);
  const chosenTags = draft.tags.filter((id) => existingTagIds.has(id));

  return {
    draft,
    errors,
    setErrors,
    chosenTags,
    set,
    onTitle,
    onSlug,
    setCover,
    insertIntoBody,
  };
}

export type PostDraftState = ReturnType<typeof usePostDraft>;
