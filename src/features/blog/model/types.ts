/** Blog entities of SPEC §3. */
type PostStatus = 'draft' | 'published';

export interface Post {
  id: string;
  title: string;
  slug: string;
  body: string;
  excerpt: string;
  cover_image: string;
  alt_text: string;
  category: string;
  tags: string[];
  canonical_url: string;
  status: PostStatus;
  publish_date: string;
  author: string;
  seo_meta_title: string;
  seo_meta_description: string;
  /** The phrase the post should rank for ('' when none): the editor's SEO analysis reads it. */
  focus_keyphrase: string;
  updated_date: string;
}

export interface Category {
  id: string;
  name: string;
  slug: string;
  description: string;
}

export interface Tag {
  id: string;
  name: string;
  slug: string;
}

export interface Author {
  id: string;
  name: string;
  slug: string;
  bio?: string;
  avatar: string;
}

export interface BlogData {
  posts: Post[];
  categories: Category[];
  tags: Tag[];
  authors: Author[];
}

/**
 * Ids deleted in this browser, with when. Kept so that a tab merging another tab's older copy
 * does not bring a deleted post, category or tag back (ids are never reused).
 */
export type DeletedIds = Record<string, string>;

/** The persisted blog slice: the data plus its deletion record. */
export interface BlogState extends BlogData {
  deletedIds: DeletedIds;
}

/** What the editor edits: a post before it has an id and an updated_date. */
export type PostDraft = Omit<Post, 'id' | 'updated_date'>;
