/**
 * Rescheduling the plan (docs/PRODUCT.md#the-publishing-calendar-is-a-plan): an entry moves by
 * mouse and by keyboard alone, is said aloud at each step, saves with the plan, can be undone, and
 * leaves in calendar.csv and calendar.ics with its UID kept and its SEQUENCE raised.
 */
import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import JSZip from 'jszip';
import Papa from 'papaparse';
import type { Locator, Page } from '@playwright/test';
import { expectNotice, test, expect } from '../fixtures';
import { generateSync } from '../../src/features/neuroslice/engine';
import { savedNeuroSlice, seedSavedNeuroSlice } from './savedState';
import { openTool, tab, takeQuickSlice } from './toolPage';

const TOPIC = 'Med spa marketing in Tampa';
// Friday, November 20: thirty entries to December 19, so a month's move crosses into December.
// Saved as plans were before entries could move (no count of moves): they load and move.
const plan = generateSync(TOPIC, 7, { now: new Date(2026, 10, 20) });
const first = plan.calendar[0];

const announcer = (page: Page) => page.locator('[data-calendar-announcer]');
const entry = (page: Page, id: string) => page.locator(`[data-event-id="${id}"]`);
const day = (page: Page, date: string) => page.locator(`td[data-date="${date}"]`);

async function openSavedCalendar(page: Page) {
  await seedSavedNeuroSlice(page, savedNeuroSlice(TOPIC, plan));
  await openTool(page);
  await tab(page, 'Calendar').click();
  await expect(page.getByRole('heading', { level: 3, name: 'November 2026' })).toBeVisible();
}

async function dragTo(page: Page, from: Locator, to: Locator) {
  // Both days in view, away from the panel's edges, where a drag scrolls it.
  await to.evaluate((cell) => cell.scrollIntoView({ block: 'center' }));
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

async function downloadText(page: Page, click: () => Promise<void>): Promise<string> {
  const pending = page.waitForEvent('download');
  await click();
  return readFile((await (await pending).path())!, 'utf8');
}

const icsEvents = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

test('after a slice, an entry dragged to another day stays there after a reload', async ({
  page,
}) => {
  await openTool(page);
  await takeQuickSlice(page);
  await tab(page, 'Calendar').click();
  const id = (await page.locator('[data-event-id]').first().getAttribute('data-event-id'))!;
  const moving = entry(page, id);
  const from = (await page.locator('td[data-date]', { has: moving }).getAttribute('data-date'))!;
  const dates = await page
    .locator('td[data-date]')
    .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-date')!));
  const to = dates.find((d) => d !== from)!;

  await dragTo(page, moving, day(page, to));
  await expect(day(page, to).locator(`[data-event-id="${id}"]`)).toBeVisible();
  await expectNotice(page, 'Entry Moved');

  await page.reload();
  await tab(page, 'Calendar').click();
  await expect(day(page, to).locator(`[data-event-id="${id}"]`)).toBeVisible();
  await expect(day(page, from).locator(`[data-event-id="${id}"]`)).toHaveCount(0);
});

test('by keyboard alone across a month boundary, said aloud; the .ics keeps the UID and raises SEQUENCE, calendar.csv has the date', async ({
  page,
}) => {
  await openSavedCalendar(page);
  const before = icsEvents(
    await downloadText(page, () => page.getByRole('button', { name: 'Download .ics' }).click()),
  ).find((e) => e.summary === first.title)!;
  expect(before.sequence).toBe(0);

  await entry(page, first.id).focus();
  await page.keyboard.press('Space');
  await expect(announcer(page)).toHaveText(`Picked up '${first.title}' on Friday, November 20`);
  await page.keyboard.press('PageDown');
  await expect(announcer(page)).toHaveText(
    `Moved '${first.title}' from Friday, November 20 to Sunday, December 20`,
  );
  await expect(page.getByRole('heading', { level: 3, name: 'December 2026' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(announcer(page)).toHaveText(
    `Moved '${first.title}' from Friday, November 20 to Monday, December 21`,
  );
  await expect(entry(page, first.id)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(day(page, '2026-12-21').locator(`[data-event-id="${first.id}"]`)).toBeVisible();
  await expectNotice(page, 'Entry Moved', `“${first.title}” is now on Monday, December 21.`);

  const after = icsEvents(
    await downloadText(page, () => page.getByRole('button', { name: 'Download .ics' }).click()),
  ).find((e) => e.summary === first.title)!;
  expect(after.uid).toBe(before.uid);
  expect(after.sequence).toBeGreaterThan(before.sequence);
  expect(after.startDate.toString()).toBe('2026-12-21');

  await tab(page, 'Settings').click();
  const pending = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Strategy Pack' }).click();
  const zip = await JSZip.loadAsync(await readFile((await (await pending).path())!));
  const rows = Papa.parse<string[]>(await zip.file('calendar.csv')!.async('string'), {
    skipEmptyLines: true,
  }).data;
  expect(rows.find((row) => row[2] === first.node.id)?.[0]).toBe('2026-12-21');
});

test('Escape puts a picked-up entry back where it was', async ({ page }) => {
  await openSavedCalendar(page);
  await entry(page, first.id).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(day(page, '2026-11-28').locator(`[data-event-id="${first.id}"]`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(announcer(page)).toHaveText(
    `Move cancelled. '${first.title}' stays on Friday, November 20`,
  );
  await expect(day(page, '2026-11-20').locator(`[data-event-id="${first.id}"]`)).toBeVisible();
  await expect(page.locator('[data-notice-variant]')).toHaveCount(0);
});

test('Undo in the notice and Ctrl+Z put moved entries back', async ({ page }) => {
  await openSavedCalendar(page);
  await entry(page, first.id).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(day(page, '2026-11-19').locator(`[data-event-id="${first.id}"]`)).toBeVisible();
  await page
    .locator('[data-notice-variant]')
    .filter({ hasText: 'Entry Moved' })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(day(page, '2026-11-20').locator(`[data-event-id="${first.id}"]`)).toBeVisible();
  await expectNotice(page, 'Move Undone', `“${first.title}” is back on Friday, November 20.`);

  await dragTo(page, entry(page, first.id), day(page, '2026-11-25'));
  await expect(day(page, '2026-11-25').locator(`[data-event-id="${first.id}"]`)).toBeVisible();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(day(page, '2026-11-20').locator(`[data-event-id="${first.id}"]`)).toBeVisible();
  // Two entries now share Wednesday, November 25 and both show.
  await dragTo(page, entry(page, first.id), day(page, '2026-11-25'));
  await expect(day(page, '2026-11-25').locator('[data-event-id]')).toHaveCount(2);
});
