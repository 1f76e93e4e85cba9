/**
 * What one publishing action writes (changeSet.ts): only the post's file, the images the store
 * lacks, and the taxonomy files whose entries change; unpublishing removes the file and the images
 * no other published post uses; a slug change moves the file in the same commit.
 */
import { describe, expect, it } from 'vitest';
import { contentWith, loadContentFiles, type Post, type PublishedContent } from '../../blog';
import {
  changedBetween,
  commitHeadline,
  publishChanges,
  touchedPaths,
  unpublishChanges,
  type StoreSnapshot,
} from './changeSet';

const files = await loadContentFiles();

const data = {
  categories: [{ id: 'cat-seo', name: 'SEO', slug: 'seo', description: '' }],
  tags: [{ id: 'tag-maps', name: 'Maps', slug: 'maps' }],
  authors: [{ id: 'author-maya', name: 'Maya Castillo', slug: 'maya-castillo', avatar: '' }],
};
const postNamed = (id: string, title: string): Post => ({
  id,
  title,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  body: 'Words.',
  excerpt: '',
  cover_image: '',
  alt_text: '',
  category: 'cat-seo',
  tags: ['tag-maps'],
  canonical_url: '',
  status: 'published',
  publish_date: '2026-10-01T09:00:00.000Z',
  author: 'author-maya',
  seo_meta_title: '',
  seo_meta_description: '',
  focus_keyphrase: '',
  updated_date: '2026-10-01T09:00:00.000Z',
});
const samplePosts = [postNamed('1', 'Review velocity'), postNamed('2', 'Map pack basics')];
const cover = '/blog/images/harbor-at-dawn-0a1b2c3d4e5f.jpg';
const shared = '/blog/images/team-desk-9f8e7d6c5b4a.png';

/** A store holding `content`, each file with a made-up blob id (its text's length and path). */
function storeOf(content: PublishedContent, images: string[] = []): StoreSnapshot {
  const blobs = new Map<string, string>();
  for (const [path, text] of Object.entries(files.serializeContent(content)))
    blobs.set(`content/blog/${path}`, `${path}:${text.length}`);
  for (const image of images)
    blobs.set(`content/blog/images/${image.split('/').pop()}`, `blob-${image}`);
  return { head: 'a'.repeat(40), content, files: blobs };
}

const empty: PublishedContent = { posts: [], categories: [], tags: [], authors: [] };
const post = { ...samplePosts[0], cover_image: cover, body: `![Desk](${shared})\n\nWords.` };

describe('publishing one post', () => {
  it('writes the post file, the taxonomy files that change, and the images the store lacks', () => {
    const changes = publishChanges(storeOf(empty), post, data, files);
    expect(Object.keys(changes.texts).sort()).toEqual([
      'content/blog/authors.yml',
      'content/blog/categories.yml',
      `content/blog/posts/${post.slug}.md`,
      'content/blog/tags.yml',
    ]);
    expect(changes.images).toEqual({
      'content/blog/images/harbor-at-dawn-0a1b2c3d4e5f.jpg': cover,
      'content/blog/images/team-desk-9f8e7d6c5b4a.png': shared,
    });
    expect(changes.removed).toEqual([]);
  });

  it('writes nothing when the store already holds the post as it is here', () => {
    const content = contentWith(empty, data, post);
    const changes = publishChanges(storeOf(content, [cover, shared]), post, data, files);
    expect(touchedPaths(changes)).toEqual([]);
  });

  it('writes only the post file on an update, and removes an image only its old version used', () => {
    const other = { ...samplePosts[1], body: `![Desk](${shared})` };
    const content = contentWith(contentWith(empty, data, post), data, other);
    const edited = { ...post, cover_image: '', title: 'A new title' };
    const changes = publishChanges(storeOf(content, [cover, shared]), edited, data, files);
    expect(Object.keys(changes.texts)).toEqual([`content/blog/posts/${post.slug}.md`]);
    expect(changes.images).toEqual({});
    // The shared image stays: the other post still uses it.
    expect(changes.removed).toEqual(['content/blog/images/harbor-at-dawn-0a1b2c3d4e5f.jpg']);
  });

  it('moves the file when the slug changed since it was published', () => {
    const content = contentWith(empty, data, post);
    const renamed = { ...post, slug: 'a-new-slug' };
    const changes = publishChanges(storeOf(content, [cover, shared]), renamed, data, files);
    expect(Object.keys(changes.texts)).toEqual(['content/blog/posts/a-new-slug.md']);
    expect(changes.removed).toEqual([`content/blog/posts/${post.slug}.md`]);
  });
});

describe('unpublishing one post', () => {
  it('removes its file and the images no other published post uses', () => {
    const other = { ...samplePosts[1], body: `![Desk](${shared})` };
    const content = contentWith(contentWith(empty, data, post), data, other);
    const changes = unpublishChanges(storeOf(content, [cover, shared]), post, files);
    expect(changes.removed).toEqual([
      `content/blog/posts/${post.slug}.md`,
      'content/blog/images/harbor-at-dawn-0a1b2c3d4e5f.jpg',
    ]);
    expect(changes.texts).toEqual({});
  });

  it('changes nothing for a post the store does not hold', () => {
    expect(touchedPaths(unpublishChanges(storeOf(empty), post, files))).toEqual([]);
  });
});

describe('what moved on the branch', () => {
  it('names the touched paths whose blob changed, appeared or went', () => {
    const before = new Map([
      ['a', '1'],
      ['b', '2'],
    ]);
    const after = new Map([
      ['a', '1'],
      ['b', '3'],
      ['c', '4'],
    ]);
    expect(changedBetween(before, after, ['a', 'b', 'c', 'd'])).toEqual(['b', 'c']);
  });

  it('names the action and the post in one line', () => {
    expect(commitHeadline('Schedule', '  Storm\nseason  checks ')).toBe(
      'Schedule: Storm season checks',
    );
  });
});
