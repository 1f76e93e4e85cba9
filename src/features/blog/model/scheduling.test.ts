import { describe, expect, it } from 'vitest';
import type { PublishedContent, PublishedPost } from './content';
import { isScheduled, withoutScheduled } from './schedule';

const NOW = new Date('2026-11-27T12:00:00.000Z');

function post(slug: string, fields: Partial<PublishedPost> = {}): PublishedPost {
  return {
    id: slug,
    title: slug,
    slug,
    body: 'Body',
    excerpt: '',
    cover_image: '',
    alt_text: '',
    category: 'local-seo',
    tags: ['reviews'],
    canonical_url: '',
    status: 'published',
    publish_date: '2026-11-01T09:00:00.000Z',
    author: 'maya',
    seo_meta_title: '',
    seo_meta_description: '',
    focus_keyphrase: '',
    updated_date: '',
    ...fields,
  };
}

const taxonomy: Omit<PublishedContent, 'posts'> = {
  categories: [
    { name: 'Local SEO', slug: 'local-seo', description: '' },
    { name: 'Launches', slug: 'launches', description: '' },
    { name: 'Unused', slug: 'unused', description: '' },
  ],
  tags: [
    { name: 'Reviews', slug: 'reviews' },
    { name: 'Teaser', slug: 'teaser' },
  ],
  authors: [
    { name: 'Maya', slug: 'maya', avatar: '' },
    { name: 'Guest', slug: 'guest', avatar: '' },
  ],
};

describe('scheduled posts', () => {
  it('a published post is scheduled while its publish date is after now, to the millisecond', () => {
    expect(isScheduled(post('a', { publish_date: '2026-11-27T12:00:00.001Z' }), NOW)).toBe(true);
    expect(isScheduled(post('a', { publish_date: '2026-11-27T12:00:00.000Z' }), NOW)).toBe(false);
    expect(isScheduled(post('a', { publish_date: '2099-01-01' }), NOW)).toBe(true);
    expect(isScheduled(post('a', { publish_date: '2020-01-01' }), NOW)).toBe(false);
  });

  it('a date without a time falls due at midnight UTC', () => {
    expect(isScheduled(post('a', { publish_date: '2026-11-28' }), NOW)).toBe(true);
    expect(isScheduled(post('a', { publish_date: '2026-11-27' }), NOW)).toBe(false);
  });

  it('a draft is never scheduled: it is not published at all', () => {
    expect(isScheduled(post('a', { status: 'draft', publish_date: '2099-01-01' }), NOW)).toBe(
      false,
    );
  });

  it('leaves scheduled posts out and keeps the taxonomy whole, for the taxonomy files', () => {
    const content: PublishedContent = {
      ...taxonomy,
      posts: [
        post('live'),
        post('future', {
          publish_date: '2099-06-01T08:00:00.000Z',
          category: 'launches',
          tags: ['reviews', 'teaser'],
          author: 'guest',
        }),
      ],
    };
    const shown = withoutScheduled(content, NOW);
    expect(shown.posts.map((p) => p.slug)).toEqual(['live']);
    expect(shown.categories).toEqual(taxonomy.categories);
    expect(shown.tags).toEqual(taxonomy.tags);
    expect(shown.authors).toEqual(taxonomy.authors);
  });

  it('changes nothing when no post is scheduled', () => {
    const content: PublishedContent = { ...taxonomy, posts: [post('live')] };
    expect(withoutScheduled(content, NOW)).toBe(content);
  });

  it('the same post shows once its date has come', () => {
    const content: PublishedContent = {
      ...taxonomy,
      posts: [post('future', { publish_date: '2026-12-01T00:00:00.000Z' })],
    };
    expect(withoutScheduled(content, NOW).posts).toEqual([]);
    expect(withoutScheduled(content, new Date('2026-12-01T00:00:00.000Z')).posts).toHaveLength(1);
  });
});
