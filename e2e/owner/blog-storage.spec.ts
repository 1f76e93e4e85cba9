/** The browser-local blog: corrupt saved data, two tabs, and the JSON backup round trip. */
import { readFile, writeFile } from 'node:fs/promises';
import { test, expect, checkA11y, expectNotice } from '../fixtures';
import { sampleBlogState, samplePosts } from '../../src/features/blog/testing/sampleBlog';
import {
  BLOG_BACKUP_KEY,
  BLOG_KEY,
  closeNotice,
  fillAndSavePost,
  seedBlog,
  seedRawBlogStorage,
} from './blogHelpers';

test('corrupt saved data at start: the seed data renders and the bad text is kept under the backup key', async ({
  page,
  consoleErrors,
}) => {
  const corrupt = '{"rev":1,"data":"{\\"posts\\":\\"[{oops';
  await seedRawBlogStorage(page, corrupt);
  await page.goto('/admin/blog/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expect(page.getByText('Tampa Marketing', { exact: true })).toBeVisible();
  await expect(page.getByText('AI Workflows', { exact: true })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), BLOG_BACKUP_KEY)).toBe(corrupt);
  // SPEC §8: unreadable saved data is logged to the console.
  expect(consoleErrors.some((text) => text.includes('was unreadable'))).toBe(true);
  await page.goto('/blog');
  await expect(page.getByText('No posts found', { exact: true })).toBeVisible();
  // The app saves good data again on the next change.
  await page.goto('/admin/blog/tags');
  await closeNotice(page);
  await page.getByLabel('Tag name').fill('Reels');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expectNotice(page, 'Tag Added');
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', BLOG_KEY))
    .toContain('Reels');
});

test('wrong-shape saved data is set aside too', async ({ page }) => {
  const wrong = JSON.stringify({
    rev: 5,
    data: JSON.stringify({
      posts: JSON.stringify('nope'),
      _persist: JSON.stringify({ version: 2, rehydrated: true }),
    }),
  });
  await seedRawBlogStorage(page, wrong);
  await page.goto('/tag/seo');
  await expect(page.getByText('No posts found with this tag.')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), BLOG_BACKUP_KEY)).toBe(wrong);
});

