// The blog's public face for other features (admin, NeuroSlice). Thin re-exports only; the
// Markdown renderer and the article view load on demand through loadPostArticle so that importing
// this file never pulls marked/DOMPurify into another feature's first load.
export type {
  Author,
  BlogData,
  BlogState,
  Category,
  DeletedIds,
  Post,
  PostDraft,
  PostStatus,
  Tag,
} from './model/types';
export {
  BLOG_STORAGE_KEY,
  SEED_AUTHOR_ID,
  blogSeed,
  initialBlogState,
  postSaved,
  postDeleted,
  categoryAdded,
  categoryDeleted,
  tagAdded,
  tagDeleted,
  backupImported,
  publishedImported,
} from './blogSlice';
export {
  CONTENT_API_PATH,
  ContentApiError,
  PUBLISH_BUNDLE_NAME,
  contentWith,
  createContentApi,
  createPublishBundle,
  publishState,
  publishStateLabel,
  setPublishedContent,
  usePublishedContent,
} from './publishing';
export type { ContentApi, PublishState, PublishedContent } from './publishing';
export {
  selectBlog,
  selectBlogReady,
  selectPosts,
  selectCategories,
  selectTags,
  selectAuthors,
  selectPublishedPosts,
  selectDraftPosts,
  selectRecentPublished,
  selectRecentDrafts,
  selectPostById,
  DASHBOARD_LIST_LIMIT,
} from './blogSelectors';
export type { BlogRootState } from './blogSelectors';
export { useBlogSelector, useBlogDispatch, useBlogReady } from './hooks';
export type { BlogDispatch } from './hooks';
export { saveDraftFromWebhookPayload } from './blogThunks';
export type { WebhookDraftPayload } from './blogThunks';
export { slugify, uniqueSlug } from './model/slug';
export { readTimeLabel, readTimeMinutes } from './model/readTime';
export { isPostSlugTaken, findById, findBySlug, byNewest, isPublished } from './model/queries';
export { isHttpUrl, isOptionalHttpUrl, HTTP_URL_MESSAGE } from './model/url';
export { formatPublishDate, toDateTimeLocal, fromDateTimeLocal } from './model/dates';
export { createBackup, backupFileName, parseBackup } from './model/backup';
export type { BackupFile, BackupParseResult } from './model/backup';
export { BlogLoading } from './components/BlogLoading';
export const loadPostArticle = () => import('./components/PostArticle');
export type { PostArticleProps } from './components/PostArticle';
