/**
 * docs/ARCHITECTURE.md#apps-in-pieces: each app loads its own code only, and its next screen opens without a visible wait on
 * a slow phone. Which app a chunk carries comes from the build (vite.config.ts writes
 * chunk-features.json; scripts/prerender.mjs keeps it beside the server build). The CPU is
 * throttled 4x; "without a visible wait" is the next screen's heading (or the map's first node)
 * within 1 s of the click, a ceiling, not a benchmark (`npm run bench:app-screens` measures).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { sampleBlogState, samplePosts } from '../../src/features/blog/testing/sampleBlog';
import { closeNotice, seedBlog } from '../owner/blogHelpers';
import { BRAIN_DUMP, mapNodes, openTool, tab } from '../creator/toolPage';
import { slowDownCpu } from '../slowCpu';

const chunkFeatures = JSON.parse(
  readFileSync(resolve(process.env.SSR_OUT_DIR ?? 'dist-ssr', 'chunk-features.json'), 'utf8'),
) as Record<string, string[]>;

/** The app build's JS files this page fetches, by path ('assets/x.js'). */
function fetchedScripts(page: Page): string[] {
  const files: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname.slice(1);
    if (path.endsWith('.js')) files.push(path);
  });
  return files;
}

/**
 * A person's first move at the page (the pointer), which starts the fetch of the app's other
 * screens; done once a file whose name matches `chunk` has arrived.
 */
async function personMoves(page: Page, files: string[], chunk: RegExp) {
  await page.mouse.move(200, 200);
  await expect.poll(() => files.some((file) => chunk.test(file))).toBe(true);
}

const carrying = (files: string[], feature: string) =>
  files.filter((file) => chunkFeatures[file]?.includes(feature));

const NEXT_SCREEN = { timeout: 1_000 };

test('the build names which app each chunk carries', () => {
  expect(Object.values(chunkFeatures).some((f) => f.includes('admin'))).toBe(true);
  expect(Object.values(chunkFeatures).some((f) => f.includes('neuroslice'))).toBe(true);
});

test('/admin/blog fetches no NeuroSlice chunk, even once idle', async ({ page }) => {
  const files = fetchedScripts(page);
  await page.goto('/admin/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The owner at the page starts the fetch of the admin's other pages.
  await personMoves(page, files, /PostEditorPage/);
  await page.waitForLoadState('networkidle');
  expect(carrying(files, 'admin').length).toBeGreaterThan(0);
  expect(carrying(files, 'neuroslice')).toEqual([]);
});

test('/neuroslice fetches no admin chunk, even once idle', async ({ page }) => {
  const files = fetchedScripts(page);
  await openTool(page);
  // A person at the page starts the fetch of the tool's other parts.
  await personMoves(page, files, /NeuralMap/);
  await page.waitForLoadState('networkidle');
  expect(carrying(files, 'neuroslice').length).toBeGreaterThan(0);
  expect(carrying(files, 'admin')).toEqual([]);
});

test('on a 4x slower CPU the map shows after a slice, and each tab within 1 s of its click', async ({
  page,
}) => {
  await slowDownCpu(page, 4);
  await openTool(page);
  // Typing the brain dump, a person is at the page: the other tabs' code arrives meanwhile.
  await page.getByLabel('Topic or brain dump').fill(BRAIN_DUMP);
  await page.getByRole('button', { name: 'Take a slice?' }).click();
  // The slice's own stages take seconds (SPEC §9); the map is drawn behind them, there at the end.
  await expect(tab(page, 'Settings')).toBeEnabled({ timeout: 20_000 });
  await expect(mapNodes(page, 'pillar')).toBeVisible(NEXT_SCREEN);
  await tab(page, 'Personas').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Personas' })).toBeVisible(NEXT_SCREEN);
  await tab(page, 'Settings').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible(NEXT_SCREEN);
  await tab(page, 'Create').click();
  await expect(page.getByLabel('Topic or brain dump')).toBeVisible(NEXT_SCREEN);
  await tab(page, 'Neural Map').click();
  await expect(mapNodes(page, 'pillar')).toBeVisible(NEXT_SCREEN);
});

test('on a 4x slower CPU the editor opens within 1 s of Edit in the posts table', async ({
  page,
}) => {
  await seedBlog(page, sampleBlogState);
  await slowDownCpu(page, 4);
  // Listened to from the start: the click that closes the welcome notice may fetch the chunk.
  const files = fetchedScripts(page);
  await page.goto('/admin/blog/posts');
  await expect(page.getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible();
  await closeNotice(page);
  // The owner's pointer on its way to the table (the welcome notice may have gone by itself, with
  // no click): the admin's other pages are fetched from that first move, as on the dashboard.
  await personMoves(page, files, /PostEditorPage/);
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: `Edit ${samplePosts[0].title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible(NEXT_SCREEN);
});

/** The chunks app.html's head script preloads on this path: the links before the app's entry. */
async function preloadedByTheHead(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const entry = document.querySelector('script[type="module"][src]');
    return Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'))
      .filter(
        (link) =>
          entry !== null &&
          (link.compareDocumentPosition(entry) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
      )
      .map((link) => new URL(link.href).pathname);
  });
}

test('an app path preloads its first screen whole, the modules its route waits for included', async ({
  page,
}) => {
  // The head script's links come before the entry's script in the document; those the entry adds
  // later (Vite's preloads of a dynamic import) come after every parsed element.
  const firstScreens = [
    { path: '/neuroslice', modules: ['ToolLayout', 'StoreLayout', 'NeuroSlicePage', 'toolStore'] },
    { path: '/admin/blog/posts/new', modules: ['SiteLayout', 'AdminLayout', 'PostEditorPage'] },
  ];
  for (const { path, modules } of firstScreens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const preloaded = await preloadedByTheHead(page);
    for (const name of modules)
      expect(
        preloaded.some((file) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`).test(file)),
        `${path} preloads ${name} before the app's entry runs`,
      ).toBe(true);
  }
});
