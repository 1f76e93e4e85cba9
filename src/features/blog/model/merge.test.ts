import { describe, expect, it } from 'vitest';
import { blogReducer, postDeleted } from '../blogSlice';
import { mergeBlogState } from './merge';
import { sampleBlogState, samplePosts } from '../testing/sampleBlog';
import type { BlogState } from './types';

describe('cross-tab merge', () => {
  it('returns the local state itself when nothing is new (no save ping-pong)', () => {
    const copy = JSON.parse(JSON.stringify(sampleBlogState)) as BlogState;
    expect(mergeBlogState(sampleBlogState, copy)).toBe(sampleBlogState);
  });
  it('returns a changed object when this tab holds more, so its data gets written', () => {
    const older = { ...sampleBlogState, posts: samplePosts.slice(0, 2) };
    const merged = mergeBlogState(sampleBlogState, JSON.parse(JSON.stringify(older)));
    expect(merged).not.toBe(sampleBlogState);
    expect(merged.posts).toEqual(sampleBlogState.posts);
    const deletedHere = blogReducer(sampleBlogState, postDeleted(samplePosts[0].id));
    expect(mergeBlogState(deletedHere, JSON.parse(JSON.stringify(sampleBlogState)))).not.toBe(
      deletedHere,
    );
  });
  it('keeps posts from both tabs and the newer copy of the same post', () => {
    const mine = {
      ...sampleBlogState,
      posts: [
        samplePosts[0],
        { ...samplePosts[1], title: 'Mine, newer', updated_date: '2026-09-01T00:00:00.000Z' },
      ],
    };
    const theirs = { ...sampleBlogState, posts: [samplePosts[1], samplePosts[2]] };
    const merged = mergeBlogState(mine, theirs);
    expect(merged.posts.map((p) => p.id)).toEqual([
      samplePosts[0].id,
      samplePosts[1].id,
      samplePosts[2].id,
    ]);
    expect(merged.posts[1].title).toBe('Mine, newer');
    const newer = {
      ...samplePosts[0],
      title: 'Theirs, newer',
      updated_date: '2026-10-01T00:00:00.000Z',
    };
    expect(mergeBlogState(mine, { ...theirs, posts: [newer] }).posts[0].title).toBe(
      'Theirs, newer',
    );
  });
  it('does not bring back what the other tab deleted', () => {
    const theirs = blogReducer(sampleBlogState, postDeleted(samplePosts[0].id));
    const merged = mergeBlogState(sampleBlogState, theirs);
    expect(merged.posts.map((p) => p.id)).not.toContain(samplePosts[0].id);
    expect(mergeBlogState(theirs, sampleBlogState).posts.map((p) => p.id)).not.toContain(
      samplePosts[0].id,
    );
  });
});
