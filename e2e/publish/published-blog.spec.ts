/**
 * The published blog, built from the fixture content folder (e2e/publish/fixtures/content: 3
 * published posts, 1 draft) into dist-content and served on its own port (playwright.config.ts,
 * project "publish"). Visitors without JavaScript get complete pages; feeds and sitemap parse.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { openEarly, watch } from '../early';
import { expect, test, withoutJs } from '../fixtures';
import { seedBlog } from '../owner/blogHelpers';
import { sampleBlogState } from '../../src/features/blog/testing/sampleBlog';

const PUBLISHED = [
  { slug: 'service-area-pages', title: 'Service area pages without the spam', date: '2026-11-01' },
  {
    slug: 'missed-call-text-back',
    title: 'Missed-call text back in a weekend',
    date: '2026-10-15',
  },
  { slug: 'review-replies-that-rank', title: 'Review replies that rank', date: '2026-10-01' },
];
const DRAFT = { slug: 'draft-pricing-teardown', title: 'Draft pricing teardown' };
const SITE = 'https://www.bayshoresignal.example';

test.describe('with JavaScript off', () => {
  // axe needs script in the page: each test ends on the same page with JavaScript on, where the
  // shared fixture runs it.
  test('/blog lists the 3 published posts and not the draft, and links the feeds', async ({
    browser,
    baseURL,
    page: withJs,
  }) => {
    await withoutJs(browser, baseURL, async (page) => {
      await page.goto('/blog');
      const list = page.getByRole('list', { name: 'Posts' });
      for (const post of PUBLISHED)
        await expect(list.getByRole('heading', { name: post.title })).toBeVisible();
      await expect(page.getByText(DRAFT.title)).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'RSS feed' })).toHaveAttribute(
        'href',
        '/blog/rss.xml',
      );
      await expect(page.getByRole('link', { name: 'Atom feed' })).toHaveAttribute(
        'href',
        '/blog/atom.xml',
      );
      await expect(
        page.locator('link[rel="alternate"][type="application/rss+xml"]'),
      ).toHaveAttribute('href', `${SITE}/blog/rss.xml`);
    });
    await withJs.goto('/blog');
  });

  test('each post page shows its rendered Markdown, meta and BlogPosting JSON-LD', async ({
    browser,
    baseURL,
    page: withJs,
  }) => {
    await withoutJs(browser, baseURL, async (page) => {
      for (const post of PUBLISHED) {
        await page.goto(`/blog/${post.slug}`);
        await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
        const article = page.locator('article').first();
        // The body's own headings sit right under the title's h1 (markdown.ts), so "##" is an h2.
        await expect(article.locator('.post-body h2').first()).toBeVisible();
        await expect(article.locator('strong').first()).toBeVisible();
        await expect(article.locator('li').first()).toBeVisible();
        const ld = JSON.parse(
          (await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}',
        );
        expect(ld['@type']).toBe('BlogPosting');
        expect(ld.datePublished.slice(0, 10)).toBe(post.date);
        await expect(page.locator('meta[property="og:type"]')).toHaveAttribute(
          'content',
          'article',
        );
        await expect(page.locator('meta[name="twitter:card"]')).toHaveCount(1);
      }
      // canonical_url wins; cover_image is the og:image.
      await page.goto('/blog/service-area-pages');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        'https://partner.example.com/service-area-pages',
      );
      await page.goto('/blog/missed-call-text-back');
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        'https://images.example.com/roofer.jpg',
      );
      await expect(
        page.getByRole('listitem').filter({ hasText: 'Book the estimate' }),
      ).toBeVisible();
      // `$$`, `$&`, `` $` `` and `$'` are written as typed, in the page and in its head (the build
      // once put them in as replace() patterns: "$$0" became "$0", "R$&D" took in the page's root).
      await expect(
        page.getByText(
          "It cost $$0 in new software; the R$&D was one evening, and a reply with $` or $' in it reads as typed.",
          { exact: true },
        ),
      ).toBeVisible();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        'One automation that answers every missed call with a text, for $$0 and one evening of R$&D.',
      );
    });
    await withJs.goto('/blog/missed-call-text-back');
  });

  test('category, tag and author pages list their posts', async ({
    browser,
    baseURL,
    page: withJs,
  }) => {
    await withoutJs(browser, baseURL, async (page) => {
      const cases = [
        ['/category/local-search', [PUBLISHED[0], PUBLISHED[2]]],
        ['/category/automation', [PUBLISHED[1]]],
        ['/tag/lead-follow-up', [PUBLISHED[0], PUBLISHED[1]]],
        ['/author/dana-whitfield', PUBLISHED],
      ] as const;
      for (const [path, posts] of cases) {
        await page.goto(path);
        for (const post of posts)
          await expect(page.getByRole('heading', { name: post.title })).toBeVisible();
        await expect(page.getByText(DRAFT.title)).toHaveCount(0);
      }
    });
    await withJs.goto('/author/dana-whitfield');
  });

  test("the draft's URL serves no post", async ({ browser, baseURL }) => {
    await withoutJs(browser, baseURL, async (page) => {
      await page.goto(`/blog/${DRAFT.slug}`);
      await expect(page.getByText(DRAFT.title)).toHaveCount(0);
      await expect(page.getByText('Secret')).toHaveCount(0);
    });
  });
});

test('with JavaScript on and an empty browser, /blog lists the 3 and search finds one by its excerpt', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/blog');
  const list = page.getByRole('list', { name: 'Posts' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('searchbox', { name: 'Search posts' }).fill('roofer');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('heading', { name: PUBLISHED[1].title })).toBeVisible();
  // A prerendered post hydrates without warnings.
  await page.goto(`/blog/${PUBLISHED[0].slug}`);
  await expect(page.getByRole('heading', { level: 1, name: PUBLISHED[0].title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Related posts' })).toBeVisible();
  // The fixture's cover images live on an example host that does not resolve; anything else
  // (a hydration mismatch above all) is a failure.
  expect(consoleErrors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
});

test('a search typed before the page is live is kept and applied once it is', async ({ page }) => {
  await watch(page);
  const { release } = await openEarly(page, '/blog');
  const list = page.getByRole('list', { name: 'Posts' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('searchbox', { name: 'Search posts' }).fill('roofer');
  await release();
  await expect(list.getByRole('listitem')).toHaveCount(1, { timeout: 30_000 });
  await expect(list.getByRole('heading', { name: PUBLISHED[1].title })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('roofer');
  await expect(page).toHaveURL(/\/blog\?q=roofer$/);
});

test('the feeds parse: 3 items, absolute links, titles and dates; the sitemap has the 3 and not the draft', async ({
  request,
}) => {
  const parser = new XMLParser({ ignoreAttributes: false });
  const rss = parser.parse(await (await request.get('/blog/rss.xml')).text());
  const items = rss.rss.channel.item as { title: string; link: string; pubDate: string }[];
  expect(items.map((i) => i.title)).toEqual(PUBLISHED.map((p) => p.title));
  for (const [index, item] of items.entries()) {
    expect(item.link).toBe(`${SITE}/blog/${PUBLISHED[index].slug}`);
    expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(PUBLISHED[index].date);
  }
  expect(rss.rss.channel['atom:link']['@_href']).toBe(`${SITE}/blog/rss.xml`);
  // A description is HTML in both feeds: the post's plain text goes in escaped, as typed.
  const described =
    'One automation that answers every missed call with a text, for $$0 and one evening of R$&amp;D.';
  expect((items as unknown as { description: string }[])[1].description).toBe(described);

  const atom = parser.parse(await (await request.get('/blog/atom.xml')).text());
  const entries = atom.feed.entry as {
    title: { '#text': string };
    link: { '@_href': string };
    published: string;
  }[];
  expect(entries).toHaveLength(3);
  expect(entries.map((e) => e.title['#text'])).toEqual(PUBLISHED.map((p) => p.title));
  expect(entries.map((e) => e.link['@_href'])).toEqual(
    PUBLISHED.map((p) => `${SITE}/blog/${p.slug}`),
  );
  expect(entries.map((e) => e.published.slice(0, 10))).toEqual(PUBLISHED.map((p) => p.date));
  expect((entries[1] as unknown as { summary: { '#text': string } }).summary['#text']).toBe(
    described,
  );

  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = (parser.parse(sitemap).urlset.url as { loc: string; lastmod: string }[]).map(
    (u) => u.loc,
  );
  for (const post of PUBLISHED) expect(urls).toContain(`${SITE}/blog/${post.slug}`);
  expect(urls.join('\n')).not.toContain(DRAFT.slug);
  expect(urls).toContain(`${SITE}/author/dana-whitfield`);
});

/**
 * The chunks the blog app needs (the store layout and everything it imports: React, Redux,
 * redux-persist, zod, the blog slice) and the Markdown renderer (marked, DOMPurify). The documents'
 * islands are a build of their own (vite.config.ts), so a reader's browser must request none of them.
 */
