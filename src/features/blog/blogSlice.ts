/** The blog's data (SPEC §3), seeded, saved in this browser under one key. */
import { createSlice, current, type PayloadAction } from '@reduxjs/toolkit';
import type { PublishedContent } from './model/content';
import { withPublished } from './model/publishedMerge';
import type { MigrationManifest, PersistedState } from 'redux-persist';
import { isBlogData } from './model/schema';
import { mergeBlogState } from './model/merge';
import { slugify } from './model/slug';
import { withFocusKeyphrase } from './model/postMigrations';
import type { BlogData, BlogState, Category, Post, PostDraft, Tag } from './model/types';

export type { BlogState } from './model/types';

const BLOG_STORAGE_KEY = 'bayshore-blog';

export const SEED_AUTHOR_ID = 'author-bayshore-team';

export const blogSeed: BlogData = {
  posts: [],
  categories: [
    {
      id: 'cat-tampa-marketing',
      name: 'Tampa Marketing',
      slug: 'tampa-marketing',
      description: 'Local search, ads and growth notes for Tampa Bay businesses.',
    },
    {
      id: 'cat-ai-workflows',
      name: 'AI Workflows',
      slug: 'ai-workflows',
      description: 'Automations that answer leads, book calls and report results.',
    },
  ],
  tags: [
    { id: 'tag-video-ads', name: 'Video Ads', slug: 'video-ads' },
    { id: 'tag-seo', name: 'SEO', slug: 'seo' },
    { id: 'tag-youtube', name: 'YouTube', slug: 'youtube' },
  ],
  authors: [
    {
      id: SEED_AUTHOR_ID,
      name: 'Bayshore Signal Team',
      slug: 'bayshore-signal-team',
      bio: 'Strategists, media buyers and automation engineers working out of Tampa.',
      avatar: '/images/blog/author-bayshore-team.svg',
    },
  ],
};

export const initialBlogState: BlogState = { ...blogSeed, deletedIds: {} };

// Post ids are strings from a timestamp (SPEC §3); two saves in one millisecond still differ.
let lastIssuedId = 0;
function nextPostId(now = Date.now()): string {
  lastIssuedId = Math.max(now, lastIssuedId + 1);
  return String(lastIssuedId);
}

const entityId = (prefix: string) => `${prefix}-${nextPostId()}`;
const nowIso = () => new Date().toISOString();

function markDeleted(state: BlogState, id: string) {
  state.deletedIds[id] = nowIso();
}

const blogSlice = createSlice({
  name: 'blog',
  initialState: initialBlogState,
  reducers: {
    /** Create (no id) or update (id) a post; updated_date is set on every save. */
    postSaved: {
      reducer(state, action: PayloadAction<Post>) {
        const index = state.posts.findIndex((post) => post.id === action.payload.id);
        if (index === -1) state.posts.push(action.payload);
        else state.posts[index] = action.payload;
      },
      prepare(draft: PostDraft & { id?: string }) {
        return {
          payload: { ...draft, id: draft.id ?? nextPostId(), updated_date: nowIso() } as Post,
        };
      },
    },
    postDeleted(state, action: PayloadAction<string>) {
      state.posts = state.posts.filter((post) => post.id !== action.payload);
      markDeleted(state, action.payload);
    },
    categoryAdded: {
      reducer(state, action: PayloadAction<Category>) {
        state.categories.push(action.payload);
      },
      prepare({ name, description = '' }: { name: string; description?: string }) {
        const trimmed = name.trim();
        return {
          payload: {
            id: entityId('cat'),
            name: trimmed,
            slug: slugify(trimmed),
            description: description.trim(),
          },
        };
      },
    },
    /** Posts in a deleted category become uncategorised (and count as changed for other tabs). */
    categoryDeleted(state, action: PayloadAction<string>) {
      state.categories = state.categories.filter((category) => category.id !== action.payload);
      for (const post of state.posts) {
        if (post.category !== action.payload) continue;
        post.category = '';
        post.updated_date = nowIso();
      }
      markDeleted(state, action.payload);
    },
    tagAdded: {
      reducer(state, action: PayloadAction<Tag>) {
        state.tags.push(action.payload);
      },
      prepare({ name }: { name: string }) {
        const trimmed = name.trim();
        return { payload: { id: entityId('tag'), name: trimmed, slug: slugify(trimmed) } };
      },
    },
    /** A deleted tag is taken off every post that had it. */
    tagDeleted(state, action: PayloadAction<string>) {
      state.tags = state.tags.filter((tag) => tag.id !== action.payload);
      for (const post of state.posts) {
        if (!post.tags.includes(action.payload)) continue;
        post.tags = post.tags.filter((tag) => tag !== action.payload);
        post.updated_date = nowIso();
      }
      markDeleted(state, action.payload);
    },
    /** Replace everything with a validated backup; what it lacks counts as deleted for other tabs. */
    /**
     * The published posts and taxonomy taken into this browser's store: on the first admin open
     * all of them, after later builds only what is new. Local changes are never overwritten and a
     * post deleted here does not come back.
     */
    publishedImported(state, action: PayloadAction<PublishedContent>) {
      const local = current(state);
      const next = withPublished(local, action.payload, local.deletedIds);
      return next === local ? undefined : next;
    },
    backupImported(state, action: PayloadAction<BlogData>) {
      const incoming = action.payload;
      const kept = new Set(
        [...incoming.posts, ...incoming.categories, ...incoming.tags, ...incoming.authors].map(
          (e) => e.id,
        ),
      );
      const deletedIds = { ...state.deletedIds };
      for (const entity of [...state.posts, ...state.categories, ...state.tags, ...state.authors]) {
        if (!kept.has(entity.id)) deletedIds[entity.id] = nowIso();
      }
      for (const id of kept) delete deletedIds[id];
      return { ...incoming, deletedIds };
    },
  },
});

export const {
  postSaved,
  postDeleted,
  categoryAdded,
  categoryDeleted,
  tagAdded,
  tagDeleted,
  backupImported,
  publishedImported,
} = blogSlice.actions;

export const blogReducer = blogSlice.reducer;

/** Saved data of the current version: the blog entities plus the deletion record. */
export function isBlogState(value: unknown): value is BlogState {
  if (!isBlogData(value)) return false;
  const deleted = (value as Partial<BlogState>).deletedIds;
  return !!deleted && typeof deleted === 'object' && !Array.isArray(deleted);
}

/**
 * Version 2 added deletedIds (cross-tab merge). Version 1 data had none: nothing was deleted yet.
 * Version 3 added each post's focus_keyphrase (the editor's SEO analysis): none chosen yet.
 */
export const blogMigrations: MigrationManifest = {
  2: (state: PersistedState) =>
    ({ ...(state as object), deletedIds: {} }) as unknown as PersistedState,
  3: (state: PersistedState) => {
    const { posts } = state as unknown as { posts?: unknown };
    return {
      ...(state as object),
      posts: Array.isArray(posts) ? posts.map(withFocusKeyphrase) : posts,
    } as unknown as PersistedState;
  },
};

export const blogPersistence = {
  key: BLOG_STORAGE_KEY,
  version: 3,
  migrations: blogMigrations,
  isValid: isBlogState,
  merge: mergeBlogState,
  saveFailedMessage: 'Could not save blog data to localStorage',
};
