/** Selectors over the root state's `blog` slice; memoised where they build new arrays. */
import { createSelector } from '@reduxjs/toolkit';
import { draftPosts, publishedPosts } from './model/queries';
import type { BlogState } from './model/types';
import { withPublished } from './model/publishedMerge';
import { publishedContent } from './published';

/** The part of the app's root state the blog reads (the app adds redux-persist's `_persist`). */
export interface BlogRootState {
  blog: BlogState & { _persist?: { version: number; rehydrated: boolean } };
}

export const selectBlog = (state: BlogRootState) => state.blog;
export const selectPosts = (state: BlogRootState) => state.blog.posts;
export const selectCategories = (state: BlogRootState) => state.blog.categories;
export const selectTags = (state: BlogRootState) => state.blog.tags;
export const selectAuthors = (state: BlogRootState) => state.blog.authors;

/** True once this browser's saved data has been loaded (or found absent). */
export const selectBlogReady = (state: BlogRootState) => state.blog._persist?.rehydrated === true;

export const selectPublishedPosts = createSelector([selectPosts], publishedPosts);
export const selectDraftPosts = createSelector([selectPosts], draftPosts);

const DASHBOARD_LIST_LIMIT = 5;
export const selectRecentPublished = createSelector([selectPublishedPosts], (posts) =>
  posts.slice(0, DASHBOARD_LIST_LIMIT),
);
export const selectRecentDrafts = createSelector([selectDraftPosts], (posts) =>
  posts.slice(0, DASHBOARD_LIST_LIMIT),
);

/**
 * What the public blog shows: the published posts of content/blog/ together with this browser's
 * own, the local copy winning (same id, else same slug). Before the saved data loads (and on the
 * server) that is the published posts alone, so prerendered pages hydrate to the same markup.
 */
const selectVisibleBlog = createSelector([selectBlog], (blog) =>
  withPublished(blog, publishedContent),
);
export const selectVisiblePosts = createSelector([selectVisibleBlog], (blog) => blog.posts);
export const selectVisibleCategories = createSelector([selectVisibleBlog], (b) => b.categories);
export const selectVisibleTags = createSelector([selectVisibleBlog], (blog) => blog.tags);
export const selectVisibleAuthors = createSelector([selectVisibleBlog], (blog) => blog.authors);
export const selectVisiblePublishedPosts = createSelector([selectVisiblePosts], publishedPosts);
