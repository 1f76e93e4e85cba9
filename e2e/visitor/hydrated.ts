// Open a prerendered page and wait until React has hydrated it: before that, its buttons have no handlers.
import type { Page } from '@playwright/test';

export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  // React marks every DOM node it owns with a __reactFiber$ key once hydration has attached to it.
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}
