// The published blog's share of the build output (docs/PRODUCT.md#publishing): the sitemap lines of
// the blog pages with their lastmod, and the RSS and Atom feeds. Kept out of prerender.mjs so the
// route prerenderer stays small; the data comes from the server build (src/app/blogBuild.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Sitemap <url> lines for the blog's post, category, tag and author pages. */
export function blogSitemapLines(server, siteUrl) {
  return server.blogSitemapEntries.map(
    ({ path, lastmod }) => `  <url><loc>${siteUrl}${path}</loc><lastmod>${lastmod}</lastmod></url>`,
  );
}

/** Writes dist/blog/rss.xml and dist/blog/atom.xml; returns their paths. */
export async function writeBlogFeeds(server, dist) {
  const files = server.blogFeedFiles();
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dist, path)), { recursive: true });
    await writeFile(join(dist, path), text);
  }
  return Object.keys(files);
}
