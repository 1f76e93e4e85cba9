/**
 * The published store's file format (docs/PRODUCT.md#publishing): content/blog/posts/{slug}.md with
 * YAML front matter under SPEC §3 names (category, author and tags by slug) and the Markdown body,
 * plus categories.yml, tags.yml and authors.yml. Pure: the build (Vite plugin), the dev server's
 * content API and the browser's publish bundle all read and write through this one module, and
 * every problem is reported with the file and the field.
 */
import { CORE_SCHEMA, dump, load } from 'js-yaml';
import * as v from 'valibot';
import { firstIssue, record } from '../../../lib/validation.ts';
import { FRONT_MATTER_KEYS } from './frontMatter.ts';
import { nonEmpty, postSchema, text } from './schema.ts';
import { slugify } from './slug.ts';
import type { Post } from './types';

/** Where the published blog lives in the site's repository. */
export const CONTENT_FOLDER = 'content/blog';
export const POSTS_FOLDER = 'posts';
export const TAXONOMY_FILES = {
  categories: 'categories.yml',
  tags: 'tags.yml',
  authors: 'authors.yml',
} as const;

/** A post as its file holds it: category and author are slugs, tags a list of slugs. */
export type PublishedPost = Post;
export interface PublishedCategory {
  name: string;
  slug: string;
  description: string;
}
export interface PublishedTag {
  name: string;
  slug: string;
}
export interface PublishedAuthor {
  name: string;
  slug: string;
  bio?: string;
  avatar: string;
}

/** Everything content/blog/ holds, in file form (slugs, not the browser store's ids). */
export interface PublishedContent {
  posts: PublishedPost[];
  categories: PublishedCategory[];
  tags: PublishedTag[];
  authors: PublishedAuthor[];
}

export const emptyContent: PublishedContent = { posts: [], categories: [], tags: [], authors: [] };

/** One content file's problem: the file (relative to content/blog/) and the field. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${CONTENT_FOLDER}/${file}: ${field ? `${field}: ` : ''}${problem}`);
    this.name = 'ContentError';
  }
}

/** A file must name these; the rest may be left out and read as empty. */
const REQUIRED_KEYS = new Set(['id', 'title', 'slug', 'status', 'publish_date', 'author']);

export const postFileName = (slug: string) => `${POSTS_FOLDER}/${slug}.md`;

/** Is `slug` exactly what the SPEC slug rule makes of it (so it is safe as a file name)? */
export const isSlugRuleOutput = (slug: string) => slug !== '' && slugify(slug) === slug;

const yamlOptions = { schema: CORE_SCHEMA } as const;

function toYaml(value: unknown): string {
  // CORE_SCHEMA on both sides: dates stay the strings the store holds, never Date objects.
  return dump(value, { ...yamlOptions, lineWidth: -1, noRefs: true, quotingType: "'" });
}

/** A post as its .md file. */
export function serializePost(post: PublishedPost): string {
  const front: Record<string, unknown> = {};
  for (const key of FRONT_MATTER_KEYS) front[key] = post[key];
  // The blank line after the front matter is Prettier's style (the lint step checks content/ too).
  return `---\n${toYaml(front)}---\n\n${post.body}`;
}

/** The small front-matter splitter: `---` line, YAML, `---` line, then the body verbatim. */
function splitFrontMatter(text: string, file: string): { yaml: string; body: string } {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n?---(?:\r?\n|$)/.exec(text);
  if (!match)
    throw new ContentError(
      file,
      'front matter',
      'must start with a --- line, then YAML, then a --- line',
    );
  // One blank line after the closing --- separates; the body is everything after it, verbatim.
  const rest = text.slice(match[0].length);
  return { yaml: match[1], body: rest.replace(/^\r?\n/, '') };
}

function parseYaml(text: string, file: string): unknown {
  try {
    return load(text, { ...yamlOptions, filename: file });
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new ContentError(file, '', `is not valid YAML (${reason})`);
  }
}

/** Reads one post file; `file` is its path under content/blog/ (posts/{slug}.md). */
export function parsePost(text: string, file: string): PublishedPost {
  const { yaml, body } = splitFrontMatter(text, file);
  const front = parseYaml(yaml, file);
  if (typeof front !== 'object' || front === null || Array.isArray(front))
    throw new ContentError(file, 'front matter', 'must be a set of fields');
  const fields = front as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    if (!(FRONT_MATTER_KEYS as readonly string[]).includes(key))
      throw new ContentError(file, key, 'is not a post field (SPEC §3)');
  }
  const candidate: Record<string, unknown> = { body };
  for (const key of FRONT_MATTER_KEYS) {
    const value = fields[key];
    if (value === undefined || value === null) {
      if (REQUIRED_KEYS.has(key)) throw new ContentError(file, key, 'is required');
      candidate[key] = key === 'tags' ? [] : '';
    } else candidate[key] = value;
  }
  const parsed = v.safeParse(postSchema, candidate);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.issues);
    throw new ContentError(file, field, message);
  }
  const post = parsed.output as PublishedPost;
  if (Number.isNaN(Date.parse(post.publish_date)))
    throw new ContentError(file, 'publish_date', 'must be a date (2026-11-23 or an ISO date-time)');
  if (post.updated_date !== '' && Number.isNaN(Date.parse(post.updated_date)))
    throw new ContentError(file, 'updated_date', 'must be empty or a date');
  if (!isSlugRuleOutput(post.slug))
    throw new ContentError(
      file,
      'slug',
      `"${post.slug}" is not a slug (lowercase words joined by -)`,
    );
  if (file !== postFileName(post.slug))
    throw new ContentError(file, 'slug', `"${post.slug}" does not match the file name`);
  return post;
}

