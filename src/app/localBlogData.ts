/**
 * Does this browser hold local blog data (the owner's)? redux-persist keeps the blog slice under
 * one key, written once the blog app has run here. Read by the document entry, which must not load
 * the store to find out (a unit test keeps the key in step with the blog slice's).
 */
export const LOCAL_BLOG_DATA_KEY = 'persist:bayshore-blog';

export function holdsLocalBlogData(
  storage: Storage | undefined = globalThis.localStorage,
): boolean {
  try {
    return storage?.getItem(LOCAL_BLOG_DATA_KEY) != null;
  } catch {
    return false;
  }
}
