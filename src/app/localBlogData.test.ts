import { describe, expect, it } from 'vitest';
import { storageKeyOf } from '../lib/persistence/persistence';
import { blogPersistence } from '../features/blog/blogSlice';
import { holdsLocalBlogData, LOCAL_BLOG_DATA_KEY } from './localBlogData';

describe('local blog data', () => {
  it('is looked up under the key the blog slice is saved under', () => {
    expect(LOCAL_BLOG_DATA_KEY).toBe(storageKeyOf(blogPersistence.key));
  });

  it('is there only once saved', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null } as Storage;
    expect(holdsLocalBlogData(storage)).toBe(false);
    data.set(LOCAL_BLOG_DATA_KEY, '{}');
    expect(holdsLocalBlogData(storage)).toBe(true);
  });
});
