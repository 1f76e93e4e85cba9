/**
 * calendar.ics (docs/PRODUCT.md#the-map-at-scale-and-calendar-export), downloaded from the strategy pack and from the
 * Calendar tab, read back with a real iCalendar parser (ical.js) and checked against calendar.csv.
 */
import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import JSZip from 'jszip';
import Papa from 'papaparse';
import type { Download, Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { generateSync } from '../../src/features/neuroslice/engine';
import type { StrategyData } from '../../src/features/neuroslice';
import { savedNeuroSlice, seedSavedNeuroSlice } from './savedState';
import { openTool, tab } from './toolPage';

const TRICKY = 'Botox 🚀 reels, reviews; and “café” deals — 👩🏽‍💻 Q4, part 2; done';
const base = generateSync('Med spa marketing in Tampa', 7, { now: new Date(2026, 10, 20) });
const target = base.calendar[0].node.id;
const data: StrategyData = {
  ...base,
  nodes: base.nodes.map((n) => (n.id === target ? { ...n, title: TRICKY } : n)),
  calendar: base.calendar.map((e) => (e.node.id === target ? { ...e, title: TRICKY } : e)),
};

test.beforeEach(async ({ page }) => {
  await seedSavedNeuroSlice(page, savedNeuroSlice('Med spa marketing in Tampa', data));
  await openTool(page);
  await expect(tab(page, 'Calendar')).toBeEnabled();
});

async function download(page: Page, click: () => Promise<void>): Promise<Download> {
  const pending = page.waitForEvent('download');
  await click();
  return pending;
}

/** Checks an .ics against calendar.csv: parses, same dates and titles, lines of at most 75 octets. */
function expectIcsMatchesCsv(ics: string, csv: string) {
  const lines = ics.split('\r\n');
  expect(lines.at(-1)).toBe('');
  for (const line of lines.slice(0, -1)) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  }
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  const rows = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data.slice(1);
  expect(events.map((e) => [e.startDate.toString(), e.summary])).toEqual(
    rows.map(([date, , , title]) => [date, title]),
  );
  for (const event of events) expect(event.startDate.isDate).toBe(true);
  expect(events.map((e) => e.summary)).toContain(TRICKY);
  return events;
}

test('calendar.ics in the strategy pack and from the Calendar tab parse and match calendar.csv', async ({
  page,
}) => {
  await tab(page, 'Settings').click();
  const pack = await download(page, () =>
    page.getByRole('button', { name: 'Download Strategy Pack' }).click(),
  );
  const zip = await JSZip.loadAsync(await readFile((await pack.path())!));
  const csv = await zip.file('calendar.csv')!.async('string');
  const packIcs = await zip.file('calendar.ics')!.async('string');
  const packEvents = expectIcsMatchesCsv(packIcs, csv);

  await tab(page, 'Calendar').click();
  const ics = await download(page, () =>
    page.getByRole('button', { name: 'Download .ics' }).click(),
  );
  expect(ics.suggestedFilename()).toBe('calendar.ics');
  const tabIcs = await readFile((await ics.path())!, 'utf8');
  const tabEvents = expectIcsMatchesCsv(tabIcs, csv);
  // The same plan exported twice: the same UIDs, so a re-import updates rather than duplicates.
  expect(tabEvents.map((e) => e.uid)).toEqual(packEvents.map((e) => e.uid));
  expect(new Set(tabEvents.map((e) => e.uid)).size).toBe(tabEvents.length);
});
