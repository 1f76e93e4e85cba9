/**
 * "Write draft" (docs/PRODUCT.md#from-plan-to-posts): a node, or a calendar entry's node, becomes
 * a blog draft with links to the most related published posts; an entry keeps its draft's id, so
 * it is written once and opened after that. Offline the body is the outline; with a connected
 * model the model writes it, streamed into the progress view, one draft at a time, cancellable
 * (useModelDrafts.ts).
 * The editor's link suggestions and the model's post writer load on first use, never with the tool.
 */
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../design-system';
import { loadDraftLinks } from '../../admin';
import { adminPaths } from '../../../lib/appPaths';
import {
  postSaved,
  saveDraftFromWebhookPayload,
  selectPosts,
  useBlogDispatch,
  useBlogSelector,
  usePublishedContent,
  type Post,
} from '../../blog';
import {
  entryPublishDate,
  localDateString,
  nodeDraft,
  nodeFocusKeyphrase,
  outlineDraftBody,
  type CalendarEvent,
  type ContentNode,
} from '../engine';
import { draftSavedNotice, monthDraftsNotice } from '../engine/messages';
import {
  entryDatesFollowedPosts,
  entryDraftLinked,
  useNeuroSliceDispatch,
  useNeuroSliceSelector,
} from '../neurosliceSlice';
import { selectStrategy } from '../neurosliceSelectors';
import type { EntryPostState } from '../panels/calendar/CalendarEntry';
import { useModelDrafts, type DraftItem, type LinkedDraftItem } from './useModelDrafts';

/** Where an entry's post stands: a draft, published for a later day, or out. */
export function entryPostState(post: Post, now = new Date()): EntryPostState {
  if (post.status === 'draft') return 'Draft';
  return new Date(post.publish_date) > now ? 'Scheduled' : 'Published';
}

/**
 * The saved connection, read when a draft is asked for: its module (and its check) stays out of
 * the tool's first screen (docs/ARCHITECTURE.md, the size budget).
 */
const connectedModel = () => import('../languageModel/connection').then((m) => m.readConnection());

export function useDraftWriter() {
  const dispatch = useNeuroSliceDispatch();
  const blogDispatch = useBlogDispatch();
  const navigate = useNavigate();
  const data = useNeuroSliceSelector(selectStrategy);
  const posts = useBlogSelector(selectPosts);
  const content = usePublishedContent();
  const postById = useMemo(() => new Map(posts.map((post) => [post.id, post])), [posts]);

  /** The entry's post while it still exists (the owner may have deleted it). */
  const postOf = (event: CalendarEvent) =>
    event.draftPostId ? postById.get(event.draftPostId) : undefined;

  // Once a post is scheduled or published, its entry follows the post's day (scheduling
  // is the owner's act in the admin, docs/PRODUCT.md#from-plan-to-posts); a draft follows its
  // entry instead (followMove).
  useEffect(() => {
    const updates = data.calendar.flatMap((entry) => {
      const post = entry.draftPostId ? postById.get(entry.draftPostId) : undefined;
      if (post?.status !== 'published') return [];
      const date = localDateString(new Date(post.publish_date));
      return date === entry.date ? [] : [{ eventId: entry.id, date }];
    });
    if (updates.length) dispatch(entryDatesFollowedPosts(updates));
  }, [data.calendar, postById, dispatch]);

  /** Each item's related-post links (the editor's suggestions, loaded on the first draft). */
  async function withLinks(items: readonly DraftItem[]): Promise<LinkedDraftItem[]> {
    const { relatedPostLinks } = await loadDraftLinks();
    const published = [...posts, ...content.posts.filter((p) => !postById.has(p.id))];
    return items.map((item) => {
      const focus = nodeFocusKeyphrase(item.node);
      const links = relatedPostLinks(
        { title: item.node.title, body: outlineDraftBody(item.node, []), focus_keyphrase: focus },
        published,
      );
      return { ...item, focus, links };
    });
  }

  /** Saves one draft with the given body and links it to its entry; returns the post's id. */
  function save({ node, entry }: DraftItem, body: string): string {
    const draft = nodeDraft(node, data, { body, entryDate: entry?.date });
    const id = blogDispatch(saveDraftFromWebhookPayload(draft.payload, draft));
    if (entry) dispatch(entryDraftLinked({ eventId: entry.id, postId: id }));
    return id;
  }

  /** Offline: every draft at once, each with the outline body; returns the new posts' ids. */
  async function write(items: readonly DraftItem[]) {
    return (await withLinks(items)).map((item) =>
      save(item, outlineDraftBody(item.node, item.links)),
    );
  }

  function savedNotice(title: string, id: string) {
    notify({
      ...draftSavedNotice(title),
      action: { label: 'Open draft', onAction: () => void navigate(adminPaths.editPost(id)) },
    });
  }

  const model = useModelDrafts({ data, withLinks, save, write, savedNotice });

  const nodeOf = (entry: CalendarEvent) => data.nodes.find((n) => n.id === entry.node.id);

  /**
   * "Write draft" on a node (the detail panel, Settings): its entry's draft when it has one.
   * Resolves with the draft's id, or undefined when a model's draft was cancelled before any
   * word arrived or failed.
   */
  async function writeNodeDraft(node: ContentNode): Promise<string | undefined> {
    const entry = data.calendar.find((e) => e.node.id === node.id);
    const existing = entry && postOf(entry);
    if (existing) return existing.id;
    const connection = await connectedModel();
    if (connection) {
      const [id] = await model.writeWithModel([{ node, entry }], connection);
      if (id && !model.isOpen()) savedNotice(node.title, id);
      return id;
    }
    const [id] = await write([{ node, entry }]);
    savedNotice(node.title, id);
    return id;
  }

  /** "Write draft" on an entry, or "Open draft" once it has one. */
  async function writeEntryDraft(entry: CalendarEvent) {
    const existing = postOf(entry);
    if (existing) return void navigate(adminPaths.editPost(existing.id));
    const node = nodeOf(entry);
    if (node) await writeNodeDraft(node);
  }

  /**
   * "Write drafts for {month}": every given entry without a draft gets one, at once offline, one
   * at a time with a model. Says how many when the job ends (a cancel or failure says so instead).
   */
  async function writeEntryDrafts(entries: readonly CalendarEvent[], month: string) {
    const items = entries.flatMap((entry) => {
      const node = nodeOf(entry);
      return node && !postOf(entry) ? [{ node, entry }] : [];
    });
    const connection = items.length ? await connectedModel() : null;
    if (connection) {
      const ids = await model.writeWithModel(items, connection, month);
      if (!model.isOpen()) notify(monthDraftsNotice(ids.length, month));
      return;
    }
    if (items.length) await write(items);
    notify(monthDraftsNotice(items.length, month));
  }

  /**
   * An entry moved (or a move was undone): while its post is a draft, the draft's publish date
   * moves with it; a scheduled or published post keeps the date the owner gave it.
   */
  function followMove(eventId: string, date: string) {
    const entry = data.calendar.find((e) => e.id === eventId);
    const post = entry && postOf(entry);
    if (post?.status === 'draft')
      blogDispatch(postSaved({ ...post, publish_date: entryPublishDate(date) }));
  }

  return {
    postOf,
    writeNodeDraft,
    writeEntryDraft,
    writeEntryDrafts,
    followMove,
    progress: model.progress,
    cancelModelDrafts: model.cancelModelDrafts,
    closeProgress: model.closeProgress,
    writeOutlineDraftsInstead: model.writeOutlineDraftsInstead,
    openDraft: model.openDraft,
  };
}
