/**
 * The editor coaches the post as it is written (docs/PRODUCT.md#the-editors-seo-and-readability-analysis): the keyphrase and the checks change as
 * the owner types, the search preview cuts a long title by its width, a keyphrase used twice is a
 * problem, a link suggestion inserts a link to a published post, the posts table shows the
 * lights and the dashboard counts the posts that need work. The keyphrase survives a reload and the backup round trip.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, checkA11y, expectNotice } from '../fixtures';
import { sampleBlogState, samplePosts } from '../../src/features/blog/testing/sampleBlog';
import { closeNotice, seedBlog } from './blogHelpers';
import { adminText } from '../../src/features/admin/adminText';

test.beforeEach(async ({ page }) => {
  await seedBlog(page, sampleBlogState);
});

const check = (page: Page, region: string, id: string) =>
  page.getByRole('region', { name: region }).locator(`li[data-check="${id}"]`);

// 90 characters: wider than Google's 600px title line.
const LONG_TITLE =
  'Med Spa Marketing in Tampa: YouTube Shorts, Honest Reviews and SMS Reminders to Book Calls';

test('checks follow the typing; the preview cuts a 90-character title; a suggestion inserts a link; the table shows the lights', async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect(LONG_TITLE.length).toBe(90);
  await page.goto('/admin/blog/posts/new');
  await closeNotice(page);
  await expect(page.getByRole('region', { name: 'SEO analysis' })).toContainText(
    'Overall: Not analysed',
  );

  await page.getByLabel('Title', { exact: false }).first().fill(LONG_TITLE);
  await page.getByLabel('Focus keyphrase').pressSequentially('med spa marketing');
  await page
    .getByLabel('Body (Markdown)')
    .fill(
      'Tampa clinics post the same photos every week.\n\n## What to film\n\nShort YouTube Shorts videos cut the cost per booking for a med spa.',
    );
  await expect(check(page, 'SEO analysis', 'keyphrase-introduction')).toContainText(
    /^Problem · Keyphrase in introduction/,
  );
  await expect(check(page, 'Readability analysis', 'flesch')).toContainText('Flesch reading ease');

  // The keyphrase goes into the first paragraph: that check turns good.
  const body = page.getByLabel('Body (Markdown)');
  await body.press('Control+Home');
  await body.pressSequentially('Med spa marketing starts here. ');
  await expect(check(page, 'SEO analysis', 'keyphrase-introduction')).toContainText(
    /^Good · Keyphrase in introduction/,
  );

  // The search preview cuts the long title with an ellipsis, by width.
  const result = page.getByRole('region', { name: 'Search preview' });
  const shown = result.getByTestId('search-result-title');
  await expect(shown).toHaveAttribute('data-cut', 'true');
  await expect(shown).toHaveText(/…$/);
  const kept = ((await shown.textContent()) ?? '').slice(0, -1);
  expect(LONG_TITLE.startsWith(kept)).toBe(true);
  expect(kept.length).toBeLessThan(70);
  // One line on desktop: the title's box is one line high.
  const box = await shown.boundingBox();
  expect(box!.height).toBeLessThan(40);
  await expect(check(page, 'SEO analysis', 'title-width')).toContainText(
    /^Problem · SEO title width/,
  );

  // A suggestion links the published post about YouTube Shorts and cost per booking.
  await expect(check(page, 'SEO analysis', 'internal-links')).toContainText(/^Problem/);
  await body.press('Control+End');
  await page
    .getByRole('region', { name: 'Internal link suggestions' })
    .getByRole('button', { name: `Insert a link to ${samplePosts[0].title}` })
    .click();
  await expect(body).toHaveValue(
    new RegExp(
      `booking for a med spa\\. \\[${samplePosts[0].title}\\]\\(/blog/${samplePosts[0].slug}\\)$`,
    ),
  );
  await expect(check(page, 'SEO analysis', 'internal-links')).toContainText(
    /^Good · Internal links/,
  );
  await checkA11y(page);

  await page.getByRole('button', { name: 'Save post' }).last().click();
  await expectNotice(page, 'Post Created!');
  const row = page.getByRole('row', { name: new RegExp(LONG_TITLE.slice(0, 30)) });
  await expect(row.getByTestId('post-lights')).toContainText(/SEO: (Good|Improve|Problem)/);
  await expect(row.getByTestId('post-lights')).toContainText(/Readability: (Good|Improve|Problem)/);
  // Every row has its two lights.
  await expect(page.getByTestId('post-lights')).toHaveCount(samplePosts.length + 1);

  // The dashboard counts the posts whose two lights are not both good, as the table shows them.
  const lights = await page.getByTestId('post-lights').allTextContents();
  const needWork = lights.filter(
    (text) => !(text.includes('SEO: Good') && text.includes('Readability: Good')),
  ).length;
  expect(needWork).toBeGreaterThan(0);
  await page.goto('/admin/blog');
  await closeNotice(page);
  await expect(page.getByText(adminText.postsNeedingWork).locator('..')).toHaveText(
    `${needWork}${adminText.postsNeedingWork}`,
  );

  // A second post with the same keyphrase (another word form, other case) is told it competes.
  await page.goto('/admin/blog/posts/new');
  await closeNotice(page);
  await page.getByLabel('Title', { exact: false }).first().fill('Marketing for med spas');
  await page.getByLabel('Focus keyphrase').fill('Med Spas Marketing');
  await page.getByLabel('Body (Markdown)').fill('Med spas need marketing too.');
  await expect(check(page, 'SEO analysis', 'keyphrase-used')).toContainText(
    /^Problem · Keyphrase already used: This keyphrase is already used by “Med Spa Marketing in Tampa/,
  );
});

test('the focus keyphrase survives a reload and the backup round trip', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const post = samplePosts[1];
  await page.goto(`/admin/blog/posts/edit/${post.id}`);
  await closeNotice(page);
  await page.getByLabel('Focus keyphrase').fill('local seo checklist');
  await page.getByRole('button', { name: 'Save post' }).last().click();
  await expectNotice(page, 'Post Updated!');

  await page.reload();
  await page.goto(`/admin/blog/posts/edit/${post.id}`);
  await expect(page.getByLabel('Focus keyphrase')).toHaveValue('local seo checklist');

  await page.goto('/admin/blog');
  await closeNotice(page);
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download backup' }).click();
  const backupPath = testInfo.outputPath('backup.json');
  await (await downloadPromise).saveAs(backupPath);
  const backup = JSON.parse(await readFile(backupPath, 'utf8'));
  expect(backup.formatVersion).toBe(3);
  expect(backup.data.posts.find((p: { id: string }) => p.id === post.id).focus_keyphrase).toBe(
    'local seo checklist',
  );

  // An empty browser takes the backup and has the keyphrase back.
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.addInitScript(() =>
    localStorage.setItem('bayshore-signal:cookie-consent', 'declined'),
  );
  await other.goto('/admin/blog');
  await other.waitForSelector('html[data-app-ready]', { state: 'attached' });
  await closeNotice(other);
  await other.getByLabel('Backup file to import').setInputFiles(backupPath);
  await other.getByRole('dialog').getByRole('button', { name: 'Replace blog' }).click();
  await expectNotice(other, 'Backup Imported');
  await other.goto(`/admin/blog/posts/edit/${post.id}`);
  await other.waitForSelector('html[data-app-ready]', { state: 'attached' });
  await expect(other.getByLabel('Focus keyphrase')).toHaveValue('local seo checklist');
  await checkA11y(other);
  await context.close();
});
