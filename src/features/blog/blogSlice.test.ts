import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import {
  backupImported,
  blogMigrations,
  blogPersistence,
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
import { saveDraftFromWebhookPayload } from './blogThunks';
import { createBackup, parseBackup } from './model/backup';
import { mergeBlogState } from './model/merge';
import { persistedBlogValue, sampleBlogState, samplePosts } from './testing/sampleBlog';
import type { BlogState, PostDraft } from './model/types';
import { createPersistence } from '../../lib/persistence/persistence';

const draft = (over: Partial<PostDraft> = {}): PostDraft => {
  const { id: _id, updated_date: _u, ...rest } = samplePosts[0];
  return { ...rest, slug: 'new-post', title: 'New post', ...over };
};

const makeStore = (blog: BlogState = initialBlogState) =>
  configureStore({ reducer: { blog: blogReducer }, preloadedState: { blog } });

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

describe('cross-tab merge', () => {
  it('returns the local state itself when nothing is new (no save ping-pong)', () => {
    const copy = JSON.parse(JSON.stringify(sampleBlogState)) as BlogState;
    expect(mergeBlogState(sampleBlogState, copy)).toBe(sampleBlogState);
  });
  it('returns a changed object when this tab holds more, so its data gets written', () => {
    const older = { ...sampleBlogState, posts: samplePosts.slice(0, 2) };
    const merged = mergeBlogState(sampleBlogState, JSON.parse(JSON.stringify(older)));
    expect(merged).not.toBe(sampleBlogState);
    expect(merged.posts).toEqual(sampleBlogState.posts);
    const deletedHere = blogReducer(sampleBlogState, postDeleted(samplePosts[0].id));
    expect(mergeBlogState(deletedHere, JSON.parse(JSON.stringify(sampleBlogState)))).not.toBe(
      deletedHere,
    );
  });
  it('keeps posts from both tabs and the newer copy of the same post', () => {
    const mine = {
      ...sampleBlogState,
      posts: [
        samplePosts[0],
        { ...samplePosts[1], title: 'Mine, newer', updated_date: '2026-09-01T00:00:00.000Z' },
      ],
    };
    const theirs = { ...sampleBlogState, posts: [samplePosts[1], samplePosts[2]] };
    const merged = mergeBlogState(mine, theirs);
    expect(merged.posts.map((p) => p.id)).toEqual([
      samplePosts[0].id,
      samplePosts[1].id,
      samplePosts[2].id,
    ]);
    expect(merged.posts[1].title).toBe('Mine, newer');
    const newer = {
      ...samplePosts[0],
      title: 'Theirs, newer',
      updated_date: '2026-10-01T00:00:00.000Z',
    };
    expect(mergeBlogState(mine, { ...theirs, posts: [newer] }).posts[0].title).toBe(
      'Theirs, newer',
    );
  });
  it('does not bring back what the other tab deleted', () => {
    const theirs = blogReducer(sampleBlogState, postDeleted(samplePosts[0].id));
    const merged = mergeBlogState(sampleBlogState, theirs);
    expect(merged.posts.map((p) => p.id)).not.toContain(samplePosts[0].id);
    expect(mergeBlogState(theirs, sampleBlogState).posts.map((p) => p.id)).not.toContain(
      samplePosts[0].id,
    );
  });
});

describe('backup', () => {
  it('round-trips the focus keyphrase', () => {
    const posts = [{ ...samplePosts[0], focus_keyphrase: 'med spa youtube shorts' }];
    const parsed = parseBackup(JSON.stringify(createBackup({ ...sampleBlogState, posts })));
    expect(parsed.ok && parsed.data.posts[0].focus_keyphrase).toBe('med spa youtube shorts');
  });

  it('reads a version 1 file (made before focus_keyphrase) with an empty keyphrase on each post', () => {
    const v1 = {
      ...createBackup(sampleBlogState),
      formatVersion: 1,
      data: { ...sampleBlogState, deletedIds: undefined, posts: postsWithoutKeyphrase },
    };
    const parsed = parseBackup(JSON.stringify(v1));
    expect(parsed.ok && parsed.data.posts).toEqual(samplePosts);
  });

  it('refuses a file of a version it does not know', () => {
    const parsed = parseBackup(
      JSON.stringify({ ...createBackup(sampleBlogState), formatVersion: 9 }),
    );
    expect(!parsed.ok && parsed.reason).toContain('formatVersion');
  });

  it('round-trips', () => {
    const file = JSON.stringify(createBackup(sampleBlogState));
    const parsed = parseBackup(file);
    expect(parsed.ok && parsed.data).toEqual({
      posts: samplePosts,
      categories: sampleBlogState.categories,
      tags: sampleBlogState.tags,
      authors: sampleBlogState.authors,
    });
  });
  it.each([
    ['not json', 'not valid JSON'],
    ['{"hello":1}', 'not a blog backup'],
    [JSON.stringify({ ...createBackup(sampleBlogState), data: { posts: 'x' } }), 'data.posts'],
    [
      JSON.stringify(
        createBackup({
          ...sampleBlogState,
          posts: [{ ...samplePosts[0], cover_image: 'javascript:alert(1)' }],
        }),
      ),
      'cover_image',
    ],
    [
      JSON.stringify(
        createBackup({
          ...sampleBlogState,
          posts: [samplePosts[0], { ...samplePosts[1], slug: samplePosts[0].slug }],
        }),
      ),
      'more than once',
    ],
  ])('refuses an invalid file (%#)', (text, reason) => {
    const parsed = parseBackup(text);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.reason).toContain(reason);
  });
});

