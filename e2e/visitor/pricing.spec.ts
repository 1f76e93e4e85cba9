// Visitor journey: pricing shows the three packages and the two standalone services with SPEC §9's prices.
import { test, expect } from '../fixtures';
import { gotoHydrated } from './hydrated';

const packages = [
  { name: 'Starter (Local Lift)', price: '$997', setup: 'plus $997 setup' },
  { name: 'Growth (Performance)', price: '$2,500', setup: 'plus $1,500 setup' },
  { name: 'Scale (Automation Ops)', price: '$5,000', setup: 'plus $3,000 setup' },
];

test('pricing shows three packages and two standalone services with their prices', async ({
  page,
}) => {
  await gotoHydrated(page, '/pricing');
  for (const pkg of packages) {
    const card = page.getByRole('article', { name: pkg.name });
    await expect(card).toContainText(`${pkg.price}/month`);
    await expect(card).toContainText(pkg.setup);
  }
  await expect(page.getByRole('article', { name: 'Growth (Performance)' })).toContainText(
    'Most Popular',
  );
  await expect(page.getByRole('article', { name: 'Starter (Local Lift)' })).not.toContainText(
    'Most Popular',
  );
  const paidMedia = page.getByRole('article', { name: 'Paid Media Management' });
  await expect(paidMedia).toContainText('12-15% of ad spend');
  await expect(paidMedia).toContainText('Minimum $750/month');
  await expect(page.getByRole('article', { name: 'AI Automation Blueprint' })).toContainText(
    '$3,500 one-time',
  );
  await expect(
    page.getByText('Integrated packages start at $2,500 per month.').first(),
  ).toBeVisible();
  await expect(
    page.getByText('A typical local paid-ads budget is $1,500 to $5,000 per month.').first(),
  ).toBeVisible();
  // Four questions, each opening its answer (native disclosures: they work before any script).
  const questions = page.locator('#faq summary');
  await expect(questions).toHaveCount(4);
  await questions.first().click();
  await expect(page.locator('#faq details').first()).toHaveAttribute('open', '');
});

test('pricing and a package lead to /book-demo, which redirects to contact', async ({ page }) => {
  await gotoHydrated(page, '/pricing');
  await page.getByRole('link', { name: 'Choose Performance' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.goto('/book-demo');
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
