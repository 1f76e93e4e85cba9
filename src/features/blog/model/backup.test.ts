import { describe, expect, it } from 'vitest';
import { createBackup, parseBackup } from './backup';
import { postsWithoutKeyphrase, sampleBlogState, samplePosts } from '../testing/sampleBlog';

describe('backup', () => {
  it('round-trips the focus keyphrase', () => {
    const posts = [{ ...samplePosts[0], focus_keyphrase: 'med spa youtube shorts' }];
    const parsed = parseBackup(JSON.stringify(createBackup({ ...sampleBlogState, posts })));
    expect(parsed.ok && parsed.data.posts[0].focus_keyphrase).toBe('med spa youtube shorts');
  });

  it('reads a version 1 file (made before focus_keyphrase) with an empty keyphrase on each post', () => {
    const v1 = {
      ...createBackup(sampleBlogState),
      formatVersion: 1,
      data: { ...sampleBlogState, deletedIds: undefined, posts: postsWithoutKeyphrase },
    };
    const parsed = parseBackup(JSON.stringify(v1));
    expect(parsed.ok && parsed.data.posts).toEqual(samplePosts);
  });

  it('refuses a file of a version it does not know', () => {
    const parsed = parseBackup(
      JSON.stringify({ ...createBackup(sampleBlogState), formatVersion: 9 }),
    );
    expect(!parsed.ok && parsed.reason).toContain('formatVersion');
  });

  it('round-trips', () => {
    const file = JSON.stringify(createBackup(sampleBlogState));
    const parsed = parseBackup(file);
    expect(parsed.ok && parsed.data).toEqual({
      posts: samplePosts,
      categories: sampleBlogState.categories,
      tags: sampleBlogState.tags,
      authors: sampleBlogState.authors,
    });
  });
  it.each([
    ['not json', 'not valid JSON'],
    ['{"hello":1}', 'not a blog backup'],
    [JSON.stringify({ ...createBackup(sampleBlogState), data: { posts: 'x' } }), 'data.posts'],
    [
      JSON.stringify(
        createBackup({
          ...sampleBlogState,
          posts: [{ ...samplePosts[0], cover_image: 'javascript:alert(1)' }],
        }),
      ),
      'cover_image',
    ],
    [
      JSON.stringify(
        createBackup({
          ...sampleBlogState,
          posts: [samplePosts[0], { ...samplePosts[1], slug: samplePosts[0].slug }],
        }),
      ),
      'more than once',
    ],
  ])('refuses an invalid file (%#)', (text, reason) => {
    const parsed = parseBackup(text);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.reason).toContain(reason);
  });
});
