/**
 * The blog data's shape as a schema: checks what is loaded from this browser's storage and what a
 * backup file holds, so malformed data never reaches the pages.
 */
import { z } from 'zod';
import { isOptionalHttpUrl } from './url';
import type { BlogData } from './types';

const text = z.string();
const httpUrl = z
  .string()
  .refine(isOptionalHttpUrl, { message: 'must be empty or an http(s) address' });

const postShape = (url: z.ZodType<string>) => ({
  id: z.string().min(1),
  title: z.string().min(1),
  slug: z.string().min(1),
  body: text,
  excerpt: text,
  cover_image: url,
  alt_text: text,
  category: text,
  tags: z.array(z.string()),
  canonical_url: url,
  status: z.enum(['draft', 'published']),
  publish_date: text,
  author: text,
  seo_meta_title: text,
  seo_meta_description: text,
  updated_date: text,
});

/** A backup's post: URL fields must be empty or http(s) (PRODUCT.md). */
export const postSchema = z.object(postShape(httpUrl));

export const categorySchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  slug: z.string().min(1),
  description: text,
});

export const tagSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  slug: z.string().min(1),
});

export const authorSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  slug: z.string().min(1),
  bio: z.string().optional(),
  avatar: text,
});

const uniqueBy =
  <T>(field: keyof T & string) =>
  (items: T[], ctx: z.core.$RefinementCtx<T[]>) => {
    const seen = new Set<unknown>();
    for (const item of items) {
      if (seen.has(item[field])) {
        ctx.addIssue({
          code: 'custom',
          message: `${field} "${String(item[field])}" appears more than once`,
        });
        return;
      }
      seen.add(item[field]);
    }
  };

const blogDataShape = (post: typeof postSchema) => ({
  posts: z.array(post).superRefine(uniqueBy('id')).superRefine(uniqueBy('slug')),
  categories: z.array(categorySchema).superRefine(uniqueBy('id')).superRefine(uniqueBy('slug')),
  tags: z.array(tagSchema).superRefine(uniqueBy('id')).superRefine(uniqueBy('slug')),
  authors: z.array(authorSchema).min(1).superRefine(uniqueBy('id')).superRefine(uniqueBy('slug')),
});

/** What an imported backup must be: strict, so nothing questionable enters. */
export const blogDataSchema = z.object(blogDataShape(postSchema));

/**
 * What saved data must be to be used. URL fields are only checked for being text here: one odd
 * URL should not set the whole blog aside, and the pages never use a non-http(s) URL anyway.
 */
const storedBlogDataSchema = z.object(
  blogDataShape(z.object(postShape(text)) as unknown as typeof postSchema),
);

export function isBlogData(value: unknown): value is BlogData {
  return storedBlogDataSchema.safeParse(value).success;
}

/** One readable line for the first problem zod found. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'the data is not a blog backup';
  const where = issue.path.length ? issue.path.join('.') : 'file';
  return `${where}: ${issue.message}`;
}
