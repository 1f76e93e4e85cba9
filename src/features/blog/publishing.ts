/**
 * Publishing from the owner's browser (docs/PRODUCT.md#publishing): what content/blog/ holds now, the
 * dev server's content API (writes under `npm start`), and the publish bundle (a zip of the whole
 * folder) where no API answers. The network and the zip are injectable; jszip loads on demand.
 */
import { useSyncExternalStore } from 'react';
import type { PublishedContent } from './model/content';
import { toPublishedPost, toPublishedTaxonomy } from './model/contentConversion';
import { unionBySlug } from './model/publishedMerge';
import { publishState, type PublishState } from './model/publishState';
import { formatPublishDateTime } from './model/schedule';
import { CONTENT_API_PATH } from './model/contentApiPath';
import { imageNameOf, imagePathsOf } from './model/images';
import { publishedContent } from './published';
import type { BlogData, Post } from './model/types';

export type { PublishState, PublishedContent };
export { publishState };

// What content/blog/ holds as far as this tab knows: the build's copy, then the API's answers.
let current: PublishedContent = publishedContent;
const listeners = new Set<() => void>();

export function setPublishedContent(content: PublishedContent): void {
  current = content;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => current;

/** The published content, updated when a publish or unpublish answers. */
export const usePublishedContent = () => useSyncExternalStore(subscribe, snapshot, snapshot);

const publishStateLabels: Record<Exclude<PublishState, 'scheduled'>, string> = {
  local: 'Local only',
  published: 'Published',
  changed: 'Changed since publish',
};

/** "Scheduled for November 30, 2026, 9:00 AM", or the state's label. */
export function publishStateLabel(state: PublishState, publishDate: string): string {
  if (state !== 'scheduled') return publishStateLabels[state];
  return `Scheduled for ${formatPublishDateTime(publishDate)}`;
}

class ContentApiError extends Error {}

function isContent(value: unknown): value is PublishedContent {
  const v = value as Partial<PublishedContent> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    Array.isArray(v.posts) &&
    Array.isArray(v.categories) &&
    Array.isArray(v.tags) &&
    Array.isArray(v.authors)
  );
}

async function answer(response: Response): Promise<PublishedContent> {
  const type = response.headers.get('content-type') ?? '';
  const body: unknown = type.includes('application/json')
    ? await response.json().catch(() => null)
    : null;
  if (!response.ok) {
    const message = (body as { error?: unknown } | null)?.error;
    throw new ContentApiError(
      typeof message === 'string' ? message : `The content API answered ${response.status}.`,
    );
  }
  const content = (body as { content?: unknown } | null)?.content;
  if (!isContent(content)) throw new ContentApiError('The content API sent an unreadable answer.');
  return content;
}

/** The owner's stored image at a path (imageStore.ts, loaded on use). */
type ImageSource = (path: string) => Promise<Blob | undefined>;

const storedImage: ImageSource = (path) =>
  import('./imageStore').then(({ getImage }) => getImage(path));

/** The dev server's content API, through an injectable fetch. */
export function createContentApi(
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  // Only `npm start` serves the content API: a built site does not ask (a 404 would be logged).
  served: boolean = import.meta.env.DEV,
  imageSource: ImageSource = storedImage,
) {
  /** The post's uploaded images this browser holds, each written before the post that uses it. */
  async function sendImages(post: Post) {
    for (const path of imagePathsOf(post)) {
      const blob = await imageSource(path);
      // Not held here: the server answers whether content/blog/images/ has it already.
      if (!blob) continue;
      const response = await fetchImpl(
        `${CONTENT_API_PATH}/images/${encodeURIComponent(imageNameOf(path) ?? '')}`,
        { method: 'PUT', headers: { 'Content-Type': blob.type }, body: blob },
      );
      if (!response.ok) await answer(response);
    }
  }

  return {
    /** content/blog/ now, or undefined where no content API answers (a deployed static site). */
    async read(): Promise<PublishedContent | undefined> {
      if (!served) return undefined;
      try {
        const response = await fetchImpl(CONTENT_API_PATH, {
          headers: { Accept: 'application/json' },
        });
        if (!(response.headers.get('content-type') ?? '').includes('application/json'))
          return undefined;
        return await answer(response);
      } catch {
        return undefined;
      }
    },
    /** Writes the post's images, then its .md file and the taxonomy files. */
    async publish(post: Post, data: Omit<BlogData, 'posts'>): Promise<PublishedContent> {
      await sendImages(post);
      const body = { post: toPublishedPost(post, data), ...toPublishedTaxonomy(data) };
      const response = await fetchImpl(
        `${CONTENT_API_PATH}/posts/${encodeURIComponent(post.slug)}`,
        {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        },
      );
      return answer(response);
    },
    /** Removes the post's file, and its images no other published post uses. */
    async unpublish(slug: string): Promise<PublishedContent> {
      const response = await fetchImpl(`${CONTENT_API_PATH}/posts/${encodeURIComponent(slug)}`, {
        method: 'DELETE',
      });
      return answer(response);
    },
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;

/**
 * The folder as it would be with `post` published (or, with `unpublish`, without it), for the
 * bundle: what is published stays, the owner's taxonomy entries win by slug.
 */
export function contentWith(
  content: PublishedContent,
  data: Omit<BlogData, 'posts'>,
  post: Post,
  { unpublish = false } = {},
): PublishedContent {
  const others = content.posts.filter((p) => p.id !== post.id && p.slug !== post.slug);
  const taxonomy = toPublishedTaxonomy(data);
  return {
    posts: unpublish ? others : [...others, toPublishedPost(post, data)],
    categories: unionBySlug(taxonomy.categories, content.categories),
    tags: unionBySlug(taxonomy.tags, content.tags),
    authors: unionBySlug(taxonomy.authors, content.authors),
  };
}

export const PUBLISH_BUNDLE_NAME = 'content-blog.zip';

/**
 * A zip of the whole content/blog/ folder in the published format, ready to commit, with the
 * uploaded images its posts use that this browser holds under images/.
 */
export async function createPublishBundle(
  content: PublishedContent,
  imageSource: ImageSource = storedImage,
): Promise<Blob> {
  // The YAML writer loads with the bundle, not with the admin's first screen (docs/ARCHITECTURE.md#apps-in-pieces).
  const [{ default: JSZip }, { serializeContent }] = await Promise.all([
    import('jszip'),
    import('./model/content'),
  ]);
  const zip = new JSZip();
  const folder = zip.folder('content/blog');
  if (!folder) throw new Error('Could not create the zip folder');
  for (const [path, text] of Object.entries(serializeContent(content))) folder.file(path, text);
  for (const path of new Set(content.posts.flatMap(imagePathsOf))) {
    const blob = await imageSource(path).catch(() => undefined);
    if (blob) folder.file(`images/${imageNameOf(path)}`, blob);
  }
  return zip.generateAsync({ type: 'blob' });
}
