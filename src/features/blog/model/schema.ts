/**
 * The blog data's shape as a schema: checks what is loaded from this browser's storage and what a
 * backup file holds, so malformed data never reaches the pages. valibot keeps this small: it
 * loads with every blog page and both apps' first screens.
 */
import * as v from 'valibot';
import { firstIssue, record } from '../../../lib/validation.ts';
import { imagePath } from './images.ts';
import { isOptionalCoverImage, isOptionalHttpUrl } from './url.ts';
import type { BlogData } from './types';

/** A text field, and one that must not be empty: the blog's words for both (content files too). */
export const text = v.string('must be text');
export const nonEmpty = v.pipe(text, v.minLength(1, 'must not be empty'));
const httpUrl = v.pipe(text, v.check(isOptionalHttpUrl, 'must be empty or an http(s) address'));
const coverImage = v.pipe(
  text,
  v.check(
    isOptionalCoverImage,
    `must be empty, an http(s) address or an uploaded image (${imagePath('...')})`,
  ),
);
const list = <T extends v.GenericSchema>(item: T) => v.array(item, 'must be a list');

const postShape = (url: v.GenericSchema<string>, cover: v.GenericSchema<string> = url) =>
  record(
    {
      id: nonEmpty,
      title: nonEmpty,
      slug: nonEmpty,
      body: text,
      excerpt: text,
      cover_image: cover,
      alt_text: text,
      category: text,
      tags: list(text),
      canonical_url: url,
      status: v.picklist(['draft', 'published'], 'must be draft or published'),
      publish_date: text,
      author: text,
      seo_meta_title: text,
      seo_meta_description: text,
      focus_keyphrase: text,
      updated_date: text,
    },
    'must be a post',
  );

/**
 * A backup's post: URL fields must be empty or http(s) (docs/PRODUCT.md#safe-post-bodies); the cover
 * may also be an uploaded post image.
 */
export const postSchema = postShape(httpUrl, coverImage);

const categorySchema = record(
  { id: nonEmpty, name: nonEmpty, slug: nonEmpty, description: text },
  'must be a category',
);

const tagSchema = record({ id: nonEmpty, name: nonEmpty, slug: nonEmpty }, 'must be a tag');

const authorSchema = record(
  { id: nonEmpty, name: nonEmpty, slug: nonEmpty, bio: v.optional(text), avatar: text },
  'must be an author',
);

const uniqueBy = (field: 'id' | 'slug') =>
  v.rawCheck<Record<string, unknown>[]>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const seen = new Set<unknown>();
    for (const item of dataset.value) {
      if (seen.has(item[field])) {
        addIssue({ message: `${field} "${String(item[field])}" appears more than once` });
        return;
      }
      seen.add(item[field]);
    }
  });

const unique = <T extends v.GenericSchema<unknown, Record<string, unknown>>>(item: T) =>
  v.pipe(list(item), uniqueBy('id'), uniqueBy('slug'));

const blogDataShape = (post: v.GenericSchema<unknown, Record<string, unknown>>) =>
  record(
    {
      posts: unique(post),
      categories: unique(categorySchema),
      tags: unique(tagSchema),
      authors: v.pipe(unique(authorSchema), v.minLength(1, 'must hold at least one author')),
    },
    'must be blog data',
  );

/** What an imported backup must be: strict, so nothing questionable enters. */
export const blogDataSchema = blogDataShape(postSchema);

/**
 * What saved data must be to be used. URL fields are only checked for being text here: one odd
 * URL should not set the whole blog aside, and the pages never use a non-http(s) URL anyway.
 */
const storedBlogDataSchema = blogDataShape(postShape(text));

export function isBlogData(value: unknown): value is BlogData {
  return v.is(storedBlogDataSchema, value);
}

/** One readable line for the first problem found. */
export function describeIssue(issues: readonly v.BaseIssue<unknown>[] | undefined): string {
  if (!issues?.length) return 'the data is not a blog backup';
  const { field, message } = firstIssue(issues);
  return `${field || 'file'}: ${message}`;
}
