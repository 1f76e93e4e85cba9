// Visitor journey: the Tampa hub's free audit leads to contact; the Tampa pages carry phone, e-mail and anchors.
import { test, expect, checkA11y } from '../fixtures';
import { gotoHydrated } from './hydrated';
import { brand } from '../../src/lib/brand';

test('Tampa hub -> free audit -> contact form', async ({ page }) => {
  await gotoHydrated(page, '/tampa');
  await expect(page.getByRole('link', { name: `Call ${brand.phone}` })).toHaveAttribute(
    'href',
    brand.phoneHref,
  );
  await page.getByRole('link', { name: 'Get a Free Tampa Audit' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
});

test('Tampa paid ads page has the Google, Meta and YouTube anchors', async ({ page }) => {
  await gotoHydrated(page, '/tampa/paid-ads');
  for (const id of ['google-ads', 'meta-ads', 'youtube-ads']) {
    await expect(page.locator(`section#${id} h2`)).toBeVisible();
  }
  await page.getByRole('link', { name: 'Meta Ads in Tampa' }).click();
  await expect(page).toHaveURL(/#meta-ads$/);
  await expect(page.getByText(brand.email).first()).toBeVisible();
  await checkA11y(page);
  await gotoHydrated(page, '/tampa/paid-ads#youtube-ads');
  await expect(page.locator('#youtube-ads')).toBeInViewport();
});

test('each Tampa page links to the related Tampa pages and to contact', async ({ page }) => {
  await gotoHydrated(page, '/tampa/seo');
  const related = page.locator('#related');
  await expect(related.getByRole('link', { name: /Tampa Paid Ads/ })).toHaveAttribute(
    'href',
    '/tampa/paid-ads',
  );
  await expect(related.getByRole('link', { name: /Tampa Hub/ })).toHaveAttribute('href', '/tampa');
  for (const pillar of ['Technical SEO', 'Local SEO', 'Content and Links']) {
    await expect(page.getByRole('heading', { name: pillar })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Contact Our Tampa Team' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