test('two tabs: a post saved in one appears in the other and survives the other tab saving', async ({
  page,
  context,
}) => {
  await page.goto('/admin/blog/posts');
  await closeNotice(page);
  await expect(page.getByText('No posts found.')).toBeVisible();
  const other = await context.newPage();
  await other.goto('/admin/blog/posts');
  await closeNotice(other);
  await expect(other.getByText('No posts found.')).toBeVisible();

  await page.getByRole('link', { name: 'New post' }).first().click();
  await fillAndSavePost(page, { title: 'Written in tab one', publish: true, tags: ['SEO'] });
  await expect(page.getByRole('row', { name: /Written in tab one/ })).toBeVisible();

  // Appears in the other tab without a reload.
  await expect(other.getByRole('row', { name: /Written in tab one/ })).toBeVisible();

  // The other tab saves its own post: the first tab's post is kept, and both tabs see both.
  await other.getByRole('link', { name: 'New post' }).first().click();
  await fillAndSavePost(other, { title: 'Written in tab two' });
  await expect(other.getByRole('row', { name: /Written in tab one/ })).toBeVisible();
  await expect(other.getByRole('row', { name: /Written in tab two/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Written in tab two/ })).toBeVisible();

  // A delete in one tab is not undone by the other.
  await closeNotice(page);
  await page.getByRole('button', { name: 'Delete Written in tab one' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(other.getByRole('row', { name: /Written in tab one/ })).toHaveCount(0);
  await other
    .getByRole('navigation', { name: 'Blog admin' })
    .getByRole('link', { name: 'Tags' })
    .click();
  await other.getByLabel('Tag name').fill('Local Service Ads');
  await other.getByRole('button', { name: 'Add tag' }).click();
  await page.reload();
  await expect(page.getByRole('row', { name: /Written in tab two/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Written in tab one/ })).toHaveCount(0);
  await page.goto('/admin/blog/tags');
  await expect(page.getByText('Local Service Ads', { exact: true })).toBeVisible();
  await other.close();
});

test('backup: download, then import round-trips; an invalid file is refused and changes nothing', async ({
  page,
}, testInfo) => {
  await seedBlog(page, sampleBlogState);
  await page.goto('/admin/blog');
  await closeNotice(page);
  await checkA11y(page);
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download backup' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(
    /^bayshore-signal-blog-backup-\d{4}-\d{2}-\d{2}\.json$/,
  );
  const backupPath = testInfo.outputPath('backup.json');
  await download.saveAs(backupPath);
  await expectNotice(page, 'Backup Downloaded');
  const backup = JSON.parse(await readFile(backupPath, 'utf8'));
  expect(backup.data.posts).toHaveLength(samplePosts.length);

  // Change the blog, then restore the backup.
  await page.goto('/admin/blog/posts');
  await page.getByRole('button', { name: `Delete ${samplePosts[0].title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expectNotice(page, 'Post Deleted');

  // An invalid file: refused, nothing changed.
  const badPath = testInfo.outputPath('bad.json');
  await writeFile(
    badPath,
    JSON.stringify({ ...backup, data: { ...backup.data, posts: [{ title: 'no id' }] } }),
  );
  await page.goto('/admin/blog');
  await closeNotice(page);
  await page.getByLabel('Backup file to import').setInputFiles(badPath);
  await expectNotice(page, 'Import Failed', 'Nothing was changed.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('2', { exact: true }).first()).toBeVisible();

  const notJson = testInfo.outputPath('notes.json');
  await writeFile(notJson, 'these are my notes, not a backup');
  await page.getByLabel('Backup file to import').setInputFiles(notJson);
  await expectNotice(page, 'Import Failed', 'not valid JSON');

  // The real backup: confirm, then everything is back.
  await page.getByLabel('Backup file to import').setInputFiles(backupPath);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    `replaces every post, category and tag in this browser with the backup's ${samplePosts.length} posts`,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.goto('/admin/blog/posts');
  await expect(page.getByRole('row', { name: new RegExp(samplePosts[0].title) })).toHaveCount(0);
  await page.goto('/admin/blog');
  await closeNotice(page);
  await page.getByLabel('Backup file to import').setInputFiles(backupPath);
  await page.getByRole('dialog').getByRole('button', { name: 'Replace blog' }).click();
  await expectNotice(page, 'Backup Imported');
  await page.goto('/admin/blog/posts');
  for (const post of samplePosts)
    await expect(page.getByRole('row', { name: new RegExp(post.title) })).toBeVisible();
  await page.goto(`/blog/${samplePosts[0].slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(samplePosts[0].title);
});

test('a failed save tells the owner, keeps the work in the tab, and saves it on the next change', async ({
  page,
}) => {
  await page.addInitScript((key) => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, name: string, value: string) {
      if (name === key && (window as { __failSaves?: boolean }).__failSaves)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return original.call(this, name, value);
    };
  }, BLOG_KEY);
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/admin/blog/tags');
  await closeNotice(page);
  await page.evaluate(() => ((window as { __failSaves?: boolean }).__failSaves = true));
  await page.getByLabel('Tag name').fill('Storm Season');
  await page.getByRole('button', { name: 'Add tag' }).click();
  // Both notices come, one at a time: 'Tag Added' and the failed-save notice.
  const seen: string[] = [];
  for (let i = 0; i < 3 && !seen.some((text) => text.startsWith('destructive')); i += 1) {
    const shown = page.locator('[data-notice-variant]');
    await expect(shown).toBeVisible();
    seen.push(`${await shown.getAttribute('data-notice-variant')}: ${await shown.textContent()}`);
    await shown.getByRole('button', { name: 'Close notice' }).click();
  }
  expect(seen.some((text) => text.startsWith('success: Tag Added'))).toBe(true);
  expect(seen.some((text) => text.startsWith('destructive: Changes not saved'))).toBe(true);
  expect(logged.some((text) => text.includes('Could not save blog data to localStorage'))).toBe(
    true,
  );
  await expect(page.getByText('Storm Season', { exact: true })).toBeVisible();

  await page.evaluate(() => ((window as { __failSaves?: boolean }).__failSaves = false));
  await closeNotice(page);
  await page.getByLabel('Tag name').fill('Hurricane Prep');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', BLOG_KEY))
    .toContain('Storm Season');
  await page.reload();
  await expect(page.getByText('Storm Season', { exact: true })).toBeVisible();
  await expect(page.getByText('Hurricane Prep', { exact: true })).toBeVisible();
});
