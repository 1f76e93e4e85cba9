/** The editor refuses what it must (missing title/slug, taken slug, non-http URLs) without losing input, and previews exactly. */
import { test, expect, checkA11y, expectNotice } from '../fixtures';
import { sampleBlogState, samplePosts } from '../../src/features/blog/testing/sampleBlog';
import { closeNotice, seedBlog } from './blogHelpers';

test.beforeEach(async ({ page }) => {
  await seedBlog(page, sampleBlogState);
});

test('missing title and slug, a taken slug and a javascript: cover are refused with the input kept', async ({
  page,
}) => {
  await page.goto('/admin/blog/posts/new');
  await closeNotice(page);
  await page.getByLabel('Body (Markdown)').fill('A body worth keeping.');
  await page.getByRole('button', { name: 'Save post' }).last().click();
  await expectNotice(page, 'Post Not Saved', 'Add a title and a slug before saving.');
  await expect(page.getByText('Title is required.')).toBeVisible();
  await expect(page.getByText('Slug is required.')).toBeVisible();
  await expect(page.getByLabel('Body (Markdown)')).toHaveValue('A body worth keeping.');
  await expect(page).toHaveURL(/\/posts\/new$/);

  // The title writes the slug until the slug is edited by hand.
  await page
    .getByLabel('Title', { exact: false })
    .first()
    .fill('Local SEO Checklist for Tampa Home Service Companies');
  await expect(page.getByLabel('Slug', { exact: false })).toHaveValue(samplePosts[1].slug);
  await page.getByRole('button', { name: 'Save post' }).last().click();
  await expectNotice(
    page,
    'Post Not Saved',
    `The slug "${samplePosts[1].slug}" is already used by another post.`,
  );
  await expect(
    page.getByText('Another post already uses this slug. Choose a different one.'),
  ).toBeVisible();
  await expect(page.getByLabel('Body (Markdown)')).toHaveValue('A body worth keeping.');
  await checkA11y(page);

  await page.getByLabel('Slug', { exact: false }).fill('Local SEO Checklist 2026');
  await expect(page.getByLabel('Slug', { exact: false })).toHaveValue('local-seo-checklist-2026');
  await page
    .getByLabel('Title', { exact: false })
    .first()
    .fill('Local SEO Checklist, 2026 edition');
  await expect(page.getByLabel('Slug', { exact: false })).toHaveValue('local-seo-checklist-2026');

  await page.getByLabel('Cover image URL').fill('javascript:alert(1)');
  await page.getByLabel('Canonical URL').fill('data:text/html,hi');
  await page.getByRole('button', { name: 'Save post' }).last().click();
  await expectNotice(page, 'Post Not Saved', 'Fix the highlighted fields');
  await expect(
    page.getByText('Enter a full web address starting with http:// or https://.'),
  ).toHaveCount(2);

  await page.getByLabel('Cover image URL').fill('https://images.example.com/checklist.jpg');
  await page.getByLabel('Canonical URL').fill('');
  await page.getByRole('button', { name: 'Save post' }).last().click();
  await expectNotice(
    page,
    'Post Created!',
    'Local SEO Checklist, 2026 edition has been saved as a draft.',
  );
  await expect(page.getByRole('row', { name: /Local SEO Checklist, 2026 edition/ })).toContainText(
    'Draft',
  );
});

test('preview renders the post exactly as the public page does', async ({ page }) => {
  const post = samplePosts[0];
  await page.goto(`/admin/blog/posts/edit/${post.id}`);
  await closeNotice(page);
  await expect(page.getByLabel('Title', { exact: false }).first()).toHaveValue(post.title);
  await expect(page.getByRole('group', { name: 'Tags' }).getByLabel('Video Ads')).toBeChecked();
  await page
    .getByLabel('Body (Markdown)')
    .fill(
      '## Fresh section\nLine one\nLine two\n\n<img src=x onerror=alert(1)>[bad](javascript:alert(1))',
    );
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.getByRole('tabpanel', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: post.title })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Fresh section' })).toBeVisible();
  await expect(preview.locator('.post-body br')).toHaveCount(1);
  await expect(
    preview.locator('.post-body [onerror], .post-body a[href^="javascript"]'),
  ).toHaveCount(0);
  await expect(preview).toContainText('1 min read');
  const previewBody = await preview.locator('.post-body').innerHTML();
  await checkA11y(page);

  // Save, and the public page shows the same body.
  await page.getByRole('button', { name: 'Save post' }).first().click();
  await expectNotice(page, 'Post Updated!', `${post.title} has been saved.`);
  await page.goto(`/blog/${post.slug}`);
  expect(await page.locator('.post-body').innerHTML()).toBe(previewBody);
});

test('unknown or unpublished slugs, unknown categories, tags and authors go to /404; admin edit of a missing post says so', async ({
  page,
}) => {
  for (const path of [
    '/blog/no-such-post',
    `/blog/${samplePosts[3].slug}`,
    '/category/nope',
    '/tag/nope',
    '/author/nope',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  }
  await page.goto('/category/ai-workflows');
  await expect(page.getByRole('heading', { name: samplePosts[2].title })).toBeVisible();
  await page.goto('/admin/blog/posts/edit/123');
  await expect(page.getByText('This post no longer exists in this browser.')).toBeVisible();
});

test('empty public pages show the SPEC texts', async ({ page }) => {
  await page.goto('/category/tampa-marketing');
  await expect(page.getByRole('heading', { name: samplePosts[0].title })).toBeVisible();
  await page.goto('/admin/blog/posts');
  await closeNotice(page);
  for (const post of samplePosts) {
    await page.getByRole('button', { name: `Delete ${post.title}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('row', { name: new RegExp(post.title) })).toHaveCount(0);
  }
  await expect(page.getByText('No posts found.')).toBeVisible();
  await page.goto('/category/tampa-marketing');
  await expect(page.getByText('No posts found in this category.')).toBeVisible();
  await page.goto('/tag/youtube');
  await expect(page.getByText('No posts found with this tag.')).toBeVisible();
  await page.goto('/author/bayshore-signal-team');
  await expect(page.getByText('No posts found by this author.')).toBeVisible();
  await checkA11y(page);
  await page.goto('/blog');
  await expect(page.getByText('No posts found', { exact: true })).toBeVisible();
});
