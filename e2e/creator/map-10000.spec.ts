/**
 * The map on a 10,000-node plan (docs/PRODUCT.md#the-map-at-scale-and-calendar-export): it draws what can be seen, so these check what a
 * creator sees rather than how many node elements exist. "Reset view" shows the whole plan; zooming
 * in over a cluster shows labels; search shows a deep node in full; arrow keys bring an off-screen
 * neighbour into view; a click on a dot of the far view opens its panel. axe runs on the last page
 * of every test (fixtures.ts), with the map open.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { LEVEL_NAMES } from '../../src/features/neuroslice/engine';
import { layoutPlan, nodeLabel, nodeRadius } from '../../src/features/neuroslice/map/layout';
import { syntheticPlan } from '../../src/features/neuroslice/map/syntheticPlan';
import { bigPlan, mapNodes, openBigPlan } from './toolPage';

const nodes = syntheticPlan(10000);
const laid = layoutPlan(nodes);
const data = bigPlan(nodes);

test.describe.configure({ timeout: 120_000 });

const byId = (page: Page, id: string) => page.locator(`.react-flow__node[data-id="${id}"]`);
const viewGroup = (page: Page) => page.getByRole('group', { name: 'Map view' });

/** React Flow's viewport transform: translate(x, y) scale(zoom). */
async function viewport(page: Page) {
  const transform = await page
    .locator('.react-flow__viewport')
    .evaluate((el) => (el as HTMLElement).style.transform);
  const [x, y, zoom] = (transform.match(/-?[\d.]+(e-?\d+)?/g) ?? []).map(Number);
  return { x, y, zoom };
}

/** The viewport once it has stopped changing (a fit is animated; a zoom follows the wheel). */
async function viewportAtRest(page: Page) {
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await viewport(page));
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
  return JSON.parse(last) as Awaited<ReturnType<typeof viewport>>;
}

/**
 * Turns the wheel over the mouse's place until `farEnough(zoom)` holds,
 * each notch once the last one has moved the map (its zoom follows the wheel a frame or so later);
 * then the viewport at rest.
 */
async function wheelZoom(page: Page, farEnough: (zoom: number) => boolean, notches: number) {
  for (let i = 0; i < notches; i += 1) {
    const before = (await viewport(page)).zoom;
    if (farEnough(before)) break;
    await page.mouse.wheel(0, -300);
    await expect.poll(async () => (await viewport(page)).zoom).not.toBe(before);
  }
  return viewportAtRest(page);
}

async function showEverything(page: Page) {
  await viewGroup(page).getByRole('button', { name: 'Expand all' }).click();
  await expect(viewGroup(page).getByRole('status')).toContainText(
    'Showing 10,000 of 10,000 nodes.',
  );
  await page.getByRole('button', { name: 'Reset view' }).click();
  // The fit is animated (200 ms).
  await viewportAtRest(page);
}

test.beforeEach(async ({ page }) => {
  await openBigPlan(page, data);
  await expect(page.locator('.ns-map[data-map-ready="true"]')).toBeAttached();
});

test('Reset view shows the whole plan, below the toolbar, drawn far out on one canvas', async ({
  page,
}) => {
  await showEverything(page);
  const { x, y, zoom } = await viewport(page);
  const map = (await page.locator('.react-flow').boundingBox())!;
  const toolbar = (await viewGroup(page).boundingBox())!;
  // Every node's screen box lies inside the map and below the toolbar.
  const xs = laid.map((l) => l.x);
  const ys = laid.map((l) => l.y);
  const r = nodeRadius(1);
  expect(x + (Math.min(...xs) - r) * zoom).toBeGreaterThanOrEqual(0);
  expect(x + (Math.max(...xs) + r) * zoom).toBeLessThanOrEqual(map.width);
  expect(map.y + y + (Math.min(...ys) - r) * zoom).toBeGreaterThanOrEqual(
    toolbar.y + toolbar.height,
  );
  expect(y + (Math.max(...ys) + r) * zoom).toBeLessThanOrEqual(map.height);
  // The far look: the canvas draws the plan's shape (its rings of dots), React Flow only the
  // pillar and the clusters.
  await expect(page.locator('.ns-map--far .ns-plan-canvas')).toBeAttached();
  const painted = await page.locator('.ns-plan-canvas').evaluate((canvas) => {
    const c = canvas as HTMLCanvasElement;
    const pixels = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let inked = 0;
    for (let i = 3; i < pixels.length; i += 4) if (pixels[i] > 0) inked += 1;
    return inked;
  });
  expect(painted).toBeGreaterThan(20_000);
  await expect(mapNodes(page)).toHaveCount(9);
});

