// `npm run bench:map`: builds the benchmark page (scripts/bench-map) into .out/bench-map, serves
// it, and in headless Chromium renders our Neural Map and bare React Flow (default nodes) at 500,
// 1,000, 2,000 and 5,000 nodes: time to first render and frames per second during a scripted
// pan/zoom with every node expanded. At 2,000 and 5,000 nodes it also times our map's "Collapse all"
// and "Expand all" buttons, from the click to the map showing the new set (issue 14).
// Goals: ours within 1.5x of bare's render time (issue 6); >= 50 fps panning 5,000 nodes (issue 14).
//   BENCH_COUNTS=2000,5000 BENCH_RUNS=5 npm run bench:map
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from './chromium.mjs';

const root = resolve('scripts/bench-map');
const outDir = resolve('.out/bench-map');
const COUNTS = process.env.BENCH_COUNTS
  ? process.env.BENCH_COUNTS.split(',').map(Number)
  : [500, 1000, 2000, 5000];
const FOLD_COUNTS = new Set([2000, 5000]);
const VARIANTS = ['bare', 'ours'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAN_MS = 3000;

await build({
  configFile: false,
  root,
  base: './',
  logLevel: 'warn',
  plugins: [react()],
  build: { outDir, emptyOutDir: true },
});

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};
const server = createServer(async (req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  try {
    const body = await readFile(join(outDir, path === '/' ? 'index.html' : path));
    res.writeHead(200, { 'content-type': types[extname(path)] ?? 'text/html' });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}/`;

const browser = await chromium.launch({ executablePath: await findChromium(), args: chromiumArgs });

async function measure(variant, n) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${base}?variant=${variant}&n=${n}`);
  await page.waitForFunction(() => window.__bench?.renderMs !== undefined, null, {
    timeout: 120_000,
  });
  const { renderMs, shown } = await page.evaluate(() => ({
    renderMs: window.__bench.renderMs,
    shown: window.__bench.shown,
  }));
  await page.waitForTimeout(300);
  // Fold and unfold the whole plan with the map's own buttons; the pan below then runs with
  // everything expanded again.
  let fold;
  if (variant === 'ours' && FOLD_COUNTS.has(n)) {
    const click = (name) => page.evaluate((button) => window.__bench.timeClick(button), name);
    const collapse = await click('Collapse all');
    await page.waitForTimeout(300);
    const expand = await click('Expand all');
    await page.waitForTimeout(300);
    fold = { collapseMs: collapse.ms, expandMs: expand.ms, folded: collapse.shown };
  }
  // Scripted pan and zoom with the mouse, as a person would: drags across the pane and wheel steps.
  await page.evaluate(() => {
    window.__bench.frames = 0;
    window.__bench.counting = true;
    window.__bench.t0 = performance.now();
  });
  const cdp = process.env.BENCH_DEBUG ? await page.context().newCDPSession(page) : undefined;
  if (cdp) await cdp.send('Performance.enable');
  const metrics = async () =>
    Object.fromEntries(
      (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
    );
  const before = cdp ? await metrics() : undefined;
  const began = Date.now();
  let direction = 1;
  while (Date.now() - began < PAN_MS) {
    await page.mouse.move(640, 400);
    await page.mouse.down();
    for (let i = 1; i <= 10; i += 1)
      await page.mouse.move(640 + direction * i * 20, 400 + direction * i * 8);
    await page.mouse.up();
    await page.mouse.wheel(0, direction * -240);
    direction = -direction;
  }
  const fps = await page.evaluate(() => {
    window.__bench.counting = false;
    return (window.__bench.frames * 1000) / (performance.now() - window.__bench.t0);
  });
  if (cdp) {
    // Where the main thread's time went during the pan (BENCH_DEBUG=1), for tuning.
    const after = await metrics();
    const delta = (k) => ((after[k] - before[k]) * 1000).toFixed(0);
    console.log(
      `${variant} ${n}: task ${delta('TaskDuration')} ms, script ${delta('ScriptDuration')} ms, style ${delta('RecalcStyleDuration')} ms, layout ${delta('LayoutDuration')} ms`,
    );
  }
  await page.close();
  return { renderMs, fps, shown, fold };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = [];
for (const n of COUNTS) {
  const runs = { bare: [], ours: [] };
  // Interleaved, so a busy machine slows both variants alike.
  for (let i = 0; i < RUNS; i += 1)
    for (const variant of VARIANTS) runs[variant].push(await measure(variant, n));
  const row = { n };
  for (const variant of VARIANTS) {
    row[variant] = {
      renderMs: median(runs[variant].map((r) => r.renderMs)),
      fps: median(runs[variant].map((r) => r.fps)),
      shown: Math.min(...runs[variant].map((r) => r.shown)),
    };
  }
  const folds = runs.ours.map((r) => r.fold).filter(Boolean);
  if (folds.length)
    row.fold = {
      collapseMs: median(folds.map((f) => f.collapseMs)),
      expandMs: median(folds.map((f) => f.expandMs)),
      folded: folds[0].folded,
    };
  results.push(row);
}
await browser.close();
server.close();

console.log(`\nNeural Map benchmark (median of ${RUNS} runs, headless Chromium, 1280x800)\n`);
console.log('nodes | bare render ms | ours render ms | ratio | bare fps | ours fps | shown');
for (const { n, bare, ours } of results) {
  console.log(
    [
      String(n).padStart(5),
      bare.renderMs.toFixed(0).padStart(13),
      ours.renderMs.toFixed(0).padStart(14),
      (ours.renderMs / bare.renderMs).toFixed(2).padStart(5),
      bare.fps.toFixed(1).padStart(8),
      ours.fps.toFixed(1).padStart(8),
      `${bare.shown}/${ours.shown}`.padStart(5),
    ].join(' | '),
  );
}
const folding = results.filter((r) => r.fold);
if (folding.length) {
  console.log('\nnodes | Collapse all ms (nodes left) | Expand all ms | fps panning, all expanded');
  for (const { n, fold, ours } of folding)
    console.log(
      [
        String(n).padStart(5),
        `${fold.collapseMs.toFixed(0)} (${fold.folded})`.padStart(28),
        fold.expandMs.toFixed(0).padStart(13),
        ours.fps.toFixed(1).padStart(25),
      ].join(' | '),
    );
}
const last = results.at(-1);
const ratio = last.ours.renderMs / last.bare.renderMs;
const pass = ratio <= 1.5 && last.ours.fps >= 50;
console.log(
  `\nAt ${last.n} nodes: render ratio ${ratio.toFixed(2)} (goal <= 1.5), ${last.ours.fps.toFixed(1)} fps while panning (goal >= 50): ${pass ? 'PASS' : 'MISS'}`,
);
