/**
 * A post file's front matter keys, on their own: the publish state compares posts by them without
 * loading the YAML writer (content.ts), which the admin's first screen does not need (docs/ARCHITECTURE.md#apps-in-pieces).
 */
import type { Post } from './types';

/** Front matter keys in the order a file lists them (SPEC §3 order). */
export const FRONT_MATTER_KEYS = [
  'id',
  'title',
  'slug',
  'excerpt',
  'cover_image',
  'alt_text',
  'category',
  'tags',
  'canonical_url',
  'status',
  'publish_date',
  'author',
  'seo_meta_title',
  'seo_meta_description',
  'focus_keyphrase',
  'updated_date',
] as const satisfies readonly (keyof Post)[];
