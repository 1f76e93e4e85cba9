/** Seeding the browser's saved data for a journey. */
import type { Page } from '@playwright/test';

/**
 * Puts `value` under `key` in localStorage before the app starts, once per tab: a reload then finds
 * what the app saved since, as it would for a person.
 */
export async function seedStorageOnce(page: Page, key: string, value: string): Promise<void> {
  await page.addInitScript(
    ([storageKey, saved]) => {
      const flag = `e2e:seeded:${storageKey}`;
      if (sessionStorage.getItem(flag)) return;
      localStorage.setItem(storageKey, saved);
      sessionStorage.setItem(flag, '1');
    },
    [key, value] as const,
  );
}