function appOnlyChunks(): Set<string> {
  const manifest = JSON.parse(
    // The app's Vite manifest, moved beside the server build by scripts/prerender.mjs.
    readFileSync(
      resolve(`${process.env.CONTENT_OUT_DIR ?? 'dist-content'}-ssr`, 'client-manifest.json'),
      'utf8',
    ),
  ) as Record<string, { file: string; imports?: string[] }>;
  const closure = (keys: string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const app = closure(['src/app/StoreLayout.tsx', 'src/features/blog/model/markdown.ts']);
  expect(app.size).toBeGreaterThan(0);
  // A chunk both builds made alike (same module, same bytes, so the same hashed name, such as the
  // notice store) is the document's own too: only what the documents' build lacks is forbidden.
  const documents = JSON.parse(
    readFileSync(
      resolve(`${process.env.CONTENT_OUT_DIR ?? 'dist-content'}-ssr`, 'documents-manifest.json'),
      'utf8',
    ),
  ) as Record<string, { file: string }>;
  const documentFiles = new Set(Object.values(documents).map(({ file }) => `/${file}`));
  return new Set(
    [...app].map((key) => `/${manifest[key].file}`).filter((file) => !documentFiles.has(file)),
  );
}

test("a new visitor's browser requests no blog store, Markdown or zod chunk on the blog", async ({
  page,
}) => {
  const forbidden = appOnlyChunks();
  expect(forbidden.size).toBeGreaterThan(0);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`/blog/${PUBLISHED[0].slug}`);
  await page.goto('/blog');
  await page.getByRole('searchbox', { name: 'Search posts' }).fill('roofer');
  await expect(page.getByRole('list', { name: 'Posts' }).getByRole('listitem')).toHaveCount(1);
  await page.goto(`/category/${'local-search'}`);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => forbidden.has(path))).toEqual([]);
});

