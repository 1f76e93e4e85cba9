/**
 * The owner's own images, browser only (docs/PRODUCT.md#images-in-posts): upload a cover and paste one into the body, see
 * them in the preview and the owner's view of the blog, keep them over a reload, carry them in the
 * backup into an empty browser; a refused file changes nothing; deleting the last post using an
 * image offers to delete it.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test, expectNotice } from '../fixtures';
import { closeNotice, seedBlog } from './blogHelpers';
import { hash12, pasteBodyImage, photo } from '../testImages';
import { sampleBlogState } from '../../src/features/blog/testing/sampleBlog';

/** Every post image on the page has loaded, from this browser's store (a blob: URL). */
async function expectImagesShown(page: Page, selector: string, count: number) {
  const images = page.locator(selector);
  await expect(images).toHaveCount(count);
  for (let i = 0; i < count; i += 1) {
    await expect(images.nth(i)).toHaveAttribute('src', /^blob:/);
    await expect
      .poll(() => images.nth(i).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

test('an uploaded image survives a reload, goes into the backup and comes back in an empty browser', async ({
  page,
  browser,
}, testInfo) => {
  const jpeg = await photo(64, 40, 'jpeg');
  const png = await photo(30, 20, 'png');
  const coverPath = `/blog/images/harbour-at-dawn-${hash12(jpeg)}.jpg`;
  const bodyPath = `/blog/images/pasted-chart-${hash12(png)}.png`;

  await seedBlog(page, sampleBlogState);
  await page.goto('/admin/blog/posts/new');
  await closeNotice(page);
  await page.getByLabel('Title', { exact: false }).first().fill('Harbour photos');
  await page.getByRole('radio', { name: 'Published' }).check();

  // A refused file: a notice, and nothing changes.
  await page.getByLabel('Cover image file').setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expectNotice(page, 'Image Not Added', 'SVG images are not accepted');
  await expect(page.getByLabel('Cover image URL')).toHaveValue('');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The cover: alt text is required.
  await expect(page.getByRole('button', { name: 'Upload cover image' })).toBeVisible();
  await page.getByLabel('Cover image file').setInputFiles({
    name: 'Harbour at dawn.jpg',
    mimeType: 'image/jpeg',
    buffer: jpeg,
  });
  const dialog = page.getByRole('dialog', { name: 'Describe the cover image' });
  await dialog.getByRole('button', { name: 'Add image' }).click();
  await expect(dialog.getByText('Alt text is required for the cover')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Alt text' }).fill('Boats in Tampa harbour at dawn');
  await dialog.getByRole('button', { name: 'Add image' }).click();
  await expect(page.getByLabel('Cover image URL')).toHaveValue(coverPath);
  await expect(page.getByLabel('Alt text', { exact: true })).toHaveValue(
    'Boats in Tampa harbour at dawn',
  );

  // The body: a pasted PNG goes in at the cursor with its alt text (brackets escaped).
  await page.getByLabel('Body (Markdown)').fill('Before.\n\nAfter.');
  await page
    .getByLabel('Body (Markdown)')
    .evaluate((field: HTMLTextAreaElement) => field.setSelectionRange(9, 9));
  await pasteBodyImage(page, 'pasted chart.png', png, 'Calls per week [2026]');
  await expect(page.getByLabel('Body (Markdown)')).toHaveValue(
    `Before.\n\n![Calls per week \\[2026\\]](${bodyPath}) After.`,
  );

  await page.getByRole('tab', { name: 'Preview' }).click();
  await expectImagesShown(
    page,
    '#editor-panel-preview img.post-cover, #editor-panel-preview .post-body img',
    2,
  );
  await expect(page.locator('#editor-panel-preview .post-body img')).toHaveAttribute(
    'alt',
    'Calls per week [2026]',
  );
  await page.getByRole('tab', { name: 'Write' }).click();
  await page.getByRole('button', { name: 'Save post' }).last().click();
  await expectNotice(page, 'Post Created');

  // A reload: the owner's view of the public post still shows both.
  await page.goto('/blog/harbour-photos');
  await page.reload();
  await expectImagesShown(page, 'article img.post-cover, article .post-body img', 2);

  // The backup carries both images, byte for byte.
  await page.goto('/admin/blog');
  await closeNotice(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download backup' }).click();
  const backupPath = testInfo.outputPath('backup.json');
  await (await download).saveAs(backupPath);
  await expectNotice(page, 'Backup Downloaded');
  const backup = JSON.parse(await readFile(backupPath, 'utf8'));
  expect(backup.formatVersion).toBe(3);
  const images = new Map<string, string>(
    backup.images.map((image: { path: string; base64: string }) => [image.path, image.base64]),
  );
  expect([...images.keys()].sort()).toEqual([coverPath, bodyPath].sort());
  expect(Buffer.from(images.get(coverPath)!, 'base64').equals(jpeg)).toBe(true);
  expect(Buffer.from(images.get(bodyPath)!, 'base64').equals(png)).toBe(true);

  // An empty browser: import the backup, and the post shows its images again.
  const fresh = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const other = await fresh.newPage();
  await other.addInitScript(() =>
    localStorage.setItem('bayshore-signal:cookie-consent', 'declined'),
  );
  await other.goto('/admin/blog');
  await other.waitForSelector('html[data-app-ready]', { state: 'attached' });
  await closeNotice(other);
  await other.getByLabel('Backup file to import').setInputFiles(backupPath);
  await expect(other.getByRole('dialog')).toContainText('and adds its 2 images');
  await other.getByRole('dialog').getByRole('button', { name: 'Replace blog' }).click();
  await expectNotice(other, 'Backup Imported');
  await other.goto('/blog/harbour-photos');
  await other.waitForSelector('html[data-app-ready]', { state: 'attached' });
  await expectImagesShown(other, 'article img.post-cover, article .post-body img', 2);
  await fresh.close();

  // Deleting the last post that uses the images offers to delete them.
  await page.goto('/admin/blog/posts');
  await page.getByRole('button', { name: 'Delete Harbour photos' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  // The offer opens over the notice.
  await expect(
    page.locator('[data-notice-variant]').filter({ hasText: 'Post Deleted' }),
  ).toBeVisible();
  const offer = page.getByRole('dialog', { name: 'Delete its images too?' });
  await expect(offer).toContainText('No other post uses the 2 images this post had');
  await offer.getByRole('button', { name: 'Delete images' }).click();
  await expectNotice(page, 'Images Deleted', '2 images');
  const left = await page.evaluate(
    () =>
      new Promise<IDBValidKey[]>((resolve) => {
        const open = indexedDB.open('bayshore-signal-blog-images');
        open.onsuccess = () => {
          const request = open.result.transaction('images').objectStore('images').getAllKeys();
          request.onsuccess = () => resolve(request.result);
        };
      }),
  );
  expect(left).toEqual([]);
});
