import { describe, expect, it } from 'vitest';
import { slugify, uniqueSlug } from './slug';
import { countWords, readTimeLabel, readTimeMinutes } from './readTime';
import {
  filterPosts,
  isPostSlugTaken,
  postDescription,
  publishedPostBySlug,
  publishedPosts,
  relatedAmongNewest,
  relatedPosts,
} from './queries';
import { isHttpUrl, isOptionalHttpUrl, isSafeImageSource, isSafeLinkTarget } from './url';
import { postCanonical, articleJsonLd } from './articleJsonLd';
import { samplePosts } from '../testing/sampleBlog';
import type { Post } from './types';

const post = (over: Partial<Post>): Post => ({ ...samplePosts[0], ...over });

describe('slug rule (SPEC §5)', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  Tampa SEO: 12 Fixes!  ', 'tampa-seo-12-fixes'],
    ['A  --  B', 'a-b'],
    ['Already-slugged---text', 'already-slugged-text'],
    ['Café & Crème', 'café-crème'],
    ['<script>alert(1)</script>', 'scriptalert1script'],
    ['!!!', ''],
    ['2026 Guide', '2026-guide'],
  ])('%j -> %j', (input, expected) => expect(slugify(input)).toBe(expected));

  it('makes unique slugs with -2, -3', () => {
    expect(uniqueSlug('a', new Set())).toBe('a');
    expect(uniqueSlug('a', new Set(['a']))).toBe('a-2');
    expect(uniqueSlug('a', new Set(['a', 'a-2']))).toBe('a-3');
  });
});

describe('read time (SPEC §9)', () => {
  it('is space-separated words / 200 rounded up', () => {
    expect(readTimeMinutes('')).toBe(0);
    expect(readTimeMinutes('word')).toBe(1);
    expect(readTimeMinutes(Array(200).fill('w').join(' '))).toBe(1);
    expect(readTimeMinutes(Array(201).fill('w').join(' '))).toBe(2);
    expect(readTimeMinutes(Array(401).fill('w').join('\n'))).toBe(3);
    expect(countWords('  a  b\nc ')).toBe(3);
  });
  it('labels at least one minute', () => {
    expect(readTimeLabel('')).toBe('1 min read');
    expect(readTimeLabel(Array(450).fill('w').join(' '))).toBe('3 min read');
  });
});

