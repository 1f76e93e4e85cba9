import { describe, expect, it, vi } from 'vitest';
import {
  backupImported,
  blogReducer,
  categoryAdded,
  categoryDeleted,
  initialBlogState,
  isBlogState,
  postDeleted,
  postSaved,
  tagAdded,
  tagDeleted,
} from './blogSlice';
import { selectDraftPosts, selectPublishedPosts, selectRecentDrafts } from './blogSelectors';
import { sampleBlogState, samplePosts } from './testing/sampleBlog';
import type { PostDraft } from './model/types';

const draft = (over: Partial<PostDraft> = {}): PostDraft => {
  const { id: _id, updated_date: _u, ...rest } = samplePosts[0];
  return { ...rest, slug: 'new-post', title: 'New post', ...over };
};
describe('seed (SPEC §3)', () => {
  it('has no posts, two categories, three tags and one author', () => {
    expect(initialBlogState.posts).toEqual([]);
    expect(initialBlogState.categories.map((c) => c.name)).toEqual([
      'Tampa Marketing',
      'AI Workflows',
    ]);
    expect(initialBlogState.tags.map((t) => t.name)).toEqual(['Video Ads', 'SEO', 'YouTube']);
    expect(initialBlogState.authors).toHaveLength(1);
    expect(initialBlogState.authors[0]).toMatchObject({
      name: expect.any(String),
      slug: expect.any(String),
      bio: expect.any(String),
      avatar: expect.any(String),
    });
    expect(isBlogState(initialBlogState)).toBe(true);
  });
});

describe('reducers', () => {
  it('creates a post with a timestamp id and updated_date, then updates it', () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T10:00:00Z') });
    let state = blogReducer(initialBlogState, postSaved(draft()));
    const created = state.posts[0];
    expect(created.id).toMatch(/^\d{13,}$/);
    expect(created.updated_date).toBe('2026-05-01T10:00:00.000Z');
    vi.setSystemTime(new Date('2026-05-02T10:00:00Z'));
    state = blogReducer(state, postSaved({ ...draft({ title: 'Renamed' }), id: created.id }));
    expect(state.posts).toHaveLength(1);
    expect(state.posts[0]).toMatchObject({
      id: created.id,
      title: 'Renamed',
      updated_date: '2026-05-02T10:00:00.000Z',
    });
    vi.useRealTimers();
  });

  it('gives two posts saved in the same millisecond different ids', () => {
    const a = postSaved(draft()).payload.id;
    const b = postSaved(draft()).payload.id;
    expect(a).not.toBe(b);
  });

  it('deletes posts, categories and tags and remembers the deletion', () => {
    let state = blogReducer(sampleBlogState, postDeleted(samplePosts[0].id));
    state = blogReducer(state, tagDeleted('tag-seo'));
    expect(state.posts.map((p) => p.id)).not.toContain(samplePosts[0].id);
    expect(state.tags.map((t) => t.id)).not.toContain('tag-seo');
    expect(Object.keys(state.deletedIds)).toEqual([samplePosts[0].id, 'tag-seo']);
  });

  it('takes a deleted tag off its posts and leaves posts of a deleted category uncategorised', () => {
    let state = blogReducer(sampleBlogState, tagDeleted('tag-seo'));
    expect(state.posts.some((p) => p.tags.includes('tag-seo'))).toBe(false);
    const touched = state.posts.filter((p) =>
      samplePosts.find((s) => s.id === p.id)?.tags.includes('tag-seo'),
    );
    expect(touched.length).toBeGreaterThan(0);
    for (const post of touched) {
      expect(post.updated_date > samplePosts.find((s) => s.id === post.id)!.updated_date).toBe(
        true,
      );
    }
    state = blogReducer(state, categoryDeleted('cat-ai-workflows'));
    expect(state.posts.filter((p) => p.category === 'cat-ai-workflows')).toEqual([]);
    expect(state.posts.filter((p) => p.category === '').length).toBeGreaterThan(0);
  });

  it('adds categories and tags with trimmed names and slugs', () => {
    let state = blogReducer(
      initialBlogState,
      categoryAdded({ name: '  Local Video  ', description: ' Shoots ' }),
    );
    state = blogReducer(state, tagAdded({ name: ' Google Ads ' }));
    expect(state.categories.at(-1)).toMatchObject({
      name: 'Local Video',
      slug: 'local-video',
      description: 'Shoots',
    });
    expect(state.tags.at(-1)).toMatchObject({ name: 'Google Ads', slug: 'google-ads' });
  });

  it('replaces everything on backup import and marks what is gone as deleted', () => {
    const state = blogReducer(
      sampleBlogState,
      backupImported({ ...initialBlogState, posts: [samplePosts[1]] }),
    );
    expect(state.posts).toEqual([samplePosts[1]]);
    expect(state.deletedIds[samplePosts[0].id]).toBeDefined();
    expect(state.deletedIds[samplePosts[1].id]).toBeUndefined();
  });
});

describe('selectors', () => {
  it('selects published newest first, drafts, and at most 5 recent', () => {
    const many = Array.from({ length: 7 }, (_, i) => ({
      ...samplePosts[3],
      id: `d${i}`,
      slug: `d${i}`,
      publish_date: `2026-${String(i + 5).padStart(2, '0')}-01T00:00:00.000Z`,
    }));
    const root = { blog: { ...sampleBlogState, posts: [...samplePosts, ...many] } };
    expect(selectPublishedPosts(root).map((p) => p.id)).toEqual([
      '1767225600000',
      '1767312000000',
      '1767398400000',
    ]);
    expect(selectDraftPosts(root)).toHaveLength(8);
    expect(selectRecentDrafts(root).map((p) => p.id)).toEqual(['d6', 'd5', 'd4', 'd3', 'd2']);
  });
});
