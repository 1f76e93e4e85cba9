import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_SCHEMA, load } from 'js-yaml';
import {
  ContentError,
  parseContent,
  parsePost,
  publishedOnly,
  serializeContent,
  serializePost,
  type PublishedContent,
} from './content';
import { toPublishedPost } from './contentConversion';
import { withPublished } from './publishedMerge';
import { publishState } from './publishState';
import type { BlogData, Post } from './types';

const fixtureDir = resolve(import.meta.dirname, '../../../../e2e/publish/fixtures/content');

function fixtureFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(fixtureDir)) {
    if (name.endsWith('.yml')) files[name] = readFileSync(join(fixtureDir, name), 'utf8');
  }
  for (const name of readdirSync(join(fixtureDir, 'posts')))
    files[`posts/${name}`] = readFileSync(join(fixtureDir, 'posts', name), 'utf8');
  return files;
}

const full: Post = {
  id: '1790000000123',
  title: 'Quotes: "yes", colons: and # hashes',
  slug: 'quotes-yes-colons-and-hashes',
  body: '## Heading\n\n**bold** and a list:\n\n- one\n- two\n\n---\n\nA rule above, no trailing newline',
  excerpt: 'true',
  cover_image: 'https://images.example.com/a.jpg',
  alt_text: '123',
  category: 'local-search',
  tags: ['lead-follow-up', 'google-business-profile'],
  canonical_url: 'https://partner.example.com/a',
  status: 'published',
  publish_date: '2026-11-23T08:15:00.000Z',
  author: 'dana-whitfield',
  seo_meta_title: 'null',
  seo_meta_description: 'yes: no',
  focus_keyphrase: 'review replies',
  updated_date: '2026-11-23',
};

const emptyOptional: Post = {
  ...full,
  slug: 'empty-optional',
  body: '\nStarts with a blank line\n',
  excerpt: '',
  cover_image: '',
  alt_text: '',
  category: '',
  tags: [],
  canonical_url: '',
  status: 'draft',
  seo_meta_title: '',
  seo_meta_description: '',
  focus_keyphrase: '',
  updated_date: '',
};

const fail = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return error as ContentError;
  }
  throw new Error('expected a ContentError');
};

