// The blog's public face for other features (admin, NeuroSlice). Thin re-exports only; the
// Markdown renderer and the article view load on demand through loadPostArticle so that importing
// this file never pulls marked/DOMPurify into another feature's first load.
export type { BlogData, Post, PostDraft, Tag } from './model/types';
export {
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
  selectPosts,
  selectCategories,
  selectTags,
  selectAuthors,
  selectPublishedPosts,
  selectDraftPosts,
  selectRecentPublished,
  selectRecentDrafts,
} from './blogSelectors';
export { useBlogSelector, useBlogDispatch, useBlogReady } from './hooks';
export { saveDraftFromWebhookPayload } from './blogThunks';
export { slugify } from './model/slug';
export { emptyDraft } from './model/draft';
export { blogText } from './blogText';
export { postDescription } from './model/queries';
export { isPostSlugTaken, findById, byNewest } from './model/queries';
export { isOptionalHttpUrl, isOptionalCoverImage, HTTP_URL_MESSAGE } from './model/url';
export {
  ACCEPTED_IMAGE_TYPES,
  checkImage,
  imageFileName,
  imageMarkdown,
  imagePath,
  imageNameOf,
  imagePathsOf,
  imagesOnlyUsedBy,
  bytesToBase64,
  base64ToBytes,
} from './model/images';
/**
 * The content files' model (front matter, YAML, the folder's layout), loaded on use: publishing
 * needs it, an app's first screen does not (js-yaml alone is 15 KiB gzip).
 */
export const loadContentFiles = () => import('./model/content');
export type { ImageFormat } from './model/images';
/** The owner's image store (IndexedDB), loaded on use. */
export const loadImageStore = () => import('./imageStore');
export { formatPublishDate, toDateTimeLocal, fromDateTimeLocal } from './model/dates';
export { createBackup, backupFileName, parseBackup, decodeBackupImages } from './model/backup';
export type { RestoredImage } from './model/backup';
export { BlogLoading } from './components/BlogLoading';
export const loadPostArticle = () =>
  import('./components/PostArticle').then(({ PostArticle }) => ({ default: PostArticle }));
export { formatPublishDateTime, isDatedAhead } from './model/schedule';