const taxonomySchemas = {
  categories: v.array(
    record({ name: nonEmpty, slug: nonEmpty, description: v.optional(text) }, 'must be a category'),
    'must be a list',
  ),
  tags: v.array(record({ name: nonEmpty, slug: nonEmpty }, 'must be a tag'), 'must be a list'),
  authors: v.array(
    record(
      { name: nonEmpty, slug: nonEmpty, bio: v.optional(text), avatar: v.optional(text) },
      'must be an author',
    ),
    'must be a list',
  ),
};

type TaxonomyKind = keyof typeof TAXONOMY_FILES;

function parseTaxonomy<K extends TaxonomyKind>(
  kind: K,
  text: string | undefined,
): v.InferOutput<(typeof taxonomySchemas)[K]> {
  const file = TAXONOMY_FILES[kind];
  const value = text === undefined ? [] : (parseYaml(text, file) ?? []);
  const parsed = v.safeParse(
    taxonomySchemas[kind] as v.GenericSchema<unknown, { slug: string }[]>,
    value,
  );
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.issues);
    throw new ContentError(file, field, message);
  }
  const seen = new Set<string>();
  parsed.output.forEach((item, index) => {
    if (!isSlugRuleOutput(item.slug))
      throw new ContentError(file, `${index}.slug`, `"${item.slug}" is not a slug`);
    if (seen.has(item.slug))
      throw new ContentError(file, `${index}.slug`, `"${item.slug}" appears more than once`);
    seen.add(item.slug);
  });
  return parsed.output as v.InferOutput<(typeof taxonomySchemas)[K]>;
}

/**
 * The whole folder, as a map of path under content/blog/ -> text. Every post's category, tags and
 * author must name an entry of the taxonomy files; ids and slugs are unique.
 */
export function parseContent(files: Readonly<Record<string, string>>): PublishedContent {
  const categories = parseTaxonomy('categories', files[TAXONOMY_FILES.categories]).map((c) => ({
    name: c.name,
    slug: c.slug,
    description: c.description ?? '',
  }));
  const tags = parseTaxonomy('tags', files[TAXONOMY_FILES.tags]).map((t) => ({
    name: t.name,
    slug: t.slug,
  }));
  const authors = parseTaxonomy('authors', files[TAXONOMY_FILES.authors]).map((a) => ({
    name: a.name,
    slug: a.slug,
    ...(a.bio === undefined ? {} : { bio: a.bio }),
    avatar: a.avatar ?? '',
  }));
  const known = {
    category: new Set(categories.map((c) => c.slug)),
    tag: new Set(tags.map((t) => t.slug)),
    author: new Set(authors.map((a) => a.slug)),
  };
  const ids = new Map<string, string>();
  const posts: PublishedPost[] = [];
  const postFiles = Object.keys(files)
    .filter((path) => path.startsWith(`${POSTS_FOLDER}/`) && path.endsWith('.md'))
    .sort();
  for (const file of postFiles) {
    const post = parsePost(files[file], file);
    if (post.category && !known.category.has(post.category))
      throw new ContentError(
        file,
        'category',
        `unknown category "${post.category}" (not in categories.yml)`,
      );
    if (!known.author.has(post.author))
      throw new ContentError(
        file,
        'author',
        `unknown author "${post.author}" (not in authors.yml)`,
      );
    post.tags.forEach((tag, index) => {
      if (!known.tag.has(tag))
        throw new ContentError(file, `tags.${index}`, `unknown tag "${tag}" (not in tags.yml)`);
    });
    const other = ids.get(post.id);
    if (other) throw new ContentError(file, 'id', `"${post.id}" is also the id of ${other}`);
    ids.set(post.id, file);
    posts.push(post);
  }
  return { posts, categories, tags, authors };
}

/** Only what the public site serves: drafts are never built. */
export function publishedOnly(content: PublishedContent): PublishedContent {
  return { ...content, posts: content.posts.filter((post) => post.status === 'published') };
}

/** The taxonomy files' text. */
export function serializeTaxonomy(
  content: Omit<PublishedContent, 'posts'>,
): Record<string, string> {
  return {
    [TAXONOMY_FILES.categories]: toYaml(content.categories),
    [TAXONOMY_FILES.tags]: toYaml(content.tags),
    [TAXONOMY_FILES.authors]: toYaml(content.authors),
  };
}

/** The whole folder as files (path under content/blog/ -> text). */
export function serializeContent(content: PublishedContent): Record<string, string> {
  const files = serializeTaxonomy(content);
  for (const post of content.posts) files[postFileName(post.slug)] = serializePost(post);
  return files;
}
