// @vitest-environment jsdom
/** Two tabs on one storage, through the real persistence module: no change is lost when saves cross. */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { persistStore } from 'redux-persist';
import { describe, expect, it, vi } from 'vitest';
import { createPersistence } from '../../lib/persistence/persistence';
import { MemoryStorage, savedField } from '../../lib/persistence/savedData.testing';
import { blogPersistence, blogReducer, postSaved } from './blogSlice';
import { samplePosts } from './testing/sampleBlog';
import type { BlogState, PostDraft } from './model/types';

function openTab(storage: MemoryStorage) {
  const persistence = createPersistence({
    getStorage: () => storage,
    log: { error: vi.fn(), warn: vi.fn() },
  });
  const store = configureStore({
    reducer: combineReducers({ blog: persistence.persist(blogPersistence, blogReducer) }),
    middleware: (getDefault) => getDefault({ serializableCheck: false }),
  });
  persistence.connect(store.dispatch);
  persistStore(store);
  return store;
}

const draft = (title: string): PostDraft => {
  const { id: _id, updated_date: _u, ...rest } = samplePosts[0];
  return { ...rest, title, slug: title.toLowerCase().replace(/ /g, '-') };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const savedTitles = (storage: MemoryStorage) =>
  ((savedField(storage.getItem('persist:bayshore-blog'), 'posts') ?? []) as BlogState['posts'])
    .map((p) => p.title)
    .sort();

describe('two tabs saving without seeing each other first', () => {
  it('keeps both posts in storage and in the tab that saved last', async () => {
    const storage = new MemoryStorage();
    const tabA = openTab(storage);
    const tabB = openTab(storage);
    await settle();
    tabA.dispatch(postSaved(draft('From tab A')));
    await settle();
    // Tab B never got a storage event (none in this test): its save meets A's newer data.
    tabB.dispatch(postSaved(draft('From tab B')));
    await settle();
    expect(
      tabB
        .getState()
        .blog.posts.map((p) => p.title)
        .sort(),
    ).toEqual(['From tab A', 'From tab B']);
    expect(savedTitles(storage)).toEqual(['From tab A', 'From tab B']);
  });

  it("writes this tab's newer edit even when the other tab's newer save holds nothing new", async () => {
    const storage = new MemoryStorage();
    const tabA = openTab(storage);
    const tabB = openTab(storage);
    await settle();
    const created = tabA.dispatch(postSaved(draft('First title'))).payload;
    await settle();
    // Tab B hears of it and saves the merged state back (an echo with nothing new for tab A).
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'persist:bayshore-blog',
        newValue: storage.getItem('persist:bayshore-blog'),
      }),
    );
    await settle();
    expect(tabB.getState().blog.posts.map((p) => p.title)).toEqual(['First title']);
    // Tab A, not having heard the echo yet, edits its post: the edit must still reach storage.
    await new Promise((resolve) => setTimeout(resolve, 5));
    tabA.dispatch(postSaved({ ...draft('Edited title'), id: created.id }));
    await settle();
    expect(savedTitles(storage)).toEqual(['Edited title']);
  });
});
