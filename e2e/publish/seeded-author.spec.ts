/**
 * The blog that once stopped the build (docs/ARCHITECTURE.md#render-once-parts): four posts by one author
 * whose avatar is the site's own image, as the seeded author's is, no covers, a category and two
 * tags each (e2e/publish/fixtures/seeded-author). `npm run build` writes every page of it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import robotsParser from 'robots-parser';
import { expect, test } from '../fixtures';
import { ensureBuild } from '../../scripts/extra-build.mjs';

const root = resolve(import.meta.dirname, '../..');
const outDir = 'dist-seeded-author';
const SLUGS = ['review-velocity', 'gbp-posts-weekly', 'text-back-in-a-day', 'after-hours-booking'];
const SITE = 'https://www.bayshoresignal.example';

test.beforeAll(() => {
  test.setTimeout(300_000);
  ensureBuild(outDir, { CONTENT_DIR: resolve(import.meta.dirname, 'fixtures/seeded-author') });
});

const read = (file: string) => readFileSync(resolve(root, outDir, file), 'utf8');

test('posts by an author with an avatar build: every post, the author page, feeds, sitemap and robots.txt', () => {
  for (const slug of SLUGS) {
    const html = read(`blog/${slug}.html`);
    expect(html).toContain('src="/images/blog/author-bayshore-team.svg"');
    expect(html).toContain('href="/author/maya-castillo"');
  }
  const author = read('author/maya-castillo.html');
  for (const slug of SLUGS) expect(author).toContain(`href="/blog/${slug}"`);
  for (const page of ['category/local-seo', 'category/automation', 'tag/reviews'])
    expect(existsSync(resolve(root, outDir, `${page}.html`))).toBe(true);

  const parser = new XMLParser({ ignoreAttributes: false });
  const rss = parser.parse(read('blog/rss.xml'));
  expect(rss.rss.channel.item.map((item: { link: string }) => item.link).sort()).toEqual(
    SLUGS.map((slug) => `${SITE}/blog/${slug}`).sort(),
  );
  const atom = parser.parse(read('blog/atom.xml'));
  expect(atom.feed.entry).toHaveLength(4);
  const sitemap = parser.parse(read('sitemap.xml'));
  const urls = sitemap.urlset.url.map((url: { loc: string }) => url.loc);
  for (const slug of SLUGS) expect(urls).toContain(`${SITE}/blog/${slug}`);
  expect(urls).toContain(`${SITE}/author/maya-castillo`);
  const robots = robotsParser(`${SITE}/robots.txt`, read('robots.txt'));
  expect(robots.getSitemaps()).toEqual([`${SITE}/sitemap.xml`]);
});
