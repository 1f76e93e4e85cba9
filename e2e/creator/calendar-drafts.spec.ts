/**
 * From plan to posts (docs/PRODUCT.md#from-plan-to-posts): "Write draft" on a calendar entry
 * makes one blog draft with the entry's day as its publish date and the outline body; the entry
 * then shows "Draft" and opens that draft; "Write drafts for {month}" drafts the rest, none twice.
 */
import type { Page } from '@playwright/test';
import { checkA11y, expectNotice, test, expect } from '../fixtures';
import { generateSync } from '../../src/features/neuroslice/engine';
import { savedNeuroSlice, seedSavedNeuroSlice } from './savedState';
import { openTool, tab } from './toolPage';

const TOPIC = 'Med spa marketing in Tampa';
// Entries from Friday, November 20 to December 19: eleven in November.
const plan = generateSync(TOPIC, 7, { now: new Date(2026, 10, 20) });
const first = plan.calendar[0];
const node = plan.nodes.find((n) => n.id === first.node.id)!;
const novemberEntries = plan.calendar.filter((e) => e.date.startsWith('2026-11'));

const day = (page: Page, date: string) => page.locator(`td[data-date="${date}"]`);

async function openCalendar(page: Page) {
  await openTool(page);
  await tab(page, 'Calendar').click();
  await expect(page.getByRole('heading', { level: 3, name: 'November 2026' })).toBeVisible();
}

async function postCount(page: Page): Promise<number> {
  await page.goto('/admin/blog/posts');
  await expect(page.getByRole('table').or(page.getByText('No posts found.'))).toBeVisible();
  return page.getByRole('table').locator('tbody tr').count();
}

test.beforeEach(async ({ page }) => {
  await seedSavedNeuroSlice(page, savedNeuroSlice(TOPIC, plan));
});

test('Write draft on an entry makes one draft dated that day with the outline body; the entry shows Draft, opens it, and moves its date', async ({
  page,
}) => {
  const before = await postCount(page);
  await openCalendar(page);
  await day(page, first.date).getByRole('button', { name: 'Write draft' }).click();
  await expectNotice(page, 'Draft Saved', first.title);
  await expect(day(page, first.date).getByText('Draft', { exact: true })).toBeVisible();

  // While the post is a draft, moving its entry moves the draft's date.
  await page.locator(`[data-event-id="${first.id}"]`).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expectNotice(page, 'Entry Moved');
  await day(page, '2026-11-21')
    .getByRole('button', { name: `Open draft: ${first.title}` })
    .click();
  await expect(page).toHaveURL(/\/admin\/blog\/posts\/edit\/[^/]+$/);
  await expect(page.getByLabel(/^Title/).first()).toHaveValue(first.title);
  await expect(page.getByLabel('Publish date')).toHaveValue('2026-11-21T09:00');
  const body = page.getByLabel('Body (Markdown)');
  await expect(body).toHaveValue(
    new RegExp(`^${node.hooks[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  for (const line of node.outline)
    await expect(body).toHaveValue(new RegExp(`## ${line.replace(/^\d+\.\s*/, '')}`));
  await expect(page.getByLabel('Focus keyphrase')).not.toHaveValue('');

  // Back in the tool, after a reload: still Draft, and a second click opens, never writes again.
  await openCalendar(page);
  await expect(day(page, '2026-11-21').getByText('Draft', { exact: true }).first()).toBeVisible();
  await day(page, '2026-11-21')
    .getByRole('button', { name: `Open draft: ${first.title}` })
    .click();
  await expect(page).toHaveURL(/\/admin\/blog\/posts\/edit\/[^/]+$/);
  expect(await postCount(page)).toBe(before + 1);
  await openTool(page);
});

test('Write drafts for the month drafts every entry without one, none twice', async ({ page }) => {
  const before = await postCount(page);
  await openCalendar(page);
  await day(page, first.date).getByRole('button', { name: 'Write draft' }).click();
  await expectNotice(page, 'Draft Saved');

  await page.getByRole('button', { name: 'Write drafts for November 2026' }).click();
  await expectNotice(
    page,
    'Drafts Written',
    `${novemberEntries.length - 1} drafts for November 2026 are in your blog.`,
  );
  for (const entry of novemberEntries)
    await expect(day(page, entry.date).getByText('Draft', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Write drafts for November 2026' }).click();
  await expectNotice(page, 'Nothing to Draft', 'Every entry in November 2026 already has a draft.');
  // The chips and draft actions pass axe in both schemes.
  await checkA11y(page, 'the calendar with drafts, dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await checkA11y(page, 'the calendar with drafts, light');

  expect(await postCount(page)).toBe(before + novemberEntries.length);
  await openTool(page);
});

test('once the owner schedules the post, the entry takes its day and stays put', async ({
  page,
}) => {
  await openCalendar(page);
  await day(page, first.date).getByRole('button', { name: 'Write draft' }).click();
  await expectNotice(page, 'Draft Saved');
  await day(page, first.date).getByRole('button', { name: 'Open draft' }).click();
  await page.getByLabel('Publish date').fill('2027-01-05T09:00');
  await page.getByRole('radio', { name: 'Published' }).check();
  await page.getByRole('button', { name: 'Save post' }).last().click();
  await expect(page).not.toHaveURL(/\/edit\//);

  await openCalendar(page);
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  const entry = day(page, '2027-01-05').locator(`[data-event-id="${first.id}"]`);
  await expect(entry).toBeVisible();
  await expect(day(page, '2027-01-05').getByText('Scheduled', { exact: true })).toBeVisible();
  await entry.focus();
  await page.keyboard.press('Space');
  await expect(page.locator('[data-calendar-announcer]')).toHaveText(
    `'${first.title}' is scheduled or published: it moves with its post's date in the blog admin`,
  );
  await page.keyboard.press('ArrowRight');
  await expect(entry).toBeVisible();
});
