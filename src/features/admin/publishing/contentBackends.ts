/**
 * The one place that decides where a publish goes (docs/ARCHITECTURE.md#content-backends): the
 * connected GitHub repository from any origin; else the dev server's content API under `npm start`;
 * else the publish bundle (a zip to commit). Publish controls speak only to a ContentBackend.
 */
import {
  PUBLISH_BUNDLE_NAME,
  contentWith,
  createPublishBundle,
  formatPublishDateTime,
  isDatedAhead,
  type BlogData,
  type ContentApi,
  type Post,
  type PublishedContent,
} from '../../blog';
import type { NoticeInput } from '../../../design-system';
import { contentApi, useContentApiAvailable } from '../components/contentApi';
import { commitHeadline, publishChanges, publishedCopy, unpublishChanges } from './changeSet';
import type { GitHubStore } from './githubStore';
import { usePublishingStatus } from './publishingSession';

type Taxonomy = Omit<BlogData, 'posts'>;

interface PublishOutcome {
  /** What the store holds after the action (undefined: unchanged, as after a bundle). */
  content?: PublishedContent;
  notice: NoticeInput;
}

interface BackendBase {
  /** Where the post goes, for the owner ("bayshore/site (main)", "content/blog/"). */
  place: string;
  publish(post: Post, data: Taxonomy, store: PublishedContent): Promise<PublishOutcome>;
}

/** A store the admin writes to itself: it can take a post out again. */
interface WritingBackend extends BackendBase {
  kind: 'github' | 'content-api';
  unpublish(post: Post, store: PublishedContent): Promise<PublishOutcome>;
}

/** No store to write to: the owner downloads the content and commits it (SPEC's bundle). */
interface BundleBackend extends BackendBase {
  kind: 'bundle';
}

export type ContentBackend = WritingBackend | BundleBackend;

/** The notice after a publish: live with the next build, or scheduled for its date. */
function published(post: Post, written: string): NoticeInput {
  return isDatedAhead(post)
    ? {
        title: 'Post scheduled',
        description: `${written}; “${post.title}” goes live with the first build after ${formatPublishDateTime(post.publish_date)}.`,
        variant: 'success',
      }
    : {
        title: 'Post published',
        description: `${written}; “${post.title}” goes live with the next build.`,
        variant: 'success',
      };
}

const unpublished = (post: Post, removed: string): NoticeInput => ({
  title: 'Post unpublished',
  description: `${removed}; “${post.title}” leaves the site with the next build. Your local copy stays.`,
  variant: 'success',
});

function githubBackend(repo: string, branch: string, store: GitHubStore): WritingBackend {
  return {
    kind: 'github',
    place: `${repo} (${branch})`,
    async publish(post, data, content) {
      const action = publishedCopy(content, post)
        ? 'Update'
        : isDatedAhead(post)
          ? 'Schedule'
          : 'Publish';
      const after = await store.commit(
        (snapshot, files) => publishChanges(snapshot, post, data, files),
        commitHeadline(action, post.title),
      );
      return {
        content: after.content,
        notice: published(post, `Committed to ${repo}`),
      };
    },
    async unpublish(post) {
      const after = await store.commit(
        (snapshot, files) => unpublishChanges(snapshot, post, files),
        commitHeadline('Unpublish', post.title),
      );
      return {
        content: after.content,
        notice: unpublished(post, `Its file is removed from ${repo}`),
      };
    },
  };
}

function contentApiBackend(api: ContentApi): WritingBackend {
  return {
    kind: 'content-api',
    place: 'content/blog/',
    async publish(post, data) {
      return {
        content: await api.publish(post, data),
        notice: published(post, `Its file in content/blog/ is written`),
      };
    },
    async unpublish(post, content) {
      const copy = publishedCopy(content, post);
      return {
        content: await api.unpublish(copy?.slug ?? post.slug),
        notice: unpublished(post, 'Its file is removed'),
      };
    },
  };
}

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const bundleBackend: BundleBackend = {
  kind: 'bundle',
  place: PUBLISH_BUNDLE_NAME,
  async publish(post, data, content) {
    const next = contentWith(content, data, { ...post, status: 'published' });
    download(await createPublishBundle(next), PUBLISH_BUNDLE_NAME);
    return {
      notice: {
        title: 'Publish bundle downloaded',
        description: `Unzip it over the repository (it holds content/blog/ with “${post.title}”) and commit; the post goes live with the next build.`,
        variant: 'success',
      },
    };
  },
};

/** The active backend, or undefined while the admin still asks whether a content API answers. */
export function useContentBackend(api: ContentApi = contentApi): ContentBackend | undefined {
  const status = usePublishingStatus();
  const available = useContentApiAvailable(api);
  if (status.state === 'connected')
    return githubBackend(status.connection.repo, status.connection.branch, status.store);
  if (available === undefined) return undefined;
  return available ? contentApiBackend(api) : bundleBackend;
}
