// Visitor journey: unimplemented resources, playbook downloads and videos say 'Feature Coming Soon!' (SPEC §8).
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { gotoHydrated } from './hydrated';

async function expectComingSoon(page: Page) {
  const notice = page.getByRole('status').filter({ hasText: 'Feature Coming Soon!' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("isn't implemented yet");
  // Notices queue one at a time: close this one so the next click shows its own.
  await notice.getByRole('button', { name: 'Close notice' }).click();
  await expect(notice).toHaveCount(0);
}

test('resources: article, download and video clicks show Feature Coming Soon!', async ({
  page,
}) => {
  await gotoHydrated(page, '/resources');
  await page.getByRole('button', { name: /The 2026 Tampa Local SEO Checklist/ }).click();
  await expectComingSoon(page);
  await page.getByRole('button', { name: 'Download: Paid Ads Budget Calculator' }).click();
  await expectComingSoon(page);
  await page.getByRole('button', { name: /Auditing Your Google Ads Account/ }).click();
  await expectComingSoon(page);
  await expect(page).toHaveURL(/\/resources$/);
});

test('workflows: Download All Playbooks and a playbook download show Feature Coming Soon!', async ({
  page,
}) => {
  await gotoHydrated(page, '/workflows');
  await expect(page.getByRole('article')).toHaveCount(6);
  for (const time of ['20 min', '30 min', '45 min', '60 min', '15 min per video', '2-3 hours']) {
    await expect(page.getByText(`Setup: ${time}`, { exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Download All Playbooks' }).click();
  await expectComingSoon(page);
  await page.getByRole('button', { name: 'Download playbook: Ad Watchdog' }).click();
  await expectComingSoon(page);
});

test('case studies: the video thumbnail is a named button that shows Feature Coming Soon!', async ({
  page,
}) => {
  await gotoHydrated(page, '/case-studies');
  const play = page.getByRole('button', { name: /^Play video: Assisted living/ });
  await play.focus();
  await page.keyboard.press('Enter');
  await expectComingSoon(page);
});
