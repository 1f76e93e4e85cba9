/** The owner writes, publishes, edits and deletes posts; a visitor finds them every public way. */
import { test, expect, checkA11y, expectNotice } from '../fixtures';
import { chooseOption, closeNotice, fillAndSavePost } from './blogHelpers';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

test('owner drafts, publishes, edits and deletes; visitor finds the post by search, category, tag and author', async ({
  page,
  consoleErrors,
}) => {
  // A long journey on a shared 2-core machine: give it room.
  test.setTimeout(180_000);
  // Welcome notice on entry.
  await page.goto('/admin/blog');
  await expectNotice(page, 'Welcome to your blog admin', 'saved locally in this browser');
  await expect(page.getByText('No published posts yet.')).toBeVisible();
  await expect(page.getByText('No drafts.')).toBeVisible();
  await checkA11y(page);

  // A draft: on the dashboard's drafts, not on /blog.
  await page
    .getByRole('navigation', { name: 'Blog admin' })
    .getByRole('link', { name: 'New post' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();
  await page
    .getByLabel('Title', { exact: false })
    .first()
    .fill('Tampa Roofing Leads: 5 Video Ads That Work!');
  await expect(page.getByLabel('Slug', { exact: false })).toHaveValue(
    'tampa-roofing-leads-5-video-ads-that-work',
  );
  await checkA11y(page);
  await fillAndSavePost(page, {
    title: 'Tampa Roofing Leads: 5 Video Ads That Work!',
    body: `## Storm season\n${words(401)}`,
    excerpt: 'Five storm-season video ads that filled roofing crews across Hillsborough County.',
    category: 'Tampa Marketing',
    tags: ['Video Ads'],
  });
  await expectNotice(
    page,
    'Post Created!',
    'Tampa Roofing Leads: 5 Video Ads That Work! has been saved as a draft.',
  );
  await expect(page).toHaveURL(/\/admin\/blog\/posts$/);
  await expect(page.getByRole('row', { name: /Tampa Roofing Leads/ })).toContainText('Draft');
  await checkA11y(page);

  await page
    .getByRole('navigation', { name: 'Blog admin' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByRole('list', { name: 'Recent drafts' })).toContainText(
    'Tampa Roofing Leads',
  );
  await expect(page.getByText('No published posts yet.')).toBeVisible();

  await page.goto('/blog');
  await expect(page.getByText('No posts found', { exact: true })).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filters.')).toBeVisible();

  // Publish it.
  await page.goto('/admin/blog/posts');
  await closeNotice(page);
  await page
    .getByRole('link', { name: 'Edit Tampa Roofing Leads: 5 Video Ads That Work!' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible();
  await page.getByRole('radio', { name: 'Published' }).check();
  await page.getByRole('button', { name: 'Save post' }).last().click();
  await expectNotice(
    page,
    'Post Updated!',
    'Tampa Roofing Leads: 5 Video Ads That Work! has been saved.',
  );
  await expect(page.getByRole('row', { name: /Tampa Roofing Leads/ })).toContainText('Published');

  // A second post sharing the tag.
  await page.getByRole('link', { name: 'New post' }).first().click();
  await fillAndSavePost(page, {
    title: 'YouTube Pre-Roll for Brandon Med Spas',
    body: 'Short body.',
    excerpt: 'Six-second bumpers that booked consults.',
    category: 'AI Workflows',
    tags: ['Video Ads', 'YouTube'],
    publish: true,
  });
  await expectNotice(
    page,
    'Post Created!',
    'YouTube Pre-Roll for Brandon Med Spas has been saved and published.',
  );

  // Visitor: search, filters, category, tag, author, read time, related posts.
  await page.goto('/blog');
  await expect(page.getByRole('list', { name: 'Posts' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'Search posts' }).fill('HILLSBOROUGH');
  await expect(page.getByRole('list', { name: 'Posts' }).getByRole('listitem')).toHaveCount(1);
  await expect(
    page.getByRole('heading', { name: 'Tampa Roofing Leads: 5 Video Ads That Work!' }),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search posts' }).fill('no such words');
  await expect(page.getByText('No posts found', { exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search posts' }).fill('');
  await chooseOption(page, 'Category', 'AI Workflows');
  await expect(page.getByRole('list', { name: 'Posts' }).getByRole('listitem')).toHaveCount(1);
  await chooseOption(page, 'Category', 'All categories');
  await chooseOption(page, 'Tag', 'YouTube');
  await expect(
    page.getByRole('heading', { name: 'YouTube Pre-Roll for Brandon Med Spas' }),
  ).toBeVisible();
  await checkA11y(page);

  await page.goto('/category/tampa-marketing');
  await expect(page.getByRole('heading', { level: 1, name: 'Tampa Marketing' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Tampa Roofing Leads: 5 Video Ads That Work!' }),
  ).toBeVisible();
  await checkA11y(page);

  await page.goto('/tag/video-ads');
  await expect(page).toHaveTitle('Tag: Video Ads | Bayshore Signal Blog');
  await expect(page.getByText('Tag', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '#Video Ads' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Posts tagged Video Ads' }).getByRole('listitem'),
  ).toHaveCount(2);
  await checkA11y(page);

  await page.goto('/tag/seo');
  await expect(page.getByText('No posts found with this tag.')).toBeVisible();

  await page.getByRole('link', { name: 'Blog' }).first().click();
  await page
    .getByRole('link', { name: 'Read More: Tampa Roofing Leads: 5 Video Ads That Work!' })
    .click();
  await expect(page).toHaveURL(/\/blog\/tampa-roofing-leads-5-video-ads-that-work$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Tampa Roofing Leads: 5 Video Ads That Work!',
  );
  await expect(page.getByText('3 min read')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Related posts' })).toContainText(
    'YouTube Pre-Roll for Brandon Med Spas',
  );
  // The trail (BreadcrumbList, docs/PRODUCT.md#prerendered-pages), then the post.
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(2);
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}',
  );
  expect(ld).toMatchObject({
    '@type': 'BlogPosting',
    headline: 'Tampa Roofing Leads: 5 Video Ads That Work!',
  });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/blog\/tampa-roofing-leads-5-video-ads-that-work$/,
  );
  await checkA11y(page);

  await page.getByRole('link', { name: 'Bayshore Signal Team' }).click();
  await expect(page).toHaveURL(/\/author\/bayshore-signal-team$/);
  await expect(page.getByRole('heading', { name: 'Posts by Bayshore Signal Team' })).toBeVisible();
  const authorPosts = page
    .getByRole('list', { name: 'Posts by Bayshore Signal Team' })
    .getByRole('heading');
  await expect(authorPosts).toHaveCount(2);
  await checkA11y(page);

  // Data survives a reload.
  await page.reload();
  await expect(authorPosts).toHaveCount(2);

  // Delete with the confirm dialog (cancel first keeps the post).
  await page.goto('/admin/blog/posts');
  await closeNotice(page);
  await page.getByRole('button', { name: 'Delete YouTube Pre-Roll for Brandon Med Spas' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    'Are you sure you want to delete "YouTube Pre-Roll for Brandon Med Spas"?',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row', { name: /YouTube Pre-Roll/ })).toBeVisible();
  await page.getByRole('button', { name: 'Delete YouTube Pre-Roll for Brandon Med Spas' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expectNotice(page, 'Post Deleted');
  await expect(page.getByRole('row', { name: /YouTube Pre-Roll/ })).toHaveCount(0);

  await page.goto('/blog/youtube-pre-roll-for-brandon-med-spas');
  await expect(page).toHaveURL(/\/404$/);

  await page.reload();
  await page.goto('/admin/blog/posts');
  await expect(page.getByRole('row', { name: /YouTube Pre-Roll/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Tampa Roofing Leads/ })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('owner adds and deletes categories and tags', async ({ page }) => {
  await page.goto('/admin/blog/categories');
  await closeNotice(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  // A name empty after trimming does nothing.
  await page.getByLabel('Category name').fill('   ');
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.locator('[data-notice-variant]')).toHaveCount(0);
  await page.getByLabel('Category name').fill('  Home Services  ');
  await page
    .getByLabel('Description (optional)')
    .fill('Roofers, plumbers and HVAC teams across Tampa Bay.');
  await page.getByRole('button', { name: 'Add category' }).click();
  await expectNotice(page, 'Category Added', 'Home Services');
  await expect(page.getByText('/category/home-services')).toBeVisible();
  // A taken slug is refused and the input kept.
  await page.getByLabel('Category name').fill('home services');
  await page.getByRole('button', { name: 'Add category' }).click();
  await expectNotice(page, 'Category Not Added');
  await expect(page.getByLabel('Category name')).toHaveValue('home services');
  await checkA11y(page);
  await page.getByRole('button', { name: 'Delete category Home Services' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    'Are you sure you want to delete the category "Home Services"?',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expectNotice(page, 'Category Deleted');
  await expect(page.getByRole('listitem').filter({ hasText: 'Home Services' })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Blog admin' })
    .getByRole('link', { name: 'Tags' })
    .click();
  await page.getByLabel('Tag name').fill('Google Ads');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expectNotice(page, 'Tag Added', 'Google Ads');
  await page.reload();
  await closeNotice(page);
  await expect(page.getByText('Google Ads', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete tag Google Ads' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expectNotice(page, 'Tag Deleted');
  await expect(page.getByText('Google Ads', { exact: true })).toHaveCount(0);
  await page.goto('/tag/google-ads');
  await expect(page).toHaveURL(/\/404$/);
});
