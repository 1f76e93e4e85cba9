/**
 * "Write draft" (docs/PRODUCT.md#from-plan-to-posts): a node, or a calendar entry's node, becomes
 * a blog draft with links to the most related published posts; an entry keeps its draft's id, so
 * it is written once and opened after that. Offline the body is the outline; with a connected
 * model the model writes it, streamed into the progress view, one draft at a time, cancellable.
 * The editor's link suggestions and the model's post writer load on first use, never with the tool.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
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
import type { ModelConnection } from '../languageModel/connection';
import {
  entryDatesFollowedPosts,
  entryDraftLinked,
  useNeuroSliceDispatch,
  useNeuroSliceSelector,
} from '../neurosliceSlice';
import { selectStrategy } from '../neurosliceSelectors';
import type { EntryPostState } from '../panels/calendar/CalendarEntry';

/** Where an entry's post stands: a draft, published for a later day, or out. */
export function entryPostState(post: Post, now = new Date()): EntryPostState {
  if (post.status === 'draft') return 'Draft';
  return new Date(post.publish_date) > now ? 'Scheduled' : 'Published';
}

type DraftItem = { node: ContentNode; entry?: CalendarEvent };

/** A model writing drafts, as the progress view shows it (docs/PRODUCT.md#from-plan-to-posts). */
export interface DraftProgress {
  /** The month when drafts for a month are written; absent for one draft. */
  month?: string;
  /** The node whose post is being (or was last) written. */
  title: string;
  /** 1-based: the draft being written, of `total`. */
  index: number;
  total: number;
  /** The model's words so far for this draft. */
  text: string;
  phase: 'writing' | 'cancelled' | 'failed';
  /** What went wrong, in the language-model feature's words (never the key). */
  failure?: string;
  /** The drafts saved so far in this job (a cancelled draft's partial body included). */
  savedIds: string[];
}

const loadPostWriter = () => import('../languageModel/postWriter');
/**
 * The saved connection, read when a draft is asked for: its module (and zod behind it) stays out of
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
  async function withLinks(items: readonly DraftItem[]) {
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
  type LinkedItem = Awaited<ReturnType<typeof withLinks>>[number];

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

  const [progress, setProgress] = useState<DraftProgress | null>(null);
  // The model job in flight: its abort, and what a failure leaves to write offline.
  const job = useRef<{ controller: AbortController; left: DraftItem[] } | null>(null);

  /**
   * With a model: one draft at a time, streamed into the progress view. Cancel saves the draft
   * in hand with what arrived and keeps the finished ones; a failure stops and offers the outline
   * drafts for the rest. Returns the ids saved.
   */
  async function writeWithModel(
    items: readonly DraftItem[],
    connection: ModelConnection,
    month?: string,
  ): Promise<string[]> {
    const controller = new AbortController();
    job.current = { controller, left: [...items] };
    const savedIds: string[] = [];
    const base = { month, total: items.length, savedIds, text: '', phase: 'writing' as const };
    setProgress({ ...base, title: items[0].node.title, index: 1 });
    let linked: LinkedItem[];
    let postWriter: Awaited<ReturnType<typeof loadPostWriter>>;
    try {
      [linked, postWriter] = await Promise.all([withLinks(items), loadPostWriter()]);
    } catch {
      setProgress({
        ...base,
        title: items[0].node.title,
        index: 1,
        phase: 'failed',
        failure: 'the draft writer could not load. Check your connection and try again.',
      });
      return savedIds;
    }
    for (const [i, item] of linked.entries()) {
      if (controller.signal.aborted) break;
      let text = '';
      setProgress({ ...base, savedIds: [...savedIds], title: item.node.title, index: i + 1 });
      const angles = new Map(
        data.variants.filter((v) => v.node_id === item.node.id).map((v) => [v.persona_id, v.hook]),
      );
      try {
        const body = await postWriter.writePostWithModel(
          connection,
          {
            node: item.node,
            personas: data.personas,
            angles,
            focusKeyphrase: item.focus,
            relatedLinks: item.links,
          },
          {
            signal: controller.signal,
            onText: (sofar) => {
              text = sofar;
              setProgress((p) => p && { ...p, text: sofar });
            },
          },
        );
        savedIds.push(save(item, body));
        job.current.left = items.slice(i + 1);
      } catch (error) {
        if (controller.signal.aborted) {
          // Cancel keeps what arrived: the partial post is a draft like any other.
          const partial = postWriter.modelPostBody(text, connection.apiKey);
          if (partial) savedIds.push(save(item, partial));
          setProgress((p) => p && { ...p, phase: 'cancelled', savedIds: [...savedIds] });
          return savedIds;
        }
        const cause =
          error instanceof Error && error.name === 'ModelRequestError'
            ? error.message
            : 'the draft could not be written.';
        setProgress((p) => p && { ...p, phase: 'failed', failure: cause, savedIds: [...savedIds] });
        return savedIds;
      }
    }
    job.current = null;
    setProgress(null);
    return savedIds;
  }

  /** Cancel in the progress view: the request stops; what arrived is kept. */
  function cancelModelDrafts() {
    job.current?.controller.abort();
  }

  /** Close the progress view after a cancel or a failure. */
  function closeProgress() {
    job.current = null;
    setProgress(null);
  }

  /** After a failure: the outline drafts for the draft that failed and every one after it. */
  async function writeOutlineDraftsInstead() {
    const left = job.current?.left ?? [];
    const month = progress?.month;
    closeProgress();
    if (!left.length) return;
    const ids = await write(left);
    if (month) notify(monthDraftsNotice(ids.length + (progress?.savedIds.length ?? 0), month));
    else savedNotice(left[0].node.title, ids[0]);
  }

  /** "Open draft" in the progress view. */
  function openDraft(id: string) {
    closeProgress();
    void navigate(adminPaths.editPost(id));
  }

  function savedNotice(title: string, id: string) {
    notify({
      ...draftSavedNotice(title),
      action: { label: 'Open draft', onAction: () => void navigate(adminPaths.editPost(id)) },
    });
  }

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
      const [id] = await writeWithModel([{ node, entry }], connection);
      if (id && !job.current) savedNotice(node.title, id);
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
      const ids = await writeWithModel(items, connection, month);
      if (!job.current) notify(monthDraftsNotice(ids.length, month));
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
    progress,
    cancelModelDrafts,
    closeProgress,
    writeOutlineDraftsInstead,
    openDraft,
  };
}
