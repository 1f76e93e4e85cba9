/**
 * XSS in Chromium: the corpus placed in every post field (typed through the editor and loaded
 * from saved data) never opens a dialog or runs injected script on the public or admin pages.
 */
import { test, expect } from '../fixtures';
import { blogSeed } from '../../src/features/blog/blogSlice';
import { samplePosts } from '../../src/features/blog/testing/sampleBlog';
import { xssPayloads, xssUrls } from '../../src/features/blog/testing/xssCorpus';
import type { BlogState, Post } from '../../src/features/blog/model/types';
import { closeNotice, fillAndSavePost, seedBlog } from './blogHelpers';

// Ten payloads per post: every field of every post carries some of them.
const chunks: string[][] = [];
for (let i = 0; i < xssPayloads.length; i += 10) chunks.push(xssPayloads.slice(i, i + 10));

const xssPosts: Post[] = chunks.map((chunk, i) => ({
  ...samplePosts[0],
  id: String(1767225600000 + i),
  slug: `xss-post-${i}`,
  title: `XSS ${i} ${chunk[0]}`,
  excerpt: chunk[1],
  alt_text: chunk[2],
  body: chunk.join('\n\n'),
  cover_image: xssUrls[i % xssUrls.length],
  canonical_url: xssUrls[(i + 1) % xssUrls.length],
  seo_meta_title: chunk[3],
  seo_meta_description: chunk[4],
  tags: ['tag-xss'],
}));

const xssState: BlogState = {
  ...blogSeed,
  posts: xssPosts,
  tags: [...blogSeed.tags, { id: 'tag-xss', name: '<img src=x onerror=alert(1)>', slug: 'xss' }],
  categories: [
    {
      ...blogSeed.categories[0],
      name: '<svg onload=alert(1)>',
      description: '<script>alert(1)</script>',
    },
    blogSeed.categories[1],
  ],
  deletedIds: {},
};

test('no payload in any field opens a dialog or runs script', async ({ page }) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  const fired = () => page.evaluate(() => (window as { __xssFired?: unknown }).__xssFired);
  await seedBlog(page, xssState);

  await page.goto('/blog');
  await expect(page.getByRole('list', { name: 'Posts' }).getByRole('listitem')).toHaveCount(
    xssPosts.length,
  );
  await page.goto('/tag/xss');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('#<img src=x onerror=alert(1)>');
  await page.goto('/category/tampa-marketing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('<svg onload=alert(1)>');

  for (const post of xssPosts) {
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    // Hover and click across the body to trigger any surviving mouse handler.
    await page.locator('.post-body').hover();
    await page.mouse.move(5, 5);
    const hrefs = await page
      .locator('.post-body a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) expect(href).toMatch(/^(https?:|mailto:|\/|#|[^:]*$)/i);
    await expect(
      page.locator(
        '.post-body script, .post-body iframe, .post-body object, .post-body embed, .post-body svg, .post-body form',
      ),
    ).toHaveCount(0);
    expect(
      await page
        .locator('.post-body *')
        .evaluateAll((els) =>
          els.flatMap((el) => el.getAttributeNames().filter((n) => n.startsWith('on'))),
        ),
    ).toEqual([]);
    // Cover and canonical: never the refused URL.
    const covers = await page
      .locator('.post-cover')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
    expect(new Set(covers)).toEqual(new Set(['/images/blog/cover-fallback.svg']));
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      /^https:\/\/www\.bayshoresignal\.example\/blog\/xss-post-\d+$/,
    );
  }

  // Admin: posts table and the editor's preview of a loaded post.
  await page.goto('/admin/blog/posts');
  await closeNotice(page);
  await expect(page.getByRole('table', { name: 'Posts' }).getByRole('row')).toHaveCount(
    xssPosts.length + 1,
  );
  await page.goto(`/admin/blog/posts/edit/${xssPosts[0].id}`);
  await closeNotice(page);
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Preview' }).locator('.post-body')).toBeVisible();

  // Typed through the editor: payloads in title, excerpt, alt text, body; a javascript: cover is refused.
  await page.goto('/admin/blog/posts/new');
  await closeNotice(page);
  await fillAndSavePost(page, {
    title: '"><img src=x onerror=alert(document.domain)>',
    excerpt: '<svg/onload=alert(1)>',
    altText: '" onerror="alert(1)',
    body: '<iframe srcdoc="<script>parent.alert(1)</script>"></iframe>\n[x](javascript:alert(1))\n<a href="jav&#x09;ascript:alert(1)">y</a>',
    coverImage: 'javascript:alert(1)',
    publish: true,
  });
  await expect(
    page.getByText('Enter a full web address starting with http:// or https://.'),
  ).toBeVisible();
  await page.getByLabel('Cover image URL').fill('');
  await page.getByRole('button', { name: 'Save post' }).last().click();
  await expect(page).toHaveURL(/\/admin\/blog\/posts$/);
  await page.goto('/blog/img-srcx-onerroralertdocumentdomain');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '"><img src=x onerror=alert(document.domain)>',
  );
  await page.locator('.post-body').click();
  // The javascript: link lost its href: it is plain text now, and clicking it does nothing.
  await expect(page.locator('.post-body a[href]')).toHaveCount(0);
  await page.locator('.post-body a').first().click();

  // A handler would run within the click's task; one more task on the page settles anything it queued.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(dialogs).toEqual([]);
  expect(await fired()).toBeUndefined();
});
