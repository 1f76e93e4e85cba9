// What `npm run bench` times for "Write drafts for {month}" offline: the tool's own steps for each
// entry (the editor's link suggestions over the published posts, the outline body, the draft's
// fields, the blog's draft thunk on a store), without React.
import { configureStore } from '@reduxjs/toolkit';
import { relatedPostLinks } from '../../src/features/admin/analysis/draftLinks';
import { blogReducer } from '../../src/features/blog/blogSlice';
import { saveDraftFromWebhookPayload } from '../../src/features/blog/blogThunks';
import { emptyDraft } from '../../src/features/blog/model/draft';
import type { Post } from '../../src/features/blog/model/types';
import { nodeDraft, outlineDraftBody } from '../../src/features/neuroslice/engine/blogDraft';
import { generateSync } from '../../src/features/neuroslice/engine/generate';
import type { StrategyData } from '../../src/features/neuroslice/engine/types';
import { nodeFocusKeyphrase } from '../../src/features/neuroslice/engine/webhook';

export { buildCalendar } from '../../src/features/neuroslice/engine/calendar';

/** `count` published posts made from another plan's nodes: what the link suggestions search. */
export function publishedPosts(count: number, now: Date): Post[] {
  const plan = generateSync('Dental marketing in Tampa: implants, Invisalign, reviews', 3, { now });
  return plan.nodes.slice(0, count).map((node, i) => ({
    ...emptyDraft('author-1', now),
    id: `post-${i}`,
    slug: `post-${i}`,
    title: node.title,
    excerpt: node.summary,
    focus_keyphrase: nodeFocusKeyphrase(node),
    status: 'published',
    updated_date: now.toISOString(),
  }));
}

/** Drafts for every entry of the plan's calendar, as the tool writes them; returns how many. */
export function writeDrafts(plan: StrategyData, posts: readonly Post[]): number {
  const store = configureStore({ reducer: { blog: blogReducer } });
  for (const entry of plan.calendar) {
    const node = plan.nodes.find((n) => n.id === entry.node.id)!;
    const focus = nodeFocusKeyphrase(node);
    const links = relatedPostLinks(
      { title: node.title, body: outlineDraftBody(node, []), focus_keyphrase: focus },
      posts,
    );
    const draft = nodeDraft(node, plan, {
      body: outlineDraftBody(node, links),
      entryDate: entry.date,
    });
    store.dispatch(saveDraftFromWebhookPayload(draft.payload, draft));
  }
  return store.getState().blog.posts.length;
}