describe('published posts, search and related (SPEC §4, §9)', () => {
  it('lists only published posts, newest first, future dates included', () => {
    const future = post({ id: 'f', slug: 'f', publish_date: '2099-01-01T00:00:00.000Z' });
    const list = publishedPosts([...samplePosts, future]);
    expect(list.map((p) => p.id)).toEqual(['f', '1767225600000', '1767312000000', '1767398400000']);
    expect(list.every((p) => p.status === 'published')).toBe(true);
  });

  it('searches title or excerpt case-insensitively and filters by category and tag', () => {
    expect(filterPosts(samplePosts, { search: 'MED SPA' }).map((p) => p.id)).toEqual([
      '1767225600000',
    ]);
    expect(filterPosts(samplePosts, { search: 'map pack' }).map((p) => p.id)).toEqual([
      '1767312000000',
    ]);
    expect(filterPosts(samplePosts, { search: 'booking link' })).toEqual([]); // body only: not searched
    expect(filterPosts(samplePosts, { categoryId: 'cat-ai-workflows' }).map((p) => p.id)).toEqual([
      '1767398400000',
    ]);
    expect(filterPosts(samplePosts, { tagId: 'tag-seo', search: 'ai' }).map((p) => p.id)).toEqual([
      '1767398400000',
    ]);
  });

  it('relates up to 3 published posts by category or shared tag, never itself', () => {
    const [spa, seo, ai, draft] = samplePosts;
    expect(relatedPosts(ai, samplePosts).map((p) => p.id)).toEqual([seo.id]);
    expect(relatedPosts(spa, samplePosts).map((p) => p.id)).toEqual([seo.id]);
    expect(relatedPosts(spa, samplePosts)).not.toContainEqual(draft);
    const many = Array.from({ length: 6 }, (_, i) => post({ id: `m${i}`, slug: `m${i}` }));
    const related = relatedPosts(many[0], many);
    expect(related).toHaveLength(3);
    expect(related.map((p) => p.id)).not.toContain('m0');
    const lonely = post({ id: 'x', category: '', tags: [] });
    expect(
      relatedPosts(lonely, [...samplePosts, post({ id: 'y', category: '', tags: [] })]),
    ).toEqual([]);
  });

  it('relates the same posts from a list already published-only and newest first', () => {
    const many = Array.from({ length: 40 }, (_, i) =>
      post({
        id: `n${i}`,
        slug: `n${i}`,
        category: `c${i % 3}`,
        tags: [`t${i % 5}`],
        status: i % 7 === 0 ? 'draft' : 'published',
        publish_date: new Date(Date.UTC(2025, 0, 1 + ((i * 11) % 40))).toISOString(),
      }),
    );
    const newestFirst = publishedPosts(many);
    for (const one of many)
      expect(relatedAmongNewest(one, newestFirst)).toEqual(relatedPosts(one, many));
  });

  it('finds a post by slug only when published', () => {
    expect(publishedPostBySlug(samplePosts, samplePosts[0].slug)?.id).toBe(samplePosts[0].id);
    expect(publishedPostBySlug(samplePosts, samplePosts[3].slug)).toBeUndefined();
    expect(publishedPostBySlug(samplePosts, 'nope')).toBeUndefined();
  });

  it('checks slug uniqueness except for the post itself', () => {
    expect(isPostSlugTaken(samplePosts, samplePosts[0].slug)).toBe(true);
    expect(isPostSlugTaken(samplePosts, samplePosts[0].slug, samplePosts[0].id)).toBe(false);
    expect(isPostSlugTaken(samplePosts, 'fresh')).toBe(false);
  });

  it('describes a post by SEO description, else excerpt', () => {
    expect(postDescription(post({ seo_meta_description: 'SEO', excerpt: 'E' }))).toBe('SEO');
    expect(postDescription(post({ seo_meta_description: ' ', excerpt: 'E' }))).toBe('E');
  });
});

describe('URL rules', () => {
  it('accepts only absolute http(s) for cover_image and canonical_url', () => {
    expect(isHttpUrl('https://images.example.com/a.jpg')).toBe(true);
    expect(isHttpUrl('http://example.com')).toBe(true);
    expect(isOptionalHttpUrl('')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:image/png;base64,AAAA',
      '/local.png',
      'ftp://x.example',
      'https://',
      'mailto:a@b.c',
    ]) {
      expect(isHttpUrl(bad), bad).toBe(false);
    }
  });
  it('allows body links to http(s), mailto and relative targets only', () => {
    for (const ok of [
      'https://example.com',
      'mailto:hi@example.com',
      '/work',
      '#faq',
      'page?x=1',
      '../up',
    ])
      expect(isSafeLinkTarget(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:x',
      'vbscript:x',
      'data:text/html,x',
      'tel:123',
      'file:///x',
    ]) {
      expect(isSafeLinkTarget(bad), bad).toBe(false);
    }
    expect(isSafeImageSource('/images/a.png')).toBe(true);
    expect(isSafeImageSource('data:image/png;base64,AAAA')).toBe(false);
    expect(isSafeImageSource('//evil.example/a.png')).toBe(false);
  });
});

describe('post page head', () => {
  it('uses the canonical_url when set, else its own URL', () => {
    expect(postCanonical(post({ canonical_url: 'https://medium.example/p' }))).toBe(
      'https://medium.example/p',
    );
    expect(postCanonical(post({ canonical_url: '' }))).toBe(`/blog/${samplePosts[0].slug}`);
    expect(postCanonical(post({ canonical_url: 'javascript:alert(1)' }))).toBe(
      `/blog/${samplePosts[0].slug}`,
    );
  });
  it('builds Article JSON-LD', () => {
    const ld = articleJsonLd(samplePosts[0], { tags: [{ id: 't', name: 'SEO', slug: 'seo' }] });
    expect(ld['@type']).toBe('BlogPosting');
    expect(ld.headline).toBe('Tampa Med Spa YouTube Shorts Case Study');
    expect(ld.datePublished).toBe(samplePosts[0].publish_date);
    expect(ld.keywords).toBe('SEO');
  });
});
