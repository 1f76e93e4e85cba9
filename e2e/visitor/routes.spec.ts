// Every public marketing route (read from the route table) and /login: one h1, a unique title, no serious axe violation.
import { test, expect, checkA11y, withoutJs } from '../fixtures';
import { gotoHydrated } from './hydrated';
import { loginRoute, marketingRoutes } from '../../src/app/routeManifest';

const routes = [...marketingRoutes, loginRoute];

for (const route of routes) {
  test(`${route.path} (${route.name}) has exactly one h1 and passes axe`, async ({
    page,
    consoleErrors,
  }) => {
    // Hydrated, so a hydration mismatch would show up in the console errors checked below.
    await gotoHydrated(page, route.path);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).not.toHaveText('');
    await expect(page).toHaveTitle(/Bayshore Signal/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await checkA11y(page, route.path);
    expect(consoleErrors, `console errors on ${route.path}`).toEqual([]);
  });
}

test('every public marketing route has its own title and description', async ({ page }) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const route of marketingRoutes) {
    await page.goto(route.path);
    const title = await page.title();
    const description =
      (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    expect(description.length, `description of ${route.path}`).toBeGreaterThan(50);
    expect(titles.get(title), `title of ${route.path} repeats`).toBeUndefined();
    expect(descriptions.get(description), `description of ${route.path} repeats`).toBeUndefined();
    titles.set(title, route.path);
    descriptions.set(description, route.path);
  }
});

test('with JavaScript off every public page reads completely: header, its one h1, its text, footer', async ({
  browser,
  baseURL,
}) => {
  await withoutJs(browser, baseURL, async (page) => {
    for (const path of [...routes.map((r) => r.path), '/404']) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('footer')).toContainText('All rights reserved');
      const text = (await page.locator('main').innerText()).trim();
      expect(text.length, `text of ${path}`).toBeGreaterThan(60);
    }
  });
});

test('a page asked for with a trailing slash or as its file moves for good to its one address', async ({
  page,
  request,
  baseURL,
}) => {
  const moved = await request.get('/pricing/?ref=mail', { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers().location).toBe('/pricing?ref=mail');
  // Never a way off the site: `//host/` is not sent to that host.
  const offSite = await request.get(`${baseURL}//example.com/`, { maxRedirects: 0 });
  expect(offSite.headers().location ?? '').not.toMatch(/^\/\/|^https?:/);
  // Nor is the file behind a page a second address for it.
  for (const [file, address] of [
    ['/pricing.html?ref=mail', '/pricing?ref=mail'],
    ['/index.html', '/'],
  ]) {
    const fromFile = await request.get(file, { maxRedirects: 0 });
    expect(fromFile.status()).toBe(308);
    expect(fromFile.headers().location).toBe(address);
  }
  await page.goto('/services/seo/');
  await expect(page).toHaveURL(/\/services\/seo$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
