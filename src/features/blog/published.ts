/**
 * The published posts and taxonomy of content/blog/, built into the blog's chunk by
 * scripts/blogContentPlugin.ts: no drafts, and no scheduled post before its date
 * (docs/PRODUCT.md#scheduling). Loads with the blog pages only.
 */
import content from 'virtual:blog-content';
import type { PublishedContent } from './model/content';

export const publishedContent: PublishedContent = content;
