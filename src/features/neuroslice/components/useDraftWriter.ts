/**
 * "Write draft" (docs/PRODUCT.md#from-plan-to-posts): a node, or a calendar entry's node, becomes
 * a blog draft with the offline outline body and links to the most related published posts; an
 * entry keeps its draft's id, so it is written once and opened after that. The editor's link
 * suggestions load on the first draft, never with the tool.
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
import { draftSavedNotice } from '../engine/messages';
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

  /** Writes drafts for the given nodes (each with its entry, if any); returns the new posts' ids. */
  async function write(items: readonly { node: ContentNode; entry?: CalendarEvent }[]) {
    const { relatedPostLinks } = await loadDraftLinks();
    const published = [...posts, ...content.posts.filter((p) => !postById.has(p.id))];
    return items.map(({ node, entry }) => {
      const focus = nodeFocusKeyphrase(node);
      const links = relatedPostLinks(
        { title: node.title, body: outlineDraftBody(node, []), focus_keyphrase: focus },
        published,
      );
      const draft = nodeDraft(node, data, {
        body: outlineDraftBody(node, links),
        entryDate: entry?.date,
      });
      const id = blogDispatch(saveDraftFromWebhookPayload(draft.payload, draft));
      if (entry) dispatch(entryDraftLinked({ eventId: entry.id, postId: id }));
      return id;
    });
  }

  const nodeOf = (entry: CalendarEvent) => data.nodes.find((n) => n.id === entry.node.id);

  /** "Write draft" on a node (the detail panel, Settings): its entry's draft when it has one. */
  async function writeNodeDraft(node: ContentNode): Promise<string> {
    const entry = data.calendar.find((e) => e.node.id === node.id);
    const existing = entry && postOf(entry);
    if (existing) return existing.id;
    const [id] = await write([{ node, entry }]);
    notify({
      ...draftSavedNotice(node.title),
      action: { label: 'Open draft', onAction: () => void navigate(adminPaths.editPost(id)) },
    });
    return id;
  }

  /** "Write draft" on an entry, or "Open draft" once it has one. */
  async function writeEntryDraft(entry: CalendarEvent) {
    const existing = postOf(entry);
    if (existing) return void navigate(adminPaths.editPost(existing.id));
    const node = nodeOf(entry);
    if (node) await writeNodeDraft(node);
  }

  /** "Write drafts for {month}": every given entry without a draft gets one; returns how many. */
  async function writeEntryDrafts(entries: readonly CalendarEvent[]): Promise<number> {
    const items = entries.flatMap((entry) => {
      const node = nodeOf(entry);
      return node && !postOf(entry) ? [{ node, entry }] : [];
    });
    if (items.length) await write(items);
    return items.length;
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

  return { postOf, writeNodeDraft, writeEntryDraft, writeEntryDrafts, followMove };
}