/** Posts as versions before focus_keyphrase saved them. */
const postsWithoutKeyphrase = samplePosts.map(({ focus_keyphrase: _none, ...post }) => post);

describe('persistence spec', () => {
  it('migrates version 1 data (no deletion record, no focus keyphrase) to version 3', async () => {
    const v1 = {
      ...sampleBlogState,
      posts: postsWithoutKeyphrase,
      deletedIds: undefined,
      _persist: { version: 1, rehydrated: false },
    };
    expect(isBlogState({ ...v1, _persist: undefined })).toBe(false);
    const v2 = await blogMigrations[2](v1 as never);
    expect(isBlogState({ ...v2, _persist: undefined })).toBe(false);
    const v3 = await blogMigrations[3](v2);
    expect(isBlogState({ ...v3, _persist: undefined })).toBe(true);
    expect((v3 as unknown as BlogState).posts.map((post) => post.focus_keyphrase)).toEqual(
      samplePosts.map(() => ''),
    );
    expect(blogPersistence.version).toBe(3);
  });

  it('keeps a focus keyphrase through the version 3 migration when one is already there', async () => {
    const posts = [{ ...samplePosts[0], focus_keyphrase: 'youtube shorts' }];
    const migrated = await blogMigrations[3]({ ...sampleBlogState, posts } as never);
    expect((migrated as unknown as BlogState).posts[0].focus_keyphrase).toBe('youtube shorts');
  });

  it('loads saved data, and keeps corrupt data aside under the backup key while using the seed', async () => {
    const storage = new Map<string, string>();
    const fake = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
    };
    const log = { error: vi.fn(), warn: vi.fn() };
    const persistence = createPersistence({ getStorage: () => fake, log });
    storage.set('persist:bayshore-blog', persistedBlogValue(sampleBlogState));
    expect(await persistence.storage.getItem('persist:bayshore-blog')).not.toBeNull();
    storage.set('persist:bayshore-blog', '{not json');
    expect(await persistence.storage.getItem('persist:bayshore-blog')).toBeNull();
    expect(storage.get('persist:bayshore-blog:backup')).toBe('{not json');
    expect(log.error).toHaveBeenCalled();
  });
});
