/**
 * The post editor's two image uploads (docs/PRODUCT.md#images-in-posts): the cover, and images put
 * into the body at its cursor, chosen, dropped or pasted.
 */
import { useRef } from 'react';
import { imageMarkdown } from '../../../blog';
import { useImageUpload } from '../ImageUpload';
import type { BodySelection, PostDraftState } from './usePostDraft';

export function usePostImages({ setCover, insertIntoBody }: PostDraftState) {
  const coverUpload = useImageUpload('cover', setCover);
  // Where the image goes: the body's cursor when the image was chosen, dropped or pasted (the
  // alt-text dialog takes the focus in between).
  const bodySelection = useRef<BodySelection | undefined>(undefined);
  const rememberBodySelection = () => {
    const field = document.getElementById('post-body') as HTMLTextAreaElement | null;
    bodySelection.current = field
      ? { start: field.selectionStart, end: field.selectionEnd }
      : undefined;
  };
  const bodyUpload = useImageUpload('body', (path, alt) =>
    insertIntoBody(imageMarkdown(alt, path), bodySelection.current),
  );
  /** A file dropped or pasted onto the body: put in as an image (the default would drop its name). */
  const bodyFileFrom = (files: FileList | undefined | null, event: { preventDefault(): void }) => {
    const file = files?.[0];
    if (!file) return;
    event.preventDefault();
    rememberBodySelection();
    void bodyUpload.handleFile(file);
  };
  return { coverUpload, bodyUpload, rememberBodySelection, bodyFileFrom };
}

export type PostImages = ReturnType<typeof usePostImages>;
