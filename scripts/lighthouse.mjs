// npm run lighthouse: Lighthouse 13 (mobile, default settings) on the built, prerendered site.
// Serves OUT_DIR (default dist) with `vite preview`, writes a one-h1 static floor page into it, and
// measures the floor and the key pages in the same run with the resolved Chromium. This CPU is slow
// and noisy, so Performance is judged against the floor measured moments apart (docs/TOOLCHAIN.md#figures-seen-with-the-minimal-prototype-guides-not-promises).
// Budget (issue 3): Accessibility, Best Practices and SEO 100; Performance within 5 of the floor.
//
//   OUT_DIR=.out/site PORT=4302 npm run lighthouse            # one run per page
//   npm run lighthouse -- --runs 3                             # median of three runs per page
//   npm run lighthouse -- /pricing /services/seo               # only these pages (plus the floor)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, findChromium } from './chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, process.env.OUT_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 4180);
const origin = `http://127.0.0.1:${port}`;
const reportDir = resolve(root, '.lighthouse');
const FLOOR_PATH = '/lighthouse-floor/';
const PERF_GAP_BUDGET = 5;

const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex >= 0 ? Math.max(1, Number(args[runsIndex + 1]) || 1) : 1;
const requested = args.filter(
  (a, i) => a.startsWith('/') && (runsIndex < 0 || i !== runsIndex + 1),
);
const pages = requested.length > 0 ? requested : ['/', '/tampa', '/pricing', '/services/seo'];

const categories = [
  ['performance', 'Perf'],
  ['accessibility', 'A11y'],
  ['best-practices', 'BP'],
  ['seo', 'SEO'],
];

// The floor: what a page with nothing but one heading scores on this machine right now.
const floorHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Lighthouse floor page</title>
    <meta name="description" content="A static page with a single heading, used as the Performance floor for Lighthouse runs." />
    <link rel="icon" href="data:," />
  </head>
  <body>
    <main><h1>Lighthouse floor page</h1></main>
  </body>
</html>
`;

async function answers(url) {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

async function waitForServer(child, url, timeoutMs = 30_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`vite preview exited before serving ${url}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`vite preview did not answer at ${url} within ${timeoutMs / 1000} s`);
}

function startPreview() {
  const child = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
      '--outDir',
      outDir,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  child.on('exit', (code) => {
    if (code) console.error(`vite preview exited with ${code}:\n${log}`);
  });
  return child;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function audit(chrome, path) {
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
  return {
    path,
    scores: Object.fromEntries(categories.map(([id]) => [id, median(scores[id])])),
    failing,
    metrics,
  };
}

async function main() {
  if (!existsSync(join(outDir, 'index.html'))) {
    throw new Error(
      `No build in ${outDir}: run \`OUT_DIR=${process.env.OUT_DIR ?? 'dist'} npm run build\` first.`,
    );
  }
  const chromePath = await findChromium();
  if (!chromePath)
    throw new Error('No Chromium: run `node scripts/chromium.mjs --install` or set CHROME_PATH.');

  const floorDir = join(outDir, FLOOR_PATH);
  await mkdir(floorDir, { recursive: true });
  await writeFile(join(floorDir, 'index.html'), floorHtml);
  await mkdir(reportDir, { recursive: true });

  // Measuring someone else's server on this port would report their build as ours.
  if (await answers(`${origin}/`))
    throw new Error(`Port ${port} is already in use: set PORT to a free port.`);
  const server = startPreview();
  let chrome;
  try {
    await waitForServer(server, `${origin}/`);
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
      const r = await audit(chrome, path);
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
      for (const [id, label] of categories.slice(1))
        if (r.scores[id] < 100) problems.push(`${r.path}: ${label} ${r.scores[id]} < 100`);
      if (floor - r.scores.performance > PERF_GAP_BUDGET)
        problems.push(
          `${r.path}: Performance ${r.scores.performance} is more than ${PERF_GAP_BUDGET} below the floor ${floor}`,
        );
      for (const f of r.failing) problems.push(`${r.path}: ${f}`);
    }
    console.log(`\nReports: ${reportDir}`);
    if (problems.length > 0) {
      console.log(`\nOver budget:\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log(
        `\nWithin budget: A11y/BP/SEO 100 and Performance within ${PERF_GAP_BUDGET} of the floor on every page.`,
      );
    }
  } finally {
    if (chrome) await chrome.kill();
    try {
      process.kill(-server.pid);
    } catch {
      server.kill();
    }
    await rm(floorDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
