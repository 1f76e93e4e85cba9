/**
 * Cross-tab merge (docs/PRODUCT.md#two-tabs: two tabs never overwrite each other's newer data). Entities are
 * matched by id; the later updated_date wins for posts, the other tab's copy for the rest; an id
 * deleted in either tab stays deleted. When both copies hold the same data the local state object
 * itself is returned, so merging triggers no save (tabs never ping-pong). When this tab holds more
 * than the other tab saved, a changed object is returned even if nothing came in, so that this
 * tab's data is written (the save that found newer data waits for the merge to write again).
 */
import type { BlogState, DeletedIds } from './types';

type Entity = { id: string; updated_date?: string };

function sameEntity(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function pick<T extends Entity>(local: T, incoming: T): T {
  if (local.updated_date !== undefined && incoming.updated_date !== undefined) {
    if (incoming.updated_date > local.updated_date) return incoming;
    if (incoming.updated_date < local.updated_date) return local;
  }
  return sameEntity(local, incoming) ? local : incoming;
}

function mergeList<T extends Entity>(
  local: T[],
  incoming: T[] | undefined,
  deleted: DeletedIds,
): T[] {
  const theirs = new Map((incoming ?? []).map((item) => [item.id, item]));
  const merged: T[] = [];
  for (const item of local) {
    if (deleted[item.id]) continue;
    const other = theirs.get(item.id);
    merged.push(other ? pick(item, other) : item);
    theirs.delete(item.id);
  }
  for (const item of theirs.values()) if (!deleted[item.id]) merged.push(item);
  const unchanged =
    merged.length === local.length && merged.every((item, index) => item === local[index]);
  return unchanged ? local : merged;
}

function mergeDeleted(local: DeletedIds, incoming: DeletedIds | undefined): DeletedIds {
  if (!incoming) return local;
  let merged: DeletedIds | undefined;
  for (const [id, when] of Object.entries(incoming)) {
    if (!local[id] || when > local[id]) {
      merged ??= { ...local };
      merged[id] = when;
    }
  }
  return merged ?? local;
}

function sameList<T extends Entity>(local: T[], incoming: T[] | undefined): boolean {
  if (!incoming || incoming.length !== local.length) return false;
  const theirs = new Map(incoming.map((item) => [item.id, item]));
  return local.every((item) => theirs.has(item.id) && sameEntity(item, theirs.get(item.id)));
}

function sameContent(local: BlogState, incoming: Partial<BlogState>): boolean {
  return (
    sameEntity(local.deletedIds, incoming.deletedIds ?? {}) &&
    sameList(local.posts, incoming.posts) &&
    sameList(local.categories, incoming.categories) &&
    sameList(local.tags, incoming.tags) &&
    sameList(local.authors, incoming.authors)
  );
}

export function mergeBlogState(local: BlogState, incoming: Partial<BlogState>): BlogState {
  const deletedIds = mergeDeleted(local.deletedIds, incoming.deletedIds);
  const posts = mergeList(local.posts, incoming.posts, deletedIds);
  const categories = mergeList(local.categories, incoming.categories, deletedIds);
  const tags = mergeList(local.tags, incoming.tags, deletedIds);
  const authors = mergeList(local.authors, incoming.authors, deletedIds);
  if (
    deletedIds === local.deletedIds &&
    posts === local.posts &&
    categories === local.categories &&
    tags === local.tags &&
    authors === local.authors
  ) {
    // A new posts array is enough for redux-persist to write the whole state again.
    return sameContent(local, incoming) ? local : { ...local, posts: [...local.posts] };
  }
  return { ...local, deletedIds, posts, categories, tags, authors };
}
