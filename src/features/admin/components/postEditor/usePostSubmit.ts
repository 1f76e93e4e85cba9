/**
 * Save post: a refused draft keeps the input, shows each field's error on the Write tab and moves
 * the focus to the first; a clean one is saved and the owner goes back to the posts.
 */
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../../design-system';
import { postSaved, selectPosts, useBlogDispatch, useBlogSelector, type Post } from '../../../blog';
import { adminText } from '../../adminText';
import { adminPaths } from '../../../../lib/appPaths';
import { normaliseDraft, refusalNotice, validatePost } from '../../model/postForm';
import { firstRefusedField } from '../../model/postFields';
import type { PostDraftState } from './usePostDraft';

export function usePostSubmit(
  existing: Post | undefined,
  { draft, chosenTags, setErrors }: PostDraftState,
  showWriteTab: () => void,
) {
  const posts = useBlogSelector(selectPosts);
  const dispatch = useBlogDispatch();
  const navigate = useNavigate();
  return (event: FormEvent) => {
    event.preventDefault();
    const clean = normaliseDraft({ ...draft, tags: chosenTags });
    const found = validatePost(clean, posts, existing?.id);
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      showWriteTab();
      notify({
        title: adminText.postNotSaved,
        description: refusalNotice(clean, found),
        variant: 'destructive',
      });
      const first = firstRefusedField(found);
      if (first) requestAnimationFrame(() => document.getElementById(first.id)?.focus());
      return;
    }
    dispatch(postSaved({ ...clean, id: existing?.id }));
    notify({
      ...(existing
        ? adminText.postUpdated(clean.title)
        : adminText.postCreated(clean.title, clean.status === 'published')),
      variant: 'success',
    });
    navigate(adminPaths.posts);
  };
}
