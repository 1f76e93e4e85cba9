import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { blogReducer, initialBlogState } from './blogSlice';
import { saveDraftFromWebhookPayload } from './blogThunks';
import type { BlogState } from './model/types';

const makeStore = (blog: BlogState = initialBlogState) =>
  configureStore({ reducer: { blog: blogReducer }, preloadedState: { blog } });

describe('saveDraftFromWebhookPayload', () => {
  const payload = {
    title: 'Video Ads for Tampa Roofers',
    body_markdown: '## Hook\nShow the storm damage first.',
    slug: 'video-ads-for-tampa-roofers',
    excerpt: 'Three hooks that work.',
    tags: ['YouTube Video', 'video', 'SEO', 'seo', ' '],
    seo: { title: 'Roofer video ads', description: 'Hooks for roofers.' },
  };

  it('creates a draft, reuses tags by name and creates missing ones, returns the id', () => {
    const store = makeStore();
    const id = store.dispatch(saveDraftFromWebhookPayload(payload));
    const { posts, tags } = store.getState().blog;
    const post = posts.find((p) => p.id === id)!;
    expect(post).toMatchObject({
      status: 'draft',
      title: payload.title,
      slug: payload.slug,
      body: payload.body_markdown,
      excerpt: payload.excerpt,
      seo_meta_title: 'Roofer video ads',
      seo_meta_description: 'Hooks for roofers.',
    });
    expect(tags.map((t) => t.name)).toEqual([
      'Video Ads',
      'SEO',
      'YouTube',
      'YouTube Video',
      'video',
    ]);
    expect(post.tags.map((tid) => tags.find((t) => t.id === tid)!.name)).toEqual([
      'YouTube Video',
      'video',
      'SEO',
    ]);
  });

  it("fills the focus keyphrase from the node's key phrase, and leaves it empty without one", () => {
    const store = makeStore();
    const withPhrase = store.dispatch(
      saveDraftFromWebhookPayload(payload, { focusKeyphrase: ' tampa roofers ' }),
    );
    const without = store.dispatch(saveDraftFromWebhookPayload(payload));
    const byId = (id: string) => store.getState().blog.posts.find((p) => p.id === id)!;
    expect(byId(withPhrase).focus_keyphrase).toBe('tampa roofers');
    expect(byId(without).focus_keyphrase).toBe('');
  });

  it('makes the slug unique with -2, -3', () => {
    const store = makeStore();
    const ids = [1, 2, 3].map(() => store.dispatch(saveDraftFromWebhookPayload(payload)));
    const slugs = ids.map((id) => store.getState().blog.posts.find((p) => p.id === id)!.slug);
    expect(slugs).toEqual([
      'video-ads-for-tampa-roofers',
      'video-ads-for-tampa-roofers-2',
      'video-ads-for-tampa-roofers-3',
    ]);
  });
});
