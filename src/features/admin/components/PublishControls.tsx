/**
 * Publish (or Schedule) / Unpublish for one post (docs/PRODUCT.md#publishing-from-anywhere), through
 * whichever content backend is active (publishing/contentBackends.ts): the connected GitHub
 * repository, the dev server's content API, or the publish bundle. Shown in the editor and in the
 * posts table; every answer becomes a notice, and a failure loses nothing (the post stays in this
 * browser, the button can be pressed again).
 */
import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import PublishIcon from '@mui/icons-material/CloudUploadOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import UnpublishIcon from '@mui/icons-material/CloudOffOutlined';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { Button, notify } from '../../../design-system';
import {
  isDatedAhead,
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
import { BackendError } from '../publishing/backendError';
import { useContentBackend } from '../publishing/contentBackends';
import { contentApi } from './contentApi';

const chipColor: Record<PublishState, 'default' | 'success' | 'warning' | 'secondary'> = {
  local: 'default',
  published: 'success',
  changed: 'warning',
  scheduled: 'secondary',
};

export function PublishStateChip({
  state,
  publishDate,
}: {
  state: PublishState;
  publishDate: string;
}) {
  return (
    <Chip
      size="small"
      variant={state === 'local' ? 'outlined' : 'filled'}
      color={chipColor[state]}
      label={publishStateLabel(state, publishDate)}
    />
  );
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
  const backend = useContentBackend(api);
  const [busy, setBusy] = useState(false);
  const data = { categories, tags, authors };
  const state = publishState(post, data, content);
  const scheduling = isDatedAhead(post);
  const verb = scheduling ? 'Schedule' : 'Publish';

  /** A draft goes out as published: that is what publishing it means. */
  const toPublish = (): Post => {
    if (post.status === 'published') return post;
    return dispatch(postSaved({ ...post, status: 'published' })).payload;
  };

  const run = async (failed: string, work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      const conflict = error instanceof BackendError && error.problem === 'conflict';
      notify({
        title: conflict ? 'Changed on GitHub' : failed,
        description:
          error instanceof BackendError
            ? error.message
            : 'Something went wrong; nothing was lost. Try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const publish = () =>
    run(scheduling ? 'Not scheduled' : 'Not published', async () => {
      if (!backend) return;
      const outcome = await backend.publish(toPublish(), data, content);
      if (outcome.content) setPublishedContent(outcome.content);
      notify(outcome.notice);
    });

  // The bundle cannot take a post out: the owner removes its file from the repository.
  const writer = backend?.kind === 'bundle' ? undefined : backend;
  const unpublish = () =>
    run('Not unpublished', async () => {
      if (!writer) return;
      const outcome = await writer.unpublish(post, content);
      if (outcome.content) setPublishedContent(outcome.content);
      notify(outcome.notice);
    });

  const size = compact ? 'sm' : 'default';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {!compact && <PublishStateChip state={state} publishDate={post.publish_date} />}
      {writer && (
        <>
          <Button
            size={size}
            variant="outline"
            startIcon={scheduling ? <ScheduleIcon /> : <PublishIcon />}
            disabled={busy || state === 'published' || state === 'scheduled'}
            onClick={publish}
            aria-label={`${verb} ${post.title}`}
          >
            {verb}
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
      {backend?.kind === 'bundle' && !compact && (
        <Button
          size={size}
          variant="outline"
          startIcon={<DownloadIcon />}
          disabled={busy}
          onClick={publish}
        >
          Download publish bundle
        </Button>
      )}
    </Stack>
  );
}