test('zooming in to 1.0 over a cluster shows the labels there', async ({ page }) => {
  await showEverything(page);
  const cluster = nodes.find((n) => n.level === 2)!;
  const box = (await byId(page, cluster.id).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  expect((await wheelZoom(page, (zoom) => zoom >= 1, 40)).zoom).toBeGreaterThanOrEqual(1);
  await expect(page.locator('.ns-map--far')).toHaveCount(0);
  await expect(byId(page, cluster.id).locator('.ns-node__label')).toHaveText(
    nodeLabel(cluster.title, cluster.level)!,
  );
  // Its neighbours near by are React Flow nodes again, named too.
  expect(await page.locator('.ns-node__label').count()).toBeGreaterThan(1);
});

test('search finds a deep node and shows it in full, with its label', async ({ page }) => {
  const deep = nodes.at(-1)!;
  expect(deep.level).toBe(5);
  await page.getByRole('searchbox', { name: 'Search nodes' }).fill(deep.title);
  const selected = page.locator('.react-flow__node:has(.ns-node--selected)');
  await expect(selected).toHaveAttribute('aria-label', `${LEVEL_NAMES[deep.level]}: ${deep.title}`);
  await expect(selected).toBeInViewport();
  await expect(selected.locator('.ns-node__label')).toHaveText(
    nodeLabel(deep.title, deep.level, true)!,
  );
  expect((await viewport(page)).zoom).toBeGreaterThanOrEqual(1);
});

test('arrow keys move focus to an off-screen neighbour and bring it into view', async ({
  page,
}) => {
  await page.getByRole('searchbox', { name: 'Search nodes' }).fill(nodes.at(-1)!.title);
  const selected = page.locator('.react-flow__node:has(.ns-node--selected)');
  await expect(selected).toBeInViewport();
  const selectedId = await selected.getAttribute('data-id');
  const deep = nodes.find((n) => n.id === selectedId)!;
  expect(deep.level).toBe(5);
  const parent = nodes.find((n) => n.id === deep.parentId)!;
  // The parent sits on the next ring in, thousands of units away: not on screen, not in the DOM.
  await expect(byId(page, parent.id)).toHaveCount(0);
  await selected.focus();
  await page.keyboard.press('ArrowUp');
  await expect(byId(page, parent.id)).toBeFocused();
  await expect(byId(page, parent.id)).toBeInViewport();
  await page.keyboard.press('ArrowDown');
  const firstChild = nodes.find((n) => n.parentId === parent.id)!;
  await expect(byId(page, firstChild.id)).toBeFocused();
  await expect(byId(page, firstChild.id)).toBeInViewport();
});

test('clicking a node opens its detail panel, a dot of the far view or a node near by', async ({
  page,
}) => {
  const panel = page.getByTestId('detail-panel');
  await showEverything(page);

  // A level-3 dot, drawn on the canvas: the one whose nearest other node is furthest away, so the
  // click cannot be taken for a neighbour's.
  const { x, y, zoom } = await viewport(page);
  const map = (await page.locator('.react-flow').boundingBox())!;
  let target = laid[0];
  let room = -1;
  for (const candidate of laid.filter((l) => l.node.level === 3)) {
    let nearest = Infinity;
    for (const other of laid)
      if (other !== candidate)
        nearest = Math.min(nearest, Math.hypot(other.x - candidate.x, other.y - candidate.y));
    if (nearest > room) {
      room = nearest;
      target = candidate;
    }
  }
  await expect(byId(page, target.node.id)).toHaveCount(0);
  // Zoomed in around it, still far out (below 0.3), so its neighbours are a few pixels apart.
  await page.mouse.move(map.x + x + target.x * zoom, map.y + y + target.y * zoom);
  const near = await wheelZoom(page, (zoom) => zoom >= 0.15, 20);
  expect(near.zoom).toBeLessThan(0.3);
  await expect(page.locator('.ns-map--far')).toHaveCount(1);
  await expect(byId(page, target.node.id)).toHaveCount(0);
  await page.mouse.click(
    map.x + near.x + target.x * near.zoom,
    map.y + near.y + target.y * near.zoom,
  );
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(target.node.title);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // Near by: search brings a deep node into view at zoom 1, where it is a React Flow node.
  const deep = nodes.at(-1)!;
  await page.getByRole('searchbox', { name: 'Search nodes' }).fill(deep.title);
  const selected = page.locator('.react-flow__node:has(.ns-node--selected)');
  await expect(selected).toBeInViewport();
  await selected.click();
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(deep.title);
});
