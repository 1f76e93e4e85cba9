// Open a prerendered page and wait until the app is live: before that, its buttons have no handlers.
// (The shared page fixture already waits after every goto; this keeps the journeys' intent explicit.)
import type { Page } from '@playwright/test';

export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
}
