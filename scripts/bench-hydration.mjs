// npm run bench:hydration: how long a visitor waits, after the page is parsed, for the page to be
// live (docs/PRODUCT.md#before-the-app-starts; on a document, until every island has hydrated). Serves the
// built site (OUT_DIR, default dist) as a static host would (scripts/static-host.mjs), adds a one-h1 floor page whose only script marks it live, and in headless Chromium with the CPU throttled
// 4x measures, per page, the time from DOMContentLoaded to `html[data-app-ready]` (the signal the
// app sets once it has hydrated and replayed the visitor's early clicks; 0 when the islands are
// live before DOMContentLoaded), and from the first contentful paint to it (how long a visitor
// sees a page whose controls are not live yet). Beside each page it
// measures the same page with no island code (its document script replaced by the floor's): what
// that page's own layout and paint cost after DOMContentLoaded, which no island work can remove,
// so the figure shows what the islands add on top. Each sample is a fresh
// browser context (empty cache, as a first visit); pages are interleaved so the machine's noise
// falls on all of them alike. Prints the median of N runs (default 5). Measured, never asserted.
//
//   npm run build && npm run bench:hydration
//   npm run bench:hydration -- --runs 9 / /contact
//   npm run bench:hydration -- --runs 1 --cpu-slowdown 1 /   # quick: proves it runs
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, requireChromium } from './chromium.mjs';
import {
  measuredBuild,
  measuringArgs,
  median,
  publishedPages,
  writeFloorPage,
} from './measuring.mjs';
import { startStaticHost } from './static-host.mjs';

const { outDir, port } = measuredBuild();
const FLOOR_PATH = '/hydration-floor/';

// A phone's CPU: 4x slower (`--cpu-slowdown 1` for a quick run that only proves the script works).
const { runs, pages: requested, cpuSlowdown } = measuringArgs(5, { defaultCpuSlowdown: 4 });
// A published post, when the build has one (a build from a content folder with posts).
const postPath = publishedPages(outDir).post;
const sitePages = requested.length
  ? requested
  : ['/', '/contact', '/pricing', ...(postPath ? [postPath] : [])];
// The same page with no island code, by page: written under the floor's folder.
const withoutIslands = Object.fromEntries(
  sitePages.map((path, i) => [path, `${FLOOR_PATH}same-page-${i}/`]),
);
const pages = sitePages.flatMap((path) => [path, withoutIslands[path]]).concat(FLOOR_PATH);

// The floor: one heading and the smallest possible "app" (a module script that marks the page live),
// loaded the same way, so the figure shows what our JS costs beyond loading any script at all.
const floorLoader = `
    <script>
      // Loaded as the site loads its app: an external module, injected after the first paint.
      requestAnimationFrame(() =>
        setTimeout(() => {
          const s = document.createElement('script');
          s.type = 'module';
          s.src = '${FLOOR_PATH}app.js';
          document.head.appendChild(s);
        }, 0),
      );
    </script>`;

/** The built HTML of a page's URL (one file per page: /x is x.html, / is index.html). */
function builtHtml(path) {
  const file = path === '/' ? 'index.html' : `${path.replace(/\/$/, '')}.html`;
  const html = join(outDir, file);
  if (!existsSync(html)) throw new Error(`No built page for ${path} (${html})`);
  return readFileSync(html, 'utf8');
}

/** The page as built, its island code (the document script and its preloads) swapped for the floor's. */
function pageWithoutIslands(path) {
  const html = builtHtml(path);
  const page = html
    .replace(/<script type="module">import\{hydrateIslands\}[^<]*<\/script>/, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace('</body>', `${floorLoader}\n</body>`);
  if (page === html || /\/assets\/document-/.test(page))
    throw new Error(`${path}: its document script was not found to take out`);
  return page;
}

async function sample(browser, origin, path) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  // The app marks `app-ready` on the page's clock when it sets html[data-app-ready]. The page
  // says so on its console: polling it from here (waitForFunction) would run Playwright's own
  // script in the page, on the same throttled thread, inside the window being measured.
  await page.addInitScript(() => {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('app-ready').length) return;
      observer.disconnect();
      console.debug('bench:app-ready');
    }).observe({ type: 'mark', buffered: true });
  });
  const ready = page.waitForEvent('console', {
    predicate: (message) => message.text() === 'bench:app-ready',
    timeout: 60_000,
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'domcontentloaded' });
  await ready;
  // Read once the page has painted (after the window measured, so polling costs it nothing).
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length);
  const figures = await page.evaluate(() => ({
    dcl: performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd,
    paint: performance.getEntriesByName('first-contentful-paint')[0].startTime,
    ready: performance.getEntriesByName('app-ready')[0].startTime,
  }));
  await context.close();
  // Islands live before DOMContentLoaded (or before the first paint) leave no wait after it: 0.
  return {
    afterDcl: Math.max(0, figures.ready - figures.dcl),
    afterPaint: Math.max(0, figures.ready - figures.paint),
  };
}

const removeFloor = await writeFloorPage(outDir, FLOOR_PATH, {
  title: 'Hydration floor page',
  description: 'A page with one heading and one script, the floor for bench:hydration.',
  body: floorLoader,
  files: {
    'app.js':
      "document.documentElement.dataset.appReady = 'true';\nperformance.mark('app-ready');\n",
  },
});
for (const path of sitePages) {
  const dir = join(outDir, withoutIslands[path]);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'index.html'), pageWithoutIslands(path));
}
const { origin, close } = await startStaticHost({ dir: outDir, rules: 'redirects', port });
const browser = await chromium.launch({
  executablePath: await requireChromium(),
  args: chromiumArgs,
});
try {
  const samples = Object.fromEntries(pages.map((p) => [p, []]));
  await sample(browser, origin, '/'); // warm the server and the OS file cache; not counted
  for (let run = 0; run < runs; run += 1) {
    for (const path of pages) samples[path].push(await sample(browser, origin, path));
  }
  const table = (title, figure) => {
    console.log(`${title}, CPU ${cpuSlowdown}x slower, median of ${runs}`);
    const times = (path) => samples[path].map(figure);
    const floor = median(times(FLOOR_PATH));
    const row = (label, ms) =>
      console.log(
        `${label.padEnd(40)} ${median(ms).toFixed(0).padStart(6)} ms ${(median(ms) / Math.max(floor, 1)).toFixed(1).padStart(5)}x floor   runs: ${ms.map((t) => t.toFixed(0)).join(', ')}`,
      );
    for (const path of sitePages) {
      row(path, times(path));
      row(`  same page, no island code`, times(withoutIslands[path]));
    }
    row(`${FLOOR_PATH} (floor)`, times(FLOOR_PATH));
  };
  table('DOMContentLoaded -> html[data-app-ready]', (s) => s.afterDcl);
  // What a visitor sees: how long the painted page stays dead to a tap (the early-event replay
  // covers that time; this is how long it lasts).
  table('\nFirst contentful paint -> html[data-app-ready]', (s) => s.afterPaint);
} finally {
  await browser.close();
  await close();
  await removeFloor(); // the pages without islands live in the floor's folder
}
