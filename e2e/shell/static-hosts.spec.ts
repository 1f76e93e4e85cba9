/**
 * Every route on a static host (docs/PRODUCT.md#hosts): the built site served as GitHub Pages
 * serves it (`/x` from `x.html`, 404.html for the rest) and as Netlify and Cloudflare Pages do with
 * its `_redirects`, by scripts/static-host.mjs. Deep links into the admin and the tool start their
 * app; a public page is its own document; an unknown public path is the 404 page with a 404 status;
 * a post only this browser holds is rendered by the app from local data.
 */
import { resolve } from 'node:path';
import { expect, test } from '../fixtures';
import { seedBlog } from '../owner/blogHelpers';
import { sampleBlogState, samplePosts } from '../../src/features/blog/testing/sampleBlog';
import { startStaticHost } from '../../scripts/static-host.mjs';

const dist = resolve(import.meta.dirname, '../..', process.env.OUT_DIR ?? 'dist');
const localPost = samplePosts.find((post) => post.status === 'published')!;

for (const rules of ['github-pages', 'redirects'] as const) {
  test.describe(`served with ${rules} rules`, () => {
    let host: Awaited<ReturnType<typeof startStaticHost>>;
    // The status an app path answers with: GitHub Pages has only its 404 page to start the app from.
    const appStatus = rules === 'github-pages' ? 404 : 200;

    test.beforeAll(async () => {
      host = await startStaticHost({ dir: dist, rules });
    });
    test.afterAll(() => host?.close());

    test('deep links into the admin and the tool start their app in a fresh browser', async ({
      page,
    }) => {
      const posts = await page.goto(`${host.origin}/admin/blog/posts`);
      expect(posts?.status()).toBe(appStatus);
      await expect(page.getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible();

      const tool = await page.goto(`${host.origin}/neuroslice`);
      expect(tool?.status()).toBe(appStatus);
      await expect(page.getByRole('heading', { level: 1, name: 'NeuroSlice' })).toBeVisible();
    });

    test("a deep link into the editor opens the owner's post", async ({ page }) => {
      await seedBlog(page, sampleBlogState);
      const editor = await page.goto(`${host.origin}/admin/blog/posts/edit/${localPost.id}`);
      expect(editor?.status()).toBe(appStatus);
      await expect(page.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible();
      await expect(page.getByLabel('Title', { exact: false }).first()).toHaveValue(localPost.title);
    });

    test('public pages are their documents; an unknown path is the 404 page with a 404 status', async ({
      page,
    }) => {
      const pricing = await page.goto(`${host.origin}/pricing`);
      expect(pricing?.status()).toBe(200);
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered-path', '/pricing');

      const unknown = await page.goto(`${host.origin}/no-such-page`);
      expect(unknown?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      // The 404 page stays the light document: no app started for a public path.
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered-path', '/404');
    });

    test('a post only this browser holds is rendered by the app', async ({ page }) => {
      await seedBlog(page, sampleBlogState);
      await page.goto(`${host.origin}/blog/${localPost.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(localPost.title);
    });
  });
}