test("the owner's browser (local posts saved) sees local and published posts merged, and a local post's page", async ({
  page,
}) => {
  await seedBlog(page, sampleBlogState);
  const local = sampleBlogState.posts.find((post) => post.status === 'published')!;
  await page.goto('/blog');
  const list = page.getByRole('list', { name: 'Posts' });
  await expect(list.getByRole('heading', { name: local.title })).toBeVisible();
  await expect(list.getByRole('heading', { name: PUBLISHED[0].title })).toBeVisible();
  await page.goto(`/blog/${local.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: local.title })).toBeVisible();
  await page.goto(`/blog/${PUBLISHED[1].slug}`);
  await expect(page.getByRole('heading', { level: 1, name: PUBLISHED[1].title })).toBeVisible();
});

// docs/PRODUCT.md#images-in-posts: the fixture post "Review replies that rank" holds a 2400x1600 photo carrying GPS EXIF,
// as its cover and again below the fold in its body.
const PHOTO = 'plumber-van-at-dawn-475fdc1339f1';

/** Every /blog/images/ URL a page's markup names (srcset candidates, src, og:image). */
async function imageUrlsOf(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() => {
    const found = new Set<string>();
    for (const el of document.querySelectorAll('picture source, picture img')) {
      for (const candidate of (el.getAttribute('srcset') ?? '').split(','))
        if (candidate.trim()) found.add(candidate.trim().split(/\s+/)[0]);
      const src = el.getAttribute('src');
      if (src) found.add(src);
    }
    const og = document.querySelector('meta[property="og:image"]')?.getAttribute('content');
    if (og) found.add(new URL(og).pathname);
    return [...found];
  });
  return urls.filter((url) => url.startsWith('/blog/images/')).sort();
}

test('a post with an uploaded photo serves <picture> in AVIF and WebP, sized, its cover first, without GPS', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { default: exifr } = await import('exifr');
  const { default: sharp } = await import('sharp');
  await page.goto('/blog/review-replies-that-rank');
  const pictures = page.locator('article picture');
  await expect(pictures).toHaveCount(2);
  for (const picture of await pictures.all()) {
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      new RegExp(`/blog/images/${PHOTO}-480\\.avif 480w, .*-1600\\.avif 1600w$`),
    );
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      /-800\.webp 800w/,
    );
    const img = picture.locator('img');
    await expect(img).toHaveAttribute('width', '2400');
    await expect(img).toHaveAttribute('height', '1600');
    await expect(img).toHaveAttribute('sizes', /.+/);
  }
  // The cover is the page's LCP image: fetched first, not lazily; the body's waits for scrolling.
  const cover = pictures.first().locator('img');
  await expect(cover).toHaveClass(/post-cover/);
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  await expect(cover).toHaveAttribute('loading', 'eager');
  await expect(cover).toHaveAttribute('alt', "A plumber's van outside a Brandon home at dawn");
  await expect(pictures.last().locator('img')).toHaveAttribute('loading', 'lazy');
  await expect(pictures.last().locator('img')).toHaveAttribute(
    'alt',
    'The same van, parked at the next job',
  );
  // The social card is the 1200x630 cut.
  const og = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(og).toBe(`${SITE}/blog/images/${PHOTO}-og.jpg`);
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}',
  );
  expect(ld.image).toEqual([og]);

  const urls = await imageUrlsOf(page);
  expect(urls).toHaveLength(4 * 3 + 1);
  for (const url of urls) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const bytes = await response.body();
    if (url.endsWith('-og.jpg'))
      expect(await sharp(bytes).metadata()).toMatchObject({ width: 1200, height: 630 });
    if (url.endsWith('.webp')) {
      // exifr does not read WebP: its metadata would sit in an EXIF or XMP chunk.
      expect(bytes.includes(Buffer.from('EXIF')), url).toBe(false);
      expect(bytes.includes(Buffer.from('XMP ')), url).toBe(false);
    } else {
      expect(await exifr.gps(bytes).catch(() => undefined), url).toBeUndefined();
    }
  }
  // The file under its own name keeps the pixels, not the metadata.
  const original = await (await request.get(`/blog/images/${PHOTO}.jpg`)).body();
  expect(await exifr.gps(original).catch(() => undefined)).toBeUndefined();
  const fixture = readFileSync(
    resolve(import.meta.dirname, `fixtures/content/images/${PHOTO}.jpg`),
  );
  expect(await exifr.gps(fixture)).toMatchObject({ latitude: expect.any(Number) });
});

test('a 390 px wide phone downloads AVIF, and no image over 100 KB', async ({
  browser,
  baseURL,
}) => {
  // Chromium picks srcset candidates by the screen as well as the viewport: set both.
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    screen: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const phone = await context.newPage();
  const downloads = new Map<string, number>();
  phone.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/blog/images/')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    downloads.set(url.pathname, body.length);
  });
  await phone.goto('/blog/review-replies-that-rank');
  await phone.locator('article picture').last().scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      phone
        .locator('article picture img')
        .evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);
  await expect.poll(() => downloads.size).toBeGreaterThan(0);
  const largest = Math.max(...downloads.values());
  console.log(`390 px phone (DPR 3) downloaded: ${JSON.stringify([...downloads])}`);
  expect([...downloads.keys()].every((path) => path.endsWith('.avif'))).toBe(true);
  expect(largest).toBeLessThan(100 * 1024);
  await context.close();
});
