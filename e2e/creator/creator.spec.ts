/** The creator's journey through NeuroSlice: take a slice, read the map, deepen, personas, trends, calendar, reload. */
import { test, expect, checkA11y, expectNotice } from '../fixtures';
import {
  BRAIN_DUMP,
  STAGES,
  TABS,
  mapNodes,
  openNode,
  openTool,
  tab,
  takeQuickSlice,
} from './toolPage';

test('an empty brain dump is refused with Input Required', async ({ page }) => {
  await openTool(page);
  for (const name of TABS.slice(1)) await expect(tab(page, name)).toBeDisabled();
  await page.getByLabel('Topic or brain dump').fill('   \n  ');
  await page.getByRole('button', { name: 'Take a slice?' }).click();
  await expectNotice(page, 'Input Required', 'Please provide a topic or brain dump to begin.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a brain dump becomes a plan: overlay stages in order, completion notice, tabs, map of pillar, clusters and assets', async ({
  page,
}) => {
  await openTool(page);
  await page.getByLabel('Topic or brain dump').fill(BRAIN_DUMP);
  // Record every status message the overlay shows, however briefly.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="status-message"]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Take a slice?' }).click();
  const overlay = page.getByRole('dialog', { name: 'Taking your slice' });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('progressbar', { name: 'Generation progress' })).toBeVisible();
  await checkA11y(page, 'processing overlay');
  await expectNotice(page, 'NeuroSlice Complete', 'Your AI-powered content strategy is ready.');
  await expect(overlay).toHaveCount(0);
  // SPEC §4: the five stage messages, then 'Ready'.
  expect(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).toEqual([
    ...STAGES,
    'Ready',
  ]);

  for (const name of TABS) await expect(tab(page, name)).toBeEnabled();
  await expect(tab(page, 'Neural Map')).toHaveAttribute('aria-selected', 'true');
  await expect(mapNodes(page, 'pillar')).toHaveCount(1);
  const clusters = await mapNodes(page, 'cluster').count();
  expect(clusters).toBeGreaterThanOrEqual(5);
  expect(clusters).toBeLessThanOrEqual(8);
  const assets = await mapNodes(page, 'asset').count();
  expect(assets).toBeGreaterThanOrEqual(clusters * 3);
  expect(assets).toBeLessThanOrEqual(clusters * 6);
  await expect(mapNodes(page)).toHaveCount(1 + clusters + assets);
  // One parent -> child link per node but the pillar.
  const links = (await page.locator('.ns-links path').getAttribute('d'))!;
  expect(links.match(/M/g)).toHaveLength(clusters + assets);
  // Every node names its full title for assistive technology; small ones show no label.
  await expect(mapNodes(page, 'asset').first()).toHaveAttribute('aria-label', /^Asset: .+/);
  await expect(mapNodes(page, 'asset').first().locator('.ns-node__label')).toHaveCount(0);
  const pillarLabel = await mapNodes(page, 'pillar').locator('.ns-node__label').textContent();
  expect(pillarLabel!.replace('…', '').length).toBeLessThanOrEqual(15);
});

test('deepening from an asset down to level 5, where Deepen Cluster is no longer offered', async ({
  page,
}) => {
  await openTool(page);
  await takeQuickSlice(page);
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await page.getByRole('button', { name: 'Reset view' }).click();

  let panel = await openNode(page, mapNodes(page, 'asset').first());
  await expect(panel).toContainText('Level 3 · Asset');
  for (const heading of [
    'Platform',
    'Hooks',
    'Outline',
    'Call to action',
    'Persona variants',
    'Personas',
  ]) {
    await expect(panel.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await expect(panel.getByRole('article')).toHaveCount(3);
  await checkA11y(page, 'detail panel');
  await panel.getByRole('button', { name: 'Deepen Cluster' }).click();
  await expectNotice(page, 'Cluster Deepened', /[234] new nodes added\.$/);
  const microAssets = await mapNodes(page, 'microAsset').count();
  expect(microAssets).toBeGreaterThanOrEqual(2);
  expect(microAssets).toBeLessThanOrEqual(4);

  panel = await openNode(page, mapNodes(page, 'microAsset').first());
  await expect(panel).toContainText('Level 4 · Micro-Asset');
  await panel.getByRole('button', { name: 'Deepen Cluster' }).click();
  await expectNotice(page, 'Cluster Deepened');
  panel = await openNode(page, mapNodes(page, 'detail').first());
  await expect(panel).toContainText('Level 5 · Detail');
  await expect(panel.getByRole('button', { name: 'Deepen Cluster' })).toHaveCount(0);
  // Keyboard users land in the panel, and closing it returns them to the node.
  await expect(panel).toBeFocused();
  await panel.getByRole('button', { name: 'Close details' }).click();
  await expect(page.getByTestId('detail-panel')).toHaveCount(0);
  await expect(mapNodes(page, 'detail').first()).toBeFocused();
});

test('personas, trends and the calendar of a plan', async ({ page }) => {
  await openTool(page);
  await takeQuickSlice(page);

  await tab(page, 'Personas').click();
  const personas = page.getByRole('tabpanel').getByRole('article');
  await expect(personas).toHaveCount(3);
  await expect(personas.nth(0)).toContainText('Vibe-Seeker');
  await expect(personas.nth(0)).toContainText('Age 18-28 · $20k-$60k');
  await expect(personas.nth(1)).toContainText('Proof-Hunter');
  await expect(personas.nth(1)).toContainText('Age 35-55 · $90k+');
  await expect(personas.nth(2)).toContainText('Chaos-Clicker');
  await expect(personas.nth(2)).toContainText('Age 25-40 · $40k-$80k');

  await tab(page, 'Trends').click();
  const trends = page.getByRole('tabpanel').getByRole('article');
  // The tab's cards are drawn after its click: counted once the first is there (count() waits for
  // nothing, and read 0 when the panel had not drawn yet).
  await expect(trends.first()).toBeVisible();
  const count = await trends.count();
  expect(count).toBeGreaterThanOrEqual(1);
  expect(count).toBeLessThanOrEqual(4);
  const first = trends.first();
  await expect(first.getByRole('meter', { name: 'Velocity' })).toBeVisible();
  const evidence = first.getByRole('link', { name: /See the evidence/ });
  await expect(evidence).toHaveAttribute('target', '_blank');
  await expect(evidence).toHaveAttribute('href', /^https:\/\//);

  await tab(page, 'Calendar').click();
  const month = page.getByRole('tabpanel').getByRole('heading', { level: 3 });
  const shown = await month.textContent();
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(month).not.toHaveText(shown!);
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(month).toHaveText(shown!);
  await expect(page.getByRole('columnheader')).toHaveText([
    'Sun',
    'Mon',
    'Tue',
    'Wed',
    'Thu',
    'Fri',
    'Sat',
  ]);
  const event = page.getByRole('tabpanel').locator('td button').first();
  const eventText = await event.innerText();
  await event.click();
  await expect(tab(page, 'Neural Map')).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByTestId('detail-panel');
  await expect(panel).toContainText('Level 3 · Asset');
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(
    eventText.split('\n').at(-1)!.replace(/…$/, ''),
  );
});

test('Skip during processing shows the final plan at once', async ({ page }) => {
  // The page's own clock, so the test can move it past the whole run instead of sleeping.
  await page.clock.install();
  await openTool(page);
  // Time stands still from the start of the run until Skip: the run's simulated stages wait, so
  // the click lands during the run however loaded the machine is (its 4.5 s could end first).
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5_000));
  await page.getByLabel('Topic or brain dump').fill(BRAIN_DUMP);
  await page.getByRole('button', { name: 'Take a slice?' }).click();
  await expect(page.getByTestId('status-message')).toHaveText('Parsing Input...');
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.clock.resume();
  await expectNotice(page, 'Skipped Ahead', 'Displaying final generated strategy.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(mapNodes(page, 'pillar')).toHaveCount(1);
  // The interrupted run must not announce completion afterwards: move the clock well past the
  // time the whole run would have taken.
  await page.clock.runFor(15_000);
  await expect(
    page.locator('[data-notice-variant]').filter({ hasText: 'NeuroSlice Complete' }),
  ).toHaveCount(0);
});

test('every tab passes axe, in dark and light', async ({ page }) => {
  // Twelve axe runs over the whole tool: on a loaded 2-core machine more than one test's minute.
  test.slow();
  await openTool(page);
  await checkA11y(page, 'Create (empty)');
  await takeQuickSlice(page);
  for (const theme of ['dark', 'light'] as const) {
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    for (const name of TABS) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      await checkA11y(page, `${name} (${theme})`);
    }
    if (theme === 'dark') await page.getByRole('button', { name: 'Switch to light theme' }).click();
  }
});

test('the theme toggle flips data-theme and the class on the document root, and is kept', async ({
  page,
}) => {
  await openTool(page);
  await takeQuickSlice(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(html).toHaveClass(/\bdark\b/);
  await tab(page, 'Settings').click();
  await page.getByRole('button', { name: 'Light', exact: true }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(html).toHaveClass(/\blight\b/);
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

test('a reload keeps the plan, the brain dump and the chosen node', async ({ page }) => {
  await openTool(page);
  await takeQuickSlice(page);
  const total = await mapNodes(page).count();
  const panel = await openNode(page, mapNodes(page, 'cluster').first());
  const title = await panel.getByRole('heading', { level: 2 }).textContent();
  await page.reload();
  await expect(tab(page, 'Settings')).toBeEnabled();
  await expect(mapNodes(page)).toHaveCount(total);
  await expect(page.getByTestId('detail-panel').getByRole('heading', { level: 2 })).toHaveText(
    title!,
  );
  await tab(page, 'Create').click();
  await expect(page.getByLabel('Topic or brain dump')).toHaveValue(BRAIN_DUMP);
});
