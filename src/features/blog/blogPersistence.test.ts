import { describe, expect, it, vi } from 'vitest';
import { blogMigrations, blogPersistence, isBlogState } from './blogSlice';
import {
  persistedBlogValue,
  postsWithoutKeyphrase,
  sampleBlogState,
  samplePosts,
} from './testing/sampleBlog';
import type { BlogState } from './model/types';
import { createPersistence } from '../../lib/persistence/persistence';
import { MemoryStorage } from '../../lib/persistence/savedData.testing';

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
    const storage = new MemoryStorage();
    const log = { error: vi.fn(), warn: vi.fn() };
    const persistence = createPersistence({ getStorage: () => storage, log });
    storage.setItem('persist:bayshore-blog', persistedBlogValue(sampleBlogState));
    expect(await persistence.storage.getItem('persist:bayshore-blog')).not.toBeNull();
    storage.setItem('persist:bayshore-blog', '{not json');
    expect(await persistence.storage.getItem('persist:bayshore-blog')).toBeNull();
    expect(storage.getItem('persist:bayshore-blog:backup')).toBe('{not json');
    expect(log.error).toHaveBeenCalled();
  });
});
