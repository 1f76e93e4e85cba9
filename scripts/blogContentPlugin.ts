/**
 * The published blog for Vite (docs/PRODUCT.md#publishing):
 * - `virtual:blog-content`: the published posts whose publish date has come and the taxonomy of
 *   content/blog/ (or CONTENT_DIR), parsed and validated at build time, so a malformed file fails
 *   the build naming file and field;
 * - `virtual:blog-images`: the post images the build resizes (blogImages.ts), name -> sizes;
 * - under `npm start`, the published images (blogImageServing.ts) and the local content API
 *   (contentApi.ts), which writes and deletes files inside the content folder only, for the dev
 *   server's own origin only.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ContentError, publishedOnly } from '../src/features/blog/model/content.ts';
import { withoutScheduled } from '../src/features/blog/model/schedule.ts';
import { CONTENT_API_PATH } from '../src/features/blog/model/contentApiPath.ts';
import { BLOG_IMAGE_PREFIX } from '../src/features/blog/model/images.ts';
import { blogImageServing } from './blogImageServing.ts';
import {
  buildBlogImages,
  defaultCacheDir,
  writeBlogImages,
  type BlogImagesResult,
} from './blogImages.ts';
import { contentApi } from './contentApi.ts';
import { contentDir } from './contentDir.mjs';
import { readContent } from './contentFolder.ts';

const CONTENT_MODULE = 'virtual:blog-content';
const RESOLVED = `\0${CONTENT_MODULE}`;
const IMAGES_MODULE = 'virtual:blog-images';
const RESOLVED_IMAGES = `\0${IMAGES_MODULE}`;

export function blogContentPlugin(): Plugin {
  let dir = contentDir();
  let building = false;
  let ssr = false;
  let outDir = 'dist';
  let root = process.cwd();
  // The image step runs once per build (the cache makes the server build's run cheap).
  let images: Promise<BlogImagesResult> | undefined;
  const blogImages = () =>
    (images ??= (async () => {
      const started = performance.now();
      const cache = process.env.BLOG_IMAGES_CACHE
        ? resolve(root, process.env.BLOG_IMAGES_CACHE)
        : defaultCacheDir(root);
      const result = await buildBlogImages(dir, cache);
      const count = Object.keys(result.served).length;
      // One line per build for the log and for bench:publish, which reads it.
      if (count > 0 && !ssr)
        console.log(
          `blog images: ${count} images (${result.encoded} encoded, ${count - result.encoded} from the cache) in ${((performance.now() - started) / 1000).toFixed(1)} s; originals ${result.bytesIn} B, largest AVIF a reader loads (<= 1200 px) ${result.bytesOut} B, saved ${result.bytesIn - result.bytesOut} B`,
        );
      return result;
    })());
  return {
    name: 'bayshore-blog-content',
    configResolved(config) {
      dir = contentDir(config.root);
      root = config.root;
      building = config.command === 'build';
      ssr = Boolean(config.build.ssr);
      outDir = resolve(config.root, config.build.outDir);
    },
    resolveId(id) {
      if (id === IMAGES_MODULE) return RESOLVED_IMAGES;
      return id === CONTENT_MODULE ? RESOLVED : undefined;
    },
    async writeBundle() {
      // The client build writes the images beside the pages; the server build only needs sizes.
      if (building && !ssr && images) await writeBlogImages(await images, outDir);
    },
    async load(id) {
      if (id === RESOLVED_IMAGES) {
        // Under `npm start` nothing is resized: the admin shows the owner's own copies.
        const served = building ? (await blogImages()).served : {};
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(served))});`;
      }
      if (id !== RESOLVED) return undefined;
      try {
        // The one place a scheduled post is held back (docs/PRODUCT.md#scheduling): every page,
        // list, feed, index and sitemap is made from this module. The content API (contentApi.ts)
        // still reads every file, so the admin sees its scheduled posts.
        const content = withoutScheduled(publishedOnly(await readContent(dir)), new Date());
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(content))});`;
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
    },
    configureServer(server) {
      server.middlewares.use(BLOG_IMAGE_PREFIX, blogImageServing(dir));
      server.middlewares.use(
        CONTENT_API_PATH,
        contentApi(server, dir, () => {
          // The next page load builds the public blog from the files as they are now.
          const mod = server.moduleGraph.getModuleById(RESOLVED);
          if (mod) server.moduleGraph.invalidateModule(mod);
        }),
      );
    },
  };
}
