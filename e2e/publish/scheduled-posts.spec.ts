/**
 * Scheduled posts (docs/PRODUCT.md#scheduling): a build of e2e/publish/fixtures/scheduled, one post
 * dated in the past and one far in the future, served as GitHub Pages serves it. The past one is on
 * every page, list, feed and in the sitemap; the future one, and the category, tag and author pages
 * only it would fill, are nowhere a reader or a crawler can reach.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { expect, test } from '../fixtures';
import { ensureBuild } from '../../scripts/extra-build.mjs';
import { startStaticHost } from '../../scripts/static-host.mjs';

const root = resolve(import.meta.dirname, '../..');
const outDir = 'dist-scheduled';
const SITE = 'https://www.bayshoresignal.example';
const PAST = { slug: 'reviews-that-rank-nearby', title: 'Reviews that rank nearby' };
const FUTURE = { slug: 'our-next-office-opens', title: 'Our next office opens in St. Petersburg' };
const FUTURE_ONLY = ['/category/launches', '/tag/teaser', '/author/theo-marsh'];

let host: Awaited<ReturnType<typeof startStaticHost>>;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  ensureBuild(outDir, { CONTENT_DIR: resolve(import.meta.dirname, 'fixtures/scheduled') });
  host = await startStaticHost({ dir: resolve(root, outDir), rules: 'github-pages' });
});
test.afterAll(() => host?.close());

const read = (file: string) => readFileSync(resolve(root, outDir, file), 'utf8');

test('a post dated in the future is on no page, list, feed or sitemap; one dated in the past is', async ({
  page,
}) => {
  const post = await page.goto(`${host.origin}/blog/${PAST.slug}`);
  expect(post?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAST.title);

  const scheduled = await page.goto(`${host.origin}/blog/${FUTURE.slug}`);
  expect(scheduled?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText(FUTURE.title)).toHaveCount(0);

  await page.goto(`${host.origin}/blog`);
  await expect(page.getByRole('link', { name: PAST.title }).first()).toBeVisible();
  await expect(page.getByText(FUTURE.title)).toHaveCount(0);

  for (const path of FUTURE_ONLY) {
    const response = await page.request.get(`${host.origin}${path}`);
    expect(response.status(), path).toBe(404);
  }
  expect(existsSync(resolve(root, outDir, 'category/local-search.html'))).toBe(true);

  const parser = new XMLParser();
  const rss = parser.parse(read('blog/rss.xml'));
  expect([rss.rss.channel.item].flat().map((item: { link: string }) => item.link)).toEqual([
    `${SITE}/blog/${PAST.slug}`,
  ]);
  const atom = parser.parse(read('blog/atom.xml'));
  expect([atom.feed.entry].flat().map((entry: { title: string }) => entry.title)).toEqual([
    PAST.title,
  ]);
  const sitemap = read('sitemap.xml');
  expect(sitemap).toContain(`${SITE}/blog/${PAST.slug}<`);
  expect(sitemap).not.toContain(FUTURE.slug);
  for (const path of FUTURE_ONLY) expect(sitemap).not.toContain(`${SITE}${path}<`);
  const index = JSON.parse(read('blog/index.json')) as { slug: string }[];
  expect(index.map((entry) => entry.slug)).toEqual([PAST.slug]);
  // Nothing of the scheduled post anywhere in the build's text files.
  for (const file of ['blog.html', 'blog/index.json', 'blog/rss.xml', 'sitemap.xml'])
    expect(read(file), file).not.toMatch(/our-next-office-opens|Our next office|across the bay/i);
});
