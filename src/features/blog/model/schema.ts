/**
 * The blog data's shape as a schema: checks what is loaded from this browser's storage and what a
 * backup file holds, so malformed data never reaches the pages. zod/mini keeps this small: it
 * loads with every blog page.
 */
import * as z from 'zod/mini';
import { imagePath } from './images';
import { isOptionalCoverImage, isOptionalHttpUrl } from './url';
import type { BlogData } from './types';

const text = z.string({ error: 'must be text' });
const nonEmpty = z.string({ error: 'must be text' }).check(z.minLength(1, 'must not be empty'));
const httpUrl = text.check(
  z.refine(isOptionalHttpUrl, { message: 'must be empty or an http(s) address' }),
);
const coverImage = text.check(
  z.refine(isOptionalCoverImage, {
    message: `must be empty, an http(s) address or an uploaded image (${imagePath('...')})`,
  }),
);
const list = <T extends z.ZodMiniType>(item: T) => z.array(item, { error: 'must be a list' });

const postShape = (url: z.ZodMiniType<string>, cover: z.ZodMiniType<string> = url) =>
  z.object(
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
      status: z.enum(['draft', 'published'], { error: 'must be draft or published' }),
      publish_date: text,
      author: text,
      seo_meta_title: text,
      seo_meta_description: text,
      focus_keyphrase: text,
      updated_date: text,
    },
    { error: 'must be a post' },
  );

/**
 * A backup's post: URL fields must be empty or http(s) (docs/PRODUCT.md#safe-post-bodies); the cover
 * may also be an uploaded post image.
 */
export const postSchema = postShape(httpUrl, coverImage);

const categorySchema = z.object(
  { id: nonEmpty, name: nonEmpty, slug: nonEmpty, description: text },
  { error: 'must be a category' },
);

const tagSchema = z.object(
  { id: nonEmpty, name: nonEmpty, slug: nonEmpty },
  { error: 'must be a tag' },
);

const authorSchema = z.object(
  { id: nonEmpty, name: nonEmpty, slug: nonEmpty, bio: z.optional(text), avatar: text },
  { error: 'must be an author' },
);

const uniqueBy = <T extends Record<string, unknown>>(field: keyof T & string) =>
  z.superRefine((items: T[], ctx) => {
    const seen = new Set<unknown>();
    for (const item of items) {
      if (seen.has(item[field])) {
        ctx.addIssue({
          code: 'custom',
          message: `${field} "${String(item[field])}" appears more than once`,
          input: items,
        });
        return;
      }
      seen.add(item[field]);
    }
  });

const unique = <T extends z.ZodMiniType<Record<string, unknown>>>(item: T) =>
  list(item).check(uniqueBy<z.output<T>>('id'), uniqueBy<z.output<T>>('slug'));

const blogDataShape = (post: z.ZodMiniType<Record<string, unknown>>) =>
  z.object(
    {
      posts: unique(post),
      categories: unique(categorySchema),
      tags: unique(tagSchema),
      authors: unique(authorSchema).check(z.minLength(1, 'must hold at least one author')),
    },
    { error: 'must be blog data' },
  );

/** What an imported backup must be: strict, so nothing questionable enters. */
export const blogDataSchema = blogDataShape(postSchema);

/**
 * What saved data must be to be used. URL fields are only checked for being text here: one odd
 * URL should not set the whole blog aside, and the pages never use a non-http(s) URL anyway.
 */
const storedBlogDataSchema = blogDataShape(postShape(text));

export function isBlogData(value: unknown): value is BlogData {
  return storedBlogDataSchema.safeParse(value).success;
}

/** One readable line for the first problem found. */
export function describeIssue(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): string {
  const issue = error.issues[0];
  if (!issue) return 'the data is not a blog backup';
  const where = issue.path.length ? issue.path.map(String).join('.') : 'file';
  return `${where}: ${issue.message}`;
}
