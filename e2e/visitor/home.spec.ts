// Visitor journey: the home page leads to each featured page and to the proven results.
import { test, expect, checkA11y } from '../fixtures';
import { gotoHydrated } from './hydrated';
import { featuredCards, homeHero } from '../../src/features/site/content/home';

test('home shows the hero and every featured card leads to its page', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHero.title);
  for (const card of featuredCards) {
    await gotoHydrated(page, '/');
    await page.getByRole('link', { name: `Learn More about ${card.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`${card.link}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkA11y(page);
  }
});

test('home proven results lead to the case studies on /work', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('link', { name: 'Read the Med Spas & Wellness case study' }).click();
  await expect(page).toHaveURL(/\/work$/);
  await expect(page.getByText('2.8x', { exact: true }).first()).toBeVisible();
});

test('the client strip loops every 20 s and stops for reduced motion', async ({ page }) => {
  await gotoHydrated(page, '/');
  const track = page.getByTestId('client-strip-track');
  await expect(track).toHaveCSS('animation-duration', '20s');
  await expect(track).toHaveCSS('animation-iteration-count', 'infinite');
  await page.getByRole('button', { name: 'Pause client names animation' }).click();
  await expect(track).toHaveCSS('animation-play-state', 'paused');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(track).toHaveCSS('animation-name', 'none');
});
