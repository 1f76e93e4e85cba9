// npm run bench:app-screens: how long a person waits for the apps' next screen (docs/ARCHITECTURE.md#apps-in-pieces),
// on the built site (OUT_DIR, default dist) in headless Chromium with the CPU throttled 4x. Each
// sample is a fresh browser context (empty cache, a first visit), so a screen whose code is
// fetched on use pays for the fetch, and one prefetched on idle does not:
//
// - map after a slice: once a slice of the tool's brain dump is done, from the Create tab, the
//   Neural Map's first frame (its nodes drawn, the next frame presented) after the click on its
//   tab (the map mounts afresh). Skip is not timed: on a 4x CPU the map drawn behind the overlay
//   keeps the page too busy for a click to land reliably (the same before and after the apps were split: docs/ARCHITECTURE.md#apps-in-pieces);
// - editor from the posts table: the editor's heading painted after the click on a post's Edit;
// - pack download: the strategy pack's file handed over after the click on Download.
//
// Each figure is from the click's own event time (the page's clock) to the frame that shows the
// result. Median of N runs (default 5). Measured, never asserted.
//
//   npm run build && npm run bench:app-screens
//   npm run bench:app-screens -- --runs 9
//   npm run bench:app-screens -- --runs 1 --cpu-slowdown 1   # quick: proves it runs
import { chromium } from '@playwright/test';
import { chromiumArgs, requireChromium } from './chromium.mjs';
import { measuredBuild, measuringArgs, median } from './measuring.mjs';
import { startStaticHost } from './static-host.mjs';

const { outDir, port } = measuredBuild();
// A phone's CPU: 4x slower (`--cpu-slowdown 1` for a quick run that only proves the script works).
const { runs, cpuSlowdown } = measuringArgs(5, { defaultCpuSlowdown: 4 });
const BRAIN_DUMP =
  'Roofing leads in Tampa after storm season: insurance claims, drone videos of repairs, Google reviews, financing offers and hurricane prep checklists.';

/** Notes the time of the next click (capture phase, the event's own time stamp). */
const armClick = (page) =>
  page.evaluate(() => {
    window.__benchClickAt = undefined;
    document.addEventListener(
      'click',
      (event) => {
        window.__benchClickAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
  });

/**
 * Milliseconds from the armed click to the frame after an element matching `selector` (and holding
 * `text`, when given) is first visible.
 */
const shownAfterClick = (page, selector, text = '') =>
  page.evaluate(
    ([selector, text]) =>
      new Promise((done) => {
        const check = () => {
          const element = [...document.querySelectorAll(selector)].find((e) =>
            e.textContent.includes(text),
          );
          if (element && element.getClientRects().length > 0)
            // The frame that shows it: the next animation frame's start.
            requestAnimationFrame((time) => done(time - window.__benchClickAt));
          else requestAnimationFrame(check);
        };
        check();
      }),
    [selector, text],
  );

async function throttledPage(browser) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { context, page };
}

async function sliceAndMap(browser, origin) {
  const { context, page } = await throttledPage(browser);
  await page.goto(`${origin}/neuroslice`);
  await page.getByLabel('Topic or brain dump').fill(BRAIN_DUMP);
  await page.getByRole('button', { name: 'Take a slice?' }).click();
  await page.getByRole('tab', { name: 'Settings' }).and(page.locator(':enabled')).waitFor({
    timeout: 60_000,
  });
  // Back to Create, then the Neural Map tab: the map mounts afresh.
  await page.getByRole('tab', { name: 'Create' }).click();
  await page.getByLabel('Topic or brain dump').waitFor();
  await armClick(page);
  await page.getByRole('tab', { name: 'Neural Map' }).click();
  const afterTab = await shownAfterClick(page, '.react-flow__node');
  // The pack: from the Settings tab's Download to the file handed over.
  await page.getByRole('tab', { name: 'Settings' }).click();
  const download = page.getByRole('button', { name: /Download/ }).first();
  await download.waitFor();
  await armClick(page);
  const started = await page.evaluate(() => performance.now());
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const packMs = (await page.evaluate(() => performance.now())) - started;
  await file.cancel().catch(() => undefined);
  await context.close();
  return { afterTab, packMs };
}

async function editorFromTable(browser, origin) {
  const { context, page } = await throttledPage(browser);
  // A post in this browser's blog, written in the editor (the table of a fresh browser is empty),
  // then a fresh visit to the posts table: its code is loaded as a person opening it would.
  await page.goto(`${origin}/admin/blog/posts/new`);
  await page.getByLabel('Title', { exact: false }).first().fill('Storm season roofing checklist');
  await page.getByLabel('Body (Markdown)').fill('Hurricane prep for Tampa roofs.');
  await page.getByRole('button', { name: 'Save post' }).last().click();
  await page.waitForURL(/\/admin\/blog\/posts$/);
  await page.goto(`${origin}/admin/blog/posts`);
  const edit = page.getByRole('link', { name: /^Edit / }).first();
  await edit.waitFor();
  await armClick(page);
  await edit.click();
  const ms = await shownAfterClick(page, 'h1', 'Edit post');
  await context.close();
  return ms;
}

const { origin, close } = await startStaticHost({ dir: outDir, rules: 'redirects', port });
const browser = await chromium.launch({
  executablePath: await requireChromium(),
  args: chromiumArgs,
});
try {
  const samples = { afterTab: [], packMs: [], editor: [] };
  for (let run = 0; run < runs; run += 1) {
    const map = await sliceAndMap(browser, origin);
    samples.afterTab.push(map.afterTab);
    samples.packMs.push(map.packMs);
    samples.editor.push(await editorFromTable(browser, origin));
  }
  console.log(`Click to next screen, CPU ${cpuSlowdown}x slower, median of ${runs}`);
  const row = (label, ms) =>
    console.log(
      `${label.padEnd(44)} ${median(ms).toFixed(0).padStart(6)} ms   runs: ${ms.map((t) => t.toFixed(0)).join(', ')}`,
    );
  row('Neural Map tab after a slice -> map first frame', samples.afterTab);
  row('Edit in the posts table -> editor heading', samples.editor);
  row('Download (Settings) -> pack handed over', samples.packMs);
} finally {
  await browser.close();
  await close();
}