describe('post files', () => {
  it.each([full, emptyOptional])(
    'a post written to .md and read back is equal in every field',
    (post) => {
      const text = serializePost(post);
      expect(parsePost(text, `posts/${post.slug}.md`)).toStrictEqual(post);
    },
  );

  it('writes the focus keyphrase into the front matter, and reads files written before it existed as empty', () => {
    const text = serializePost(full);
    const yaml = /^---\n([\s\S]*?)\n---/.exec(text)![1];
    // Read back with the YAML library and schema the build uses.
    expect((load(yaml, { schema: CORE_SCHEMA }) as Record<string, unknown>).focus_keyphrase).toBe(
      'review replies',
    );
    const older = text.replace(/^focus_keyphrase: .*\n/m, '');
    expect(older).not.toContain('focus_keyphrase');
    expect(parsePost(older, `posts/${full.slug}.md`)).toStrictEqual({
      ...full,
      focus_keyphrase: '',
    });
  });

  it('the whole folder round-trips', () => {
    const content = parseContent(fixtureFiles());
    expect(parseContent(serializeContent(content))).toStrictEqual(content);
  });

  it('reads the fixture folder: 4 posts, 3 published, slugs as references', () => {
    const content = parseContent(fixtureFiles());
    expect(content.posts).toHaveLength(4);
    expect(
      publishedOnly(content)
        .posts.map((p) => p.slug)
        .sort(),
    ).toEqual(['missed-call-text-back', 'review-replies-that-rank', 'service-area-pages']);
    const post = content.posts.find((p) => p.slug === 'service-area-pages');
    expect(post?.tags).toEqual(['google-business-profile', 'lead-follow-up']);
    expect(post?.body.startsWith('## One page per area')).toBe(true);
  });

  it('a malformed file fails naming the file', () => {
    const files = { ...fixtureFiles(), 'posts/broken.md': '---\ntitle: [unclosed\n---\nbody' };
    const error = fail(() => parseContent(files));
    expect(error.file).toBe('posts/broken.md');
    expect(error.message).toMatch(/content\/blog\/posts\/broken\.md: is not valid YAML/);
  });

  it('a file without front matter fails naming the file and the front matter', () => {
    const error = fail(() => parseContent({ ...fixtureFiles(), 'posts/plain.md': '# Just text' }));
    expect(error.message).toBe(
      'content/blog/posts/plain.md: front matter: must start with a --- line, then YAML, then a --- line',
    );
  });

  it('a missing required field fails naming the file and the field', () => {
    const text = serializePost(full).replace(/^title: .*\n/m, '');
    const error = fail(() => parsePost(text, `posts/${full.slug}.md`));
    expect(error.message).toBe(`content/blog/posts/${full.slug}.md: title: is required`);
  });

  it('a wrong field type fails naming the field', () => {
    const text = serializePost(full).replace(/^tags:[\s\S]*?(?=^canonical_url)/m, 'tags: seo\n');
    const error = fail(() => parsePost(text, `posts/${full.slug}.md`));
    expect(error.field).toBe('tags');
  });

  it('an unknown tag slug fails naming the file and the field', () => {
    const files = fixtureFiles();
    files['posts/missed-call-text-back.md'] = files['posts/missed-call-text-back.md'].replace(
      '- lead-follow-up',
      '- lead-follow-up\n  - no-such-tag',
    );
    const error = fail(() => parseContent(files));
    expect(error.message).toBe(
      'content/blog/posts/missed-call-text-back.md: tags.1: unknown tag "no-such-tag" (not in tags.yml)',
    );
  });

  it('unknown category and author slugs fail too', () => {
    const files = fixtureFiles();
    files['posts/missed-call-text-back.md'] = files['posts/missed-call-text-back.md'].replace(
      'category: automation',
      'category: nowhere',
    );
    expect(fail(() => parseContent(files)).field).toBe('category');
    const other = fixtureFiles();
    other['posts/missed-call-text-back.md'] = other['posts/missed-call-text-back.md'].replace(
      'author: dana-whitfield',
      'author: ghost',
    );
    expect(fail(() => parseContent(other)).field).toBe('author');
  });

  it('a slug that does not match its file name, or is not a slug, fails', () => {
    expect(fail(() => parsePost(serializePost(full), 'posts/other.md')).field).toBe('slug');
    const bad = serializePost({ ...full, slug: '../etc' });
    expect(fail(() => parsePost(bad, 'posts/../etc.md')).field).toBe('slug');
  });

  it('a broken taxonomy file fails naming the file and the entry', () => {
    const error = fail(() =>
      parseContent({ ...fixtureFiles(), 'tags.yml': '- name: SEO\n- name: Ads\n  slug: ads\n' }),
    );
    expect(error.message).toBe('content/blog/tags.yml: 0.slug: must be text');
  });

  it('no folder, or an empty one, is no content', () => {
    expect(parseContent({})).toStrictEqual({ posts: [], categories: [], tags: [], authors: [] });
  });
});

describe('published and local together', () => {
  const content: PublishedContent = parseContent(fixtureFiles());
  const local: BlogData = {
    posts: [],
    categories: [
      { id: 'cat-x', name: 'Local Search (mine)', slug: 'local-search', description: '' },
    ],
    tags: [],
    authors: [],
  };

  it('adds published posts with ids from the store, matching taxonomy by slug', () => {
    const merged = withPublished(local, content);
    expect(merged.posts).toHaveLength(4);
    expect(merged.categories.map((c) => c.id)).toEqual(['cat-x', 'cat-automation']);
    const post = merged.posts.find((p) => p.slug === 'review-replies-that-rank');
    expect(post?.category).toBe('cat-x');
    expect(post?.tags).toEqual(['tag-google-business-profile']);
  });

  it('the local copy wins by id, else by slug', () => {
    const merged = withPublished(local, content);
    const mine = { ...merged.posts[0], title: 'My edit' };
    const bySlug = { ...merged.posts[1], id: 'local-id', title: 'Mine by slug' };
    const again = withPublished({ ...merged, posts: [mine, bySlug] }, content);
    expect(again.posts.filter((p) => p.slug === mine.slug)).toEqual([mine]);
    expect(again.posts.filter((p) => p.slug === bySlug.slug)).toEqual([bySlug]);
    expect(again.posts).toHaveLength(4);
  });

  it('marks posts Local only, Published and Changed since publish', () => {
    const merged = withPublished(local, content);
    const published = merged.posts.find((p) => p.slug === 'missed-call-text-back') as Post;
    expect(publishState(published, merged, content)).toBe('published');
    expect(publishState({ ...published, title: 'Edited' }, merged, content)).toBe('changed');
    expect(publishState({ ...published, id: 'n', slug: 'new-one' }, merged, content)).toBe('local');
    expect(toPublishedPost(published, merged)).toStrictEqual(
      content.posts.find((p) => p.slug === 'missed-call-text-back'),
    );
  });
});
