/** The published content/blog/ folder, parsed at build time by scripts/blogContentPlugin.ts. */
declare module 'virtual:blog-content' {
  import type { PublishedContent } from './model/content';

  const content: PublishedContent;
  export default content;
}
