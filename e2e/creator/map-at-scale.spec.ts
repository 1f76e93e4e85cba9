/**
 * The map at scale (docs/PRODUCT.md#the-map-at-scale-and-calendar-export) on a synthetic 2,000-node plan: search, folding, the
 * level filter, keyboard moves and the minimap; the view survives a reload. axe runs on the last
 * page of every test (fixtures.ts), with the map open.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { LEVEL_NAMES } from '../../src/features/neuroslice/engine';
import { syntheticPlan } from '../../src/features/neuroslice/map/syntheticPlan';
import { bigPlan, mapNodes, openBigPlan } from './toolPage';

const nodes = syntheticPlan(2000);
const data = bigPlan(nodes);

test.beforeEach(async ({ page }) => {
  await openBigPlan(page, data);
  await expect(mapNodes(page, 'pillar')).toHaveCount(1);
});

const byId = (page: Page, id: string) => page.locator(`.react-flow__node[data-id="${id}"]`);
// A plan this large mounts only the nodes on screen (docs/PRODUCT.md#the-map-at-scale-and-calendar-export): how many are shown is the
// toolbar's count, not the number of node elements.
const showing = (page: Page, count: number) =>
  expect(page.getByRole('group', { name: 'Map view' }).getByRole('status')).toContainText(
    `Showing ${count.toLocaleString('en-US')} of 2,000 nodes.`,
  );

test('a 2,000-node plan opens at levels 1-3, says so, and Expand all shows everything', async ({
  page,
}) => {
  await expect(page.getByRole('note')).toContainText(
    'This plan has 2,000 nodes, so the map opens with levels 1 to 3 shown',
  );
  await expect(mapNodes(page, 'microAsset')).toHaveCount(0);
  await showing(page, nodes.filter((n) => n.level <= 3).length);
  await page
    .getByRole('group', { name: 'Map view' })
    .getByRole('button', { name: 'Expand all' })
    .click();
  await showing(page, 2000);
  await expect(page.getByRole('note')).toHaveCount(0);
});

test('Search nodes selects a deep node, Enter opens its panel, Enter again the next match', async ({
  page,
}) => {
  // A node of the deepest level, folded away when the plan opens.
  const deep = nodes.at(-1)!;
  expect(deep.level).toBeGreaterThan(3);
  const matches = nodes.filter((n) => n.title.includes(deep.title));
  const search = page.getByRole('searchbox', { name: 'Search nodes' });
  await search.fill(deep.title);
  // The match sat inside a folded branch: it opened, and the node is selected.
  const selected = page.locator('.react-flow__node:has(.ns-node--selected)');
  await expect(selected).toHaveAttribute('aria-label', `${LEVEL_NAMES[deep.level]}: ${deep.title}`);
  await expect(
    page.getByRole('status').filter({ hasText: `Match 1 of ${matches.length}` }),
  ).toBeVisible();
  await search.press('Enter');
  const panel = page.getByTestId('detail-panel');
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(deep.title);
  await expect(search).toBeFocused();
  const firstId = await selected.getAttribute('data-id');
  await search.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Match 2 of' })).toBeVisible();
  await expect(selected).not.toHaveAttribute('data-id', firstId!);
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(deep.title);
});

test('collapsing a cluster removes its descendants and expanding brings them back', async ({
  page,
}) => {
  await page
    .getByRole('group', { name: 'Map view' })
    .getByRole('button', { name: 'Expand all' })
    .click();
  const cluster = nodes.find((n) => n.level === 2)!;
  const below = page.locator(`.react-flow__node[data-id^="${cluster.id}-"]`);
  const count = nodes.filter((n) => n.id.startsWith(`${cluster.id}-`)).length;
  await showing(page, 2000);

  await byId(page, cluster.id).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('detail-panel');
  await panel.getByRole('button', { name: `Collapse branch (${count} below)` }).click();
  await showing(page, 2000 - count);
  await expect(below).toHaveCount(0);
  await expect(byId(page, cluster.id)).toHaveAttribute(
    'aria-label',
    new RegExp(`folded, ${count} hidden$`),
  );
  await panel.getByRole('button', { name: `Expand branch (${count} hidden)` }).click();
  await showing(page, 2000);

  // From the keyboard on the node: minus folds, plus unfolds.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(byId(page, cluster.id)).toBeFocused();
  await page.keyboard.press('-');
  await showing(page, 2000 - count);
  await expect(below).toHaveCount(0);
  await page.keyboard.press('+');
  await showing(page, 2000);
});

test('the level filter at 2 shows only the pillar and clusters, and survives a reload', async ({
  page,
}) => {
  await page.getByRole('combobox', { name: 'Show levels' }).click();
  await page.getByRole('option', { name: 'Levels 1 to 2 (to Cluster)' }).click();
  await expect(mapNodes(page)).toHaveCount(9);
  await expect(mapNodes(page, 'pillar')).toHaveCount(1);
  await expect(mapNodes(page, 'cluster')).toHaveCount(8);
  await page.reload();
  await expect(mapNodes(page, 'pillar')).toHaveCount(1);
  await expect(mapNodes(page)).toHaveCount(9);
});

test('arrow keys reach a child and a sibling, Enter opens the panel, Escape closes it', async ({
  page,
}) => {
  await byId(page, 'n1').focus();
  await page.keyboard.press('ArrowDown');
  await expect(byId(page, 'n1-1')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(byId(page, 'n1-2')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(byId(page, 'n1-2-1')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(byId(page, 'n1-2')).toBeFocused();
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('detail-panel');
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(
    nodes.find((n) => n.id === 'n1-2')!.title,
  );
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(byId(page, 'n1-2')).toBeFocused();
});

test('Focus branch shows one branch and Leave focus restores the view', async ({ page }) => {
  const before = nodes.filter((n) => n.level <= 3).length;
  await showing(page, before);
  await page.getByRole('searchbox', { name: 'Search nodes' }).fill(nodes[1].title);
  await page.getByRole('button', { name: 'Focus branch' }).click();
  const inBranch =
    2 + nodes.filter((n) => n.id.startsWith(`${nodes[1].id}-`) && n.level <= 3).length;
  await showing(page, inBranch);
  await expect(mapNodes(page, 'cluster')).toHaveCount(1);
  await page.getByRole('button', { name: 'Leave focus' }).click();
  await showing(page, before);
});

test('the minimap can be hidden and shown', async ({ page }) => {
  const minimap = page.getByRole('img', { name: 'Minimap of the Neural Map' });
  await expect(minimap).toBeVisible();
  await page.getByRole('button', { name: 'Hide minimap' }).click();
  await expect(minimap).toHaveCount(0);
  await page.getByRole('button', { name: 'Show minimap' }).click();
  await expect(minimap).toBeVisible();
});
