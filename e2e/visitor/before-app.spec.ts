// Before the app starts (docs/PRODUCT.md#before-the-app-starts): with the CPU throttled
// 6x and every script held back until the visitor has acted, the visitor acts on the static page
// before any island is live. Each action takes effect once its island is live, exactly once;
// nothing lands in a URL, and with no lead endpoint in this build no request leaves the page.
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { openEarly, watch } from '../early';
import { FEATURE_COMING_SOON_TITLE } from '../../src/features/site/content/notices';
import { messageSentNotice } from '../../src/features/site/content/notices';

const typed = {
  name: 'Maria Lopez',
  email: 'maria@sohoaesthetics.example',
  message: 'Two med spa locations in South Tampa',
  password: 'correct horse',
};

function expectNoFieldInUrls(urls: string[]) {
  const values = Object.values(typed).map((v) => [v, encodeURIComponent(v), v.replace(/ /g, '+')]);
  for (const url of urls) {
    expect(url).not.toContain('?name=');
    for (const forms of values) for (const v of forms) expect(url).not.toContain(v);
  }
}

test('contact form sent before the app is live: demo notice, fields cleared, nothing in a URL or on the network', async ({
  page,
}) => {
  const { urls, sent } = await watch(page);
  const { release } = await openEarly(page, '/contact');
  await page.getByRole('textbox', { name: 'Name' }).fill(typed.name);
  await page.getByRole('textbox', { name: 'Email' }).fill(typed.email);
  await page.getByRole('textbox', { name: 'Message' }).fill(typed.message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await release();
  await expect(page.getByText(messageSentNotice.title)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(messageSentNotice.description!)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  await expect(page).toHaveURL(/\/contact$/);
  expectNoFieldInUrls(urls);
  // Endpoint unset: every request stays on this site (no lead goes anywhere).
  const origin = new URL(page.url()).origin;
  expect(urls.filter((u) => u.startsWith('http') && !u.startsWith(origin))).toEqual([]);
  expect(sent).toEqual([]);
});

test('Login before the app is live: Login Attempted, fields not in any URL', async ({ page }) => {
  const { urls } = await watch(page);
  const { release } = await openEarly(page, '/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(typed.email);
  await page.getByLabel('Password').fill(typed.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await release();
  await expect(page.getByText('Login Attempted')).toBeVisible({ timeout: 30_000 });
  // Typed text came through hydration.
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(typed.email);
  await expect(page).toHaveURL(/\/login$/);
  expectNoFieldInUrls(urls);
});

test('Download All Playbooks before the app is live: Feature Coming Soon!, once', async ({
  page,
}) => {
  const { urls } = await watch(page);
  const { release } = await openEarly(page, '/workflows');
  await page.getByRole('button', { name: 'Download All Playbooks' }).click();
  await release();
  await expectComingSoonOnce(page);
  await expect(page).toHaveURL(/\/workflows$/);
  expectNoFieldInUrls(urls);
});

/** The notice shows, and once closed no second one follows: the kept click was replayed once. */
async function expectComingSoonOnce(page: Page) {
  const notice = page.getByRole('status').filter({ hasText: FEATURE_COMING_SOON_TITLE });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  await notice.getByRole('button', { name: 'Close notice' }).click();
  await expect(page.getByText(FEATURE_COMING_SOON_TITLE)).toHaveCount(0);
}

test('an article card on /resources before its island is live: Feature Coming Soon!, once', async ({
  page,
}) => {
  await watch(page);
  const { release } = await openEarly(page, '/resources');
  await page.locator('#articles').getByRole('button').first().click();
  await release();
  await expectComingSoonOnce(page);
  await expect(page).toHaveURL(/\/resources$/);
});

test('a video thumbnail on /case-studies before its island is live: Feature Coming Soon!, once', async ({
  page,
}) => {
  await watch(page);
  const { release } = await openEarly(page, '/case-studies');
  await page
    .getByRole('button', { name: /^Play video:/ })
    .first()
    .click();
  await release();
  await expectComingSoonOnce(page);
  await expect(page).toHaveURL(/\/case-studies$/);
});

test('the mobile menu at 390 px, opened before the header is live, opens once', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await watch(page);
  const { release } = await openEarly(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await release();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible({ timeout: 30_000 });
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  // Opened once, not toggled twice: it stays open and its button says so.
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(menu).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a new visitor sees the cookie banner with the page and declines before it is live: once, remembered', async ({
  page,
}) => {
  // A first visit: the fixture's own script has stored a choice by now; take it away, once.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e:keep-consent-unset')) return;
    sessionStorage.setItem('e2e:keep-consent-unset', '1');
    localStorage.removeItem('bayshore-signal:cookie-consent');
  });
  await watch(page);
  const { release } = await openEarly(page, '/pricing');
  // In the HTML and shown from the first paint: no script has run but the page's inline one.
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Decline' }).click();
  await release();
  await expect(banner).toBeHidden({ timeout: 30_000 });
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  expect(await page.evaluate(() => localStorage.getItem('bayshore-signal:cookie-consent'))).toBe(
    'declined',
  );
  await expect(page.locator('html')).not.toHaveAttribute('data-cookie-consent', 'ask');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
  await expect(page).toHaveURL(/\/pricing$/);
});
