/**
 * Post images the owner uploaded but the site does not serve: shown from this browser's store
 * (imageStore.ts, loaded on use) as object URLs. Anything else is used as it is.
 */
import { useEffect, useState, type RefObject } from 'react';
import { isBlogImagePath } from '../model/images';

const loadStore = () => import('../imageStore');

async function resolveLocal(path: string): Promise<string> {
  try {
    const { localImageUrl } = await loadStore();
    return (await localImageUrl(path)) ?? path;
  } catch {
    // No IndexedDB (private mode, old browser): the path itself, in case the site serves it.
    return path;
  }
}

/** The src to show for `src`: a post image resolves from the store (undefined until it has). */
export function useImageSrc(src: string): string | undefined {
  const local = isBlogImagePath(src);
  const [resolved, setResolved] = useState<{ from: string; to: string } | undefined>();
  useEffect(() => {
    if (!local) return;
    let live = true;
    void resolveLocal(src.trim()).then((to) => {
      if (live) setResolved({ from: src, to });
    });
    return () => {
      live = false;
    };
  }, [local, src]);
  if (!local) return src;
  return resolved?.from === src ? resolved.to : undefined;
}

/** Fills in the body's `img[data-local-image]` (model/servedImages.ts placeBodyImages) after each render. */
export function useLocalBodyImages(body: RefObject<HTMLElement | null>, html: string): void {
  useEffect(() => {
    const images = body.current?.querySelectorAll<HTMLImageElement>('img[data-local-image]');
    if (!images?.length) return;
    let live = true;
    images.forEach((image) => {
      const path = image.dataset.localImage ?? '';
      if (!isBlogImagePath(path)) return;
      void resolveLocal(path).then((url) => {
        if (live) image.src = url;
      });
    });
    return () => {
      live = false;
    };
  }, [body, html]);
}
