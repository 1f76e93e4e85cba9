/**
 * Saved tool data of the wrong shape (an older version, a hand edit, another tab's bad write):
 * the tool still opens, the bad data is kept under the backup key, and every tab renders.
 */
import { test, expect } from '../fixtures';
import { generateSync } from '../../src/features/neuroslice/engine';
import type { StrategyData } from '../../src/features/neuroslice';
import {
  NEUROSLICE_BACKUP_KEY,
  NEUROSLICE_KEY,
  savedNeuroSlice,
  seedSavedNeuroSlice,
} from './savedState';
import { BRAIN_DUMP, TABS, openTool, tab, takeQuickSlice } from './toolPage';

const plan = generateSync(BRAIN_DUMP, 7, { now: new Date('2026-11-20T10:00:00Z') });

/** One entity of each list spoiled in a way a tab would trip over. */
const spoiled: Record<string, StrategyData> = {
  persona: {
    ...plan,
    personas: [{ ...plan.personas[0], interests: 'golf' } as never, ...plan.personas.slice(1)],
  },
  trend: { ...plan, trends: [{ term: 'storm', velocity: 'fast' } as never, ...plan.trends] },
  variant: { ...plan, variants: [{ ...plan.variants[0], hashtags: 42 } as never] },
  'calendar event': { ...plan, calendar: [{ id: 'e1', title: 'Post', date: 5 } as never] },
  // A moved entry counts its moves (the .ics SEQUENCE): a count that is not one is refused.
  'moved calendar event': {
    ...plan,
    calendar: [{ ...plan.calendar[0], date: '2026-12-24', sequence: 'twice' } as never],
  },
};

for (const [what, data] of Object.entries(spoiled)) {
  test(`a saved ${what} of the wrong shape: the tool opens clean and the data is kept aside`, async ({
    page,
    consoleErrors,
  }) => {
    const raw = savedNeuroSlice(BRAIN_DUMP, data);
    await seedSavedNeuroSlice(page, raw);
    await openTool(page);
    await expect(tab(page, 'Create')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Personas')).toBeDisabled();
    expect(await page.evaluate((key) => localStorage.getItem(key), NEUROSLICE_BACKUP_KEY)).toBe(
      raw,
    );
    expect(consoleErrors.some((text) => text.includes('was unreadable'))).toBe(true);

    await takeQuickSlice(page);
    for (const name of TABS) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();
    }
    await tab(page, 'Personas').click();
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(3);

    // The new plan was saved over the bad data: a reload opens it, the backup stays.
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', NEUROSLICE_KEY))
      .toContain('plannedAt');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'NeuroSlice' })).toBeVisible();
    await expect(tab(page, 'Neural Map')).toHaveAttribute('aria-selected', 'true');
    await tab(page, 'Trends').click();
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), NEUROSLICE_BACKUP_KEY)).toBe(
      raw,
    );
    expect(consoleErrors.filter((text) => text.startsWith('pageerror'))).toEqual([]);
  });
}
