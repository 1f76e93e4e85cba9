import { describe, expect, it } from 'vitest';
import { emptyDraft, type Post } from '../../blog';
import { adminText } from '../adminText';
import { refusalNotice, slugFollowsTitle, slugInput, validatePost } from './postForm';

const samplePosts: Post[] = [
  {
    ...emptyDraft('a'),
    id: '1767225600000',
    title: 'Existing',
    slug: 'existing-post',
    updated_date: '2026-01-01T00:00:00.000Z',
  },
];

describe('post editor rules', () => {
  it('starts a new post as a draft by the given author', () => {
    const draft = emptyDraft('author-1', new Date('2026-05-01T10:00:00Z'));
    expect(draft).toMatchObject({
      status: 'draft',
      author: 'author-1',
      publish_date: '2026-05-01T10:00:00.000Z',
      title: '',
      slug: '',
      tags: [],
    });
  });

  it('requires title and slug', () => {
    const errors = validatePost(emptyDraft('a'), samplePosts);
    expect(errors).toEqual({ title: adminText.titleRequired, slug: adminText.slugRequired });
    expect(refusalNotice(emptyDraft('a'), errors)).toBe(adminText.missingFields);
  });

  it('refuses a slug another post uses, but not the post being edited', () => {
    const draft = { ...emptyDraft('a'), title: 'T', slug: samplePosts[0].slug };
    expect(validatePost(draft, samplePosts).slug).toBe(adminText.duplicateSlug);
    expect(refusalNotice(draft, validatePost(draft, samplePosts))).toContain(samplePosts[0].slug);
    expect(validatePost(draft, samplePosts, samplePosts[0].id)).toEqual({});
  });

  it('refuses cover_image and canonical_url that are not http(s)', () => {
    const draft = {
      ...emptyDraft('a'),
      title: 'T',
      slug: 't',
      cover_image: 'javascript:alert(1)',
      canonical_url: 'data:text/html,x',
    };
    const errors = validatePost(draft, []);
    expect(Object.keys(errors)).toEqual(['cover_image', 'canonical_url']);
    expect(
      validatePost({ ...draft, cover_image: 'https://x.example/a.jpg', canonical_url: '' }, []),
    ).toEqual({});
  });

  it('keeps typed slugs within the slug rule and follows the title until hand-edited', () => {
    expect(slugInput('My New Slug!')).toBe('my-new-slug');
    expect(slugInput('a--b ')).toBe('a-b-');
    expect(slugFollowsTitle({ title: 'Hello World', slug: 'hello-world' })).toBe(true);
    expect(slugFollowsTitle({ title: 'Hello World', slug: 'custom' })).toBe(false);
    expect(slugFollowsTitle({ title: 'Hello', slug: '' })).toBe(true);
  });
});
