// npm run lighthouse: Lighthouse 13 (mobile, default settings) on the built, prerendered site.
// Serves OUT_DIR (default dist) as Netlify or Cloudflare Pages would (scripts/static-host.mjs), writes a one-h1 static floor page into it, and
// measures the floor and the key pages in the same run with the resolved Chromium. This CPU is slow
// and noisy, so Performance is judged against the floor measured moments apart (docs/TOOLCHAIN.md#figures-seen-with-the-minimal-prototype-guides-not-promises).
// Budget (docs/PRODUCT.md#prerendered-pages, docs/PRODUCT.md#static-first-public-pages): Accessibility, Best Practices and SEO 100; Performance within 2 of the floor.
// The apps' first screens (docs/ARCHITECTURE.md#apps-in-pieces: /admin/blog, /admin/blog/posts/new, /neuroslice): Accessibility
// and Best Practices 100, Performance 90 or better and within 10 of the floor; their SEO is printed
// but not judged (they are noindex on purpose).
//
//   OUT_DIR=.out/site PORT=4302 npm run lighthouse            # one run per page
//   npm run lighthouse -- --runs 3                             # median of three runs per page
//   npm run lighthouse -- /pricing /services/seo               # only these pages (plus the floor)
//   npm run lighthouse -- --report-only /                      # print, never fail (npm test's smoke run)
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, requireChromium } from './chromium.mjs';
import {
  measuredBuild,
  measuringArgs,
  median,
  publishedPages,
  writeFloorPage,
} from './measuring.mjs';
import { startStaticHost } from './static-host.mjs';

const { root, outDir, port } = measuredBuild();
const reportDir = resolve(root, '.lighthouse');
const FLOOR_PATH = '/lighthouse-floor/';
// docs/PRODUCT.md#static-first-public-pages: a public page's Performance within 2 of the floor's, measured in the same run.
const PERF_GAP_BUDGET = 2;
// docs/ARCHITECTURE.md#apps-in-pieces: an app's first screen, served from app.html.
const APP_PAGES = ['/admin/blog', '/admin/blog/posts/new', '/neuroslice'];
const APP_PERF_GAP_BUDGET = 10;
const APP_PERF_MIN = 90;
const isAppPage = (path) => APP_PAGES.includes(path);

const { runs, pages: requested, has } = measuringArgs(1);
const reportOnly = has('--report-only');
// The key documents, and a post and a category page when the build has published posts.
const published = publishedPages(outDir);
const pages =
  requested.length > 0
    ? requested
    : [
        ...['/', '/tampa', '/pricing', '/services/seo', '/contact', '/blog'],
        ...[published.post, published.category].filter(Boolean),
        ...APP_PAGES,
      ];

const categories = [
  ['performance', 'Perf'],
  ['accessibility', 'A11y'],
  ['best-practices', 'BP'],
  ['seo', 'SEO'],
];

async function audit(chrome, origin, path) {
  const scores = Object.fromEntries(categories.map(([id]) => [id, []]));
  let lastLhr;
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    lastLhr = result.lhr;
    if (lastLhr.runtimeError)
      throw new Error(`${path}: ${lastLhr.runtimeError.code} ${lastLhr.runtimeError.message}`);
    for (const [id] of categories)
      scores[id].push(Math.round((lastLhr.categories[id].score ?? 0) * 100));
  }
  const name = path === '/' ? 'home' : path.replace(/^\/|\/$/g, '').replace(/\//g, '_');
  await writeFile(join(reportDir, `${name}.json`), JSON.stringify(lastLhr));
  // Audits that cost points outside Performance: printed so a failure says what to fix.
  const failing = [];
  for (const [id] of categories.slice(1)) {
    if (id === 'seo' && isAppPage(path)) continue;
    for (const ref of lastLhr.categories[id].auditRefs) {
      const a = lastLhr.audits[ref.id];
      if (ref.weight > 0 && a.score !== null && a.score < 1)
        failing.push(`${id}: ${ref.id} (${a.title})`);
    }
  }
  const metrics = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ]
    .map(
      (id) =>
        `${id
          .split('-')
          .map((w) => w[0].toUpperCase())
          .join('')} ${lastLhr.audits[id].displayValue}`,
    )
    .join(', ');
  // The element the LCP is, so a slow paint says what to look at (the apps' is drawn by script).
  const lcpNode = lastLhr.audits['lcp-breakdown-insight']?.details?.items?.find(
    (item) => item.type === 'node',
  );
  const lcpElement = lcpNode ? `; LCP element: ${lcpNode.selector ?? lcpNode.nodeLabel}` : '';
  return {
    path,
    scores: Object.fromEntries(categories.map(([id]) => [id, median(scores[id])])),
    failing,
    metrics: metrics + lcpElement,
  };
}

