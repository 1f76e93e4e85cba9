/**
 * What one publishing action changes in the site's repository (docs/ARCHITECTURE.md#content-backends):
 * the post's file, the images it uses, and the taxonomy files it changes, as one change set that a
 * backend commits at once. Pure: the store's files in, the change set out.
 */
import {
  contentWith,
  imageNameOf,
  imagePathsOf,
  imagesOnlyUsedBy,
  type BlogData,
  type Post,
  type PublishedContent,
  type loadContentFiles,
} from '../../blog';

/** The content files' model (loadContentFiles): the folder's layout and its writer. */
export type ContentFiles = Awaited<ReturnType<typeof loadContentFiles>>;

/** What the store holds under content/blog/: the published content and each file's blob id. */
export interface StoreSnapshot {
  /** The branch head this was read at: a commit is made on top of it, or not at all. */
  head: string;
  content: PublishedContent;
  /** Repository path -> blob id, for every file under content/blog/ (images included). */
  files: ReadonlyMap<string, string>;
}

export interface ChangeSet {
  /** Text files to write, repository path -> text. */
  texts: Record<string, string>;
  /** Images to add: repository path -> the post image path (`/blog/images/{name}`) to read. */
  images: Record<string, string>;
  /** Repository paths to delete. */
  removed: string[];
}

export type PublishAction = 'Publish' | 'Schedule' | 'Update' | 'Unpublish';

const repoPathIn = (files: ContentFiles) => (path: string) => `${files.CONTENT_FOLDER}/${path}`;

/** Every repository path a change set writes or deletes. */
export const touchedPaths = (changes: ChangeSet) => [
  ...Object.keys(changes.texts),
  ...Object.keys(changes.images),
  ...changes.removed,
];

export const isEmptyChangeSet = (changes: ChangeSet) => touchedPaths(changes).length === 0;

/** The published copy of a post: by id, else by slug (a post published before ids were kept). */
export function publishedCopy(content: PublishedContent, post: Pick<Post, 'id' | 'slug'>) {
  return (
    content.posts.find((p) => p.id === post.id) ?? content.posts.find((p) => p.slug === post.slug)
  );
}

/**
 * Publish (or schedule, or update) `post`: its file, the taxonomy files whose entries change, the
 * images it uses that the store lacks, and, when it is published already, the file under its old
 * slug and the images only its old version used.
 */
export function publishChanges(
  store: StoreSnapshot,
  post: Post,
  data: Omit<BlogData, 'posts'>,
  files: ContentFiles,
): ChangeSet {
  const { postFileName, serializeContent, TAXONOMY_FILES } = files;
  const repoPath = repoPathIn(files);
  const imageRepoPath = (imagePath: string) => repoPath(`images/${imageNameOf(imagePath)}`);
  const before = serializeContent(store.content);
  const next = contentWith(store.content, data, { ...post, status: 'published' });
  const after = serializeContent(next);
  const texts: Record<string, string> = {};
  for (const file of [postFileName(post.slug), ...Object.values(TAXONOMY_FILES)])
    if (after[file] !== before[file]) texts[repoPath(file)] = after[file];
  const images: Record<string, string> = {};
  for (const path of imagePathsOf(post))
    if (!store.files.has(imageRepoPath(path))) images[imageRepoPath(path)] = path;
  const removed: string[] = [];
  const old = publishedCopy(store.content, post);
  if (old) {
    if (old.slug !== post.slug) removed.push(repoPath(postFileName(old.slug)));
    const others = next.posts;
    for (const path of imagesOnlyUsedBy(old, others))
      if (store.files.has(imageRepoPath(path))) removed.push(imageRepoPath(path));
  }
  return { texts, images, removed };
}

/** Unpublish `post`: its file and the images no other published post uses. */
export function unpublishChanges(
  store: StoreSnapshot,
  post: Pick<Post, 'id' | 'slug'>,
  files: ContentFiles,
): ChangeSet {
  const repoPath = repoPathIn(files);
  const imageRepoPath = (imagePath: string) => repoPath(`images/${imageNameOf(imagePath)}`);
  const old = publishedCopy(store.content, post);
  if (!old) return { texts: {}, images: {}, removed: [] };
  const others = store.content.posts.filter((p) => p !== old);
  const removed = [repoPath(files.postFileName(old.slug))];
  for (const path of imagesOnlyUsedBy(old, others))
    if (store.files.has(imageRepoPath(path))) removed.push(imageRepoPath(path));
  return { texts: {}, images: {}, removed };
}

/** The paths among `paths` whose blob differs between two reads (added and deleted count). */
export function changedBetween(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
  paths: readonly string[],
): string[] {
  return paths.filter((path) => before.get(path) !== after.get(path));
}

/** "Publish: {title}": the commit's headline names the action and the post. */
export const commitHeadline = (action: PublishAction, title: string) =>
  `${action}: ${title.replace(/\s+/g, ' ').trim()}`;
