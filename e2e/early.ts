/**
 * A visitor who acts before the page is live (docs/PRODUCT.md#before-the-app-starts): the CPU
 * throttled as on a slow phone, and every script held back by the network until the test has acted.
 */
import { expect, type Page, type Route } from '@playwright/test';
import { slowDownCpu } from './slowCpu';

/** Throttles the CPU and records every URL the page visits and every request it makes. */
export async function watch(page: Page) {
  await slowDownCpu(page, 6);
  const urls: string[] = [];
  const sent: string[] = [];
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  page.on('request', (request) => {
    urls.push(request.url());
    if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`);
  });
  return { urls, sent };
}

/**
 * Opens `path` with every script response held back (the raw goto: the fixture's own would wait for
 * html[data-app-ready]). Returns `release`, which lets the held scripts, and all later ones, through.
 */
export async function openEarly(page: Page, path: string) {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\.js(\?.*)?$/, (route) => {
    if (holding) held.push(route);
    else void route.continue();
  });
  // Not 'domcontentloaded': module scripts run before it, and they are held.
  const response = await Object.getPrototypeOf(page).goto.call(page, path, { waitUntil: 'commit' });
  await page.locator('footer').waitFor();
  // The point of the test: nothing is live yet when the visitor acts.
  expect(await page.locator('html[data-app-ready]').count()).toBe(0);
  expect(await page.locator('site-island[data-live]').count()).toBe(0);
  const release = async () => {
    holding = false;
    for (const route of held.splice(0)) await route.continue();
  };
  return { response, release };
}