async function main() {
  if (!existsSync(join(outDir, 'index.html'))) {
    throw new Error(
      `No build in ${outDir}: run \`OUT_DIR=${process.env.OUT_DIR ?? 'dist'} npm run build\` first.`,
    );
  }
  const chromePath = await requireChromium();

  // The floor: what a page with nothing but one heading scores on this machine right now.
  const removeFloor = await writeFloorPage(outDir, FLOOR_PATH, {
    title: 'Lighthouse floor page',
    description:
      'A static page with a single heading, used as the Performance floor for Lighthouse runs.',
  });
  await mkdir(reportDir, { recursive: true });
  // A port that is taken fails the run: someone else's server on it would be measured as ours.
  const { origin, close } = await startStaticHost({ dir: outDir, rules: 'redirects', port });
  let chrome;
  try {
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', ...chromiumArgs],
    });
    console.log(
      `Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile on ${origin} with ${chromePath}\n`,
    );
    const results = [];
    // The floor goes first and last so drift in machine load during the run shows up.
    for (const path of [FLOOR_PATH, ...pages, FLOOR_PATH]) {
      const r = await audit(chrome, origin, path);
      results.push(r);
      console.log(
        `  measured ${path.padEnd(20)} ${categories.map(([id, label]) => `${label} ${r.scores[id]}`).join('  ')}   (${r.metrics})`,
      );
    }
    const floors = results.filter((r) => r.path === FLOOR_PATH).map((r) => r.scores.performance);
    const floor = Math.max(...floors);
    const rows = results.filter((r) => r.path !== FLOOR_PATH);

    console.log(`\nFloor Performance: ${floor} (runs: ${floors.join(', ')})\n`);
    const header = ['Page', ...categories.map(([, label]) => label), 'Perf gap'];
    const table = rows.map((r) => [
      r.path,
      ...categories.map(([id]) => String(r.scores[id])),
      String(floor - r.scores.performance),
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
    const line = (cells) =>
      cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
    console.log(line(header));
    for (const row of table) console.log(line(row));

    const problems = [];
    for (const r of rows) {
      const app = isAppPage(r.path);
      for (const [id, label] of categories.slice(1))
        if (r.scores[id] < 100 && !(app && id === 'seo'))
          problems.push(`${r.path}: ${label} ${r.scores[id]} < 100`);
      const gapBudget = app ? APP_PERF_GAP_BUDGET : PERF_GAP_BUDGET;
      if (floor - r.scores.performance > gapBudget)
        problems.push(
          `${r.path}: Performance ${r.scores.performance} is more than ${gapBudget} below the floor ${floor}`,
        );
      if (app && r.scores.performance < APP_PERF_MIN)
        problems.push(`${r.path}: Performance ${r.scores.performance} < ${APP_PERF_MIN}`);
      for (const f of r.failing) problems.push(`${r.path}: ${f}`);
    }
    console.log(`\nReports: ${reportDir}`);
    if (problems.length > 0) {
      console.log(`\nOver budget:\n  ${problems.join('\n  ')}`);
      if (!reportOnly) process.exitCode = 1;
    } else {
      console.log(
        `\nWithin budget: A11y/BP/SEO 100 and Performance within ${PERF_GAP_BUDGET} of the floor on every public page; A11y/BP 100 and Performance ${APP_PERF_MIN}+ within ${APP_PERF_GAP_BUDGET} of the floor on the app pages.`,
      );
    }
  } finally {
    if (chrome) await chrome.kill();
    await close();
    await removeFloor();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
