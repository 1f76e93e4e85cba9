/** The published content/blog/ folder, parsed at build time by scripts/blogContentPlugin.ts. */
declare module 'virtual:blog-content' {
  import type { PublishedContent } from './model/content';

  const content: PublishedContent;
  export default content;
}

/** The images under content/blog/images/ the build served: name -> [width, height]. */
declare module 'virtual:blog-images' {
  const served: Readonly<Record<string, readonly [number, number]>>;
  export default served;
}
