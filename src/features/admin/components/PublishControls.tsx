/**
 * Publish / Unpublish for one post (docs/PRODUCT.md#publishing): under `npm start` through the dev
 * server's content API, elsewhere as a download of the whole content/blog/ folder to commit.
 * Shown in the editor and in the posts table; every answer becomes a notice.
 */
import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import PublishIcon from '@mui/icons-material/CloudUploadOutlined';
import UnpublishIcon from '@mui/icons-material/CloudOffOutlined';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { Button, notify } from '../../../design-system';
import {
  PUBLISH_BUNDLE_NAME,
  contentWith,
  createPublishBundle,
  postSaved,
  publishState,
  publishStateLabel,
  selectAuthors,
  selectCategories,
  selectTags,
  setPublishedContent,
  useBlogDispatch,
  useBlogSelector,
  usePublishedContent,
  type ContentApi,
  type Post,
  type PublishState,
} from '../../blog';
import { contentApi, useContentApiAvailable } from './contentApi';

const chipColor: Record<PublishState, 'default' | 'success' | 'warning'> = {
  local: 'default',
  published: 'success',
  changed: 'warning',
};

export function PublishStateChip({ state }: { state: PublishState }) {
  return (
    <Chip
      size="small"
      variant={state === 'local' ? 'outlined' : 'filled'}
      color={chipColor[state]}
      label={publishStateLabel[state]}
    />
  );
}

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function PublishControls({
  post,
  api = contentApi,
  compact = false,
}: {
  post: Post;
  api?: ContentApi;
  /** Table rows: icon buttons without the state chip. */
  compact?: boolean;
}) {
  const dispatch = useBlogDispatch();
  const categories = useBlogSelector(selectCategories);
  const tags = useBlogSelector(selectTags);
  const authors = useBlogSelector(selectAuthors);
  const content = usePublishedContent();
  const available = useContentApiAvailable(api);
  const [busy, setBusy] = useState(false);
  const data = { categories, tags, authors };
  const state = publishState(post, data, content);

  /** A draft goes out as published: that is what publishing it means. */
  const toPublish = (): Post => {
    if (post.status === 'published') return post;
    return dispatch(postSaved({ ...post, status: 'published' })).payload;
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notify({
        title: 'Not published',
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const publish = () =>
    run(async () => {
      setPublishedContent(await api.publish(toPublish(), data));
      notify({
        title: 'Post published',
        description: `content/blog/posts/${post.slug}.md is written; “${post.title}” goes live with the next build.`,
        variant: 'success',
      });
    });

  const unpublish = () =>
    run(async () => {
      const published =
        content.posts.find((p) => p.id === post.id) ??
        content.posts.find((p) => p.slug === post.slug);
      setPublishedContent(await api.unpublish(published?.slug ?? post.slug));
      notify({
        title: 'Post unpublished',
        description: `Its file is removed; “${post.title}” leaves the site with the next build. Your local copy stays.`,
        variant: 'success',
      });
    });

  const bundle = () =>
    run(async () => {
      const next = contentWith(content, data, { ...post, status: 'published' });
      download(await createPublishBundle(next), PUBLISH_BUNDLE_NAME);
      notify({
        title: 'Publish bundle downloaded',
        description: `Unzip it over the repository (it holds content/blog/ with “${post.title}”) and commit; the post goes live with the next build.`,
        variant: 'success',
      });
    });

  const size = compact ? 'sm' : 'default';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {!compact && <PublishStateChip state={state} />}
      {available === true && (
        <>
          <Button
            size={size}
            variant="outline"
            startIcon={<PublishIcon />}
            disabled={busy || state === 'published'}
            onClick={publish}
            aria-label={`Publish ${post.title}`}
          >
            Publish
          </Button>
          {state !== 'local' && (
            <Button
              size={size}
              variant="ghost"
              startIcon={<UnpublishIcon />}
              disabled={busy}
              onClick={unpublish}
              aria-label={`Unpublish ${post.title}`}
            >
              Unpublish
            </Button>
          )}
        </>
      )}
      {available === false && !compact && (
        <Button
          size={size}
          variant="outline"
          startIcon={<DownloadIcon />}
          disabled={busy}
          onClick={bundle}
        >
          Download publish bundle
        </Button>
      )}
    </Stack>
  );
}
