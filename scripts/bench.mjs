#!/usr/bin/env node
/**
 * NeuroSlice engine benchmark (`npm run bench`): generate a plan, deepen it to 10,000 nodes, build
 * the strategy pack, and zip the same file contents with jszip alone in the same run. The pack's
 * time over jszip's is the engine's overhead; the last line is `pack vs jszip ratio: X.XX`
 * (median of several interleaved runs).
 *
 * Then "Write drafts for {month}" offline for a month of 30 entries (the tool's steps without
 * React: link suggestions over 40 published posts, outline, fields, the blog's draft thunk), and
 * the Calendar tab's first render at 30 and 300 entries in jsdom (React, MUI and dnd-kit as the
 * tool ships them; a browser draws faster, the ratio between the two sizes is what to watch).
 *
 * The engine is TypeScript, so it is bundled first (esbuild, jszip left external so both sides
 * use the same jszip) into .bench/, which git ignores.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import JSZip from 'jszip';
import { JSDOM } from 'jsdom';
import { median } from './measuring.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, '.bench');

// BENCH_NODES and BENCH_RUNS shrink the run for `npm test`'s smoke step (it checks the script
// finishes, never a time).
const TARGET_NODES = Number(process.env.BENCH_NODES ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SEED = 20261122;
const BRAIN_DUMP =
  'Med spa marketing in Tampa: Botox promos, before-and-after reels, Google reviews, a membership plan ' +
  'for repeat clients, TikTok creators, laser hair removal packages and a referral program for bridal parties.';
// A fixed day keeps the calendar and the zip entry dates identical from run to run.
const TODAY = new Date(2026, 10, 22, 9, 0, 0);

async function bundle(entry, file, options = {}) {
  mkdirSync(outDir, { recursive: true });
  const { build } = await import('esbuild');
  await build({
    entryPoints: [join(root, entry)],
    outfile: join(outDir, file),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    ...options,
  });
  return import(pathToFileURL(join(outDir, file)).href);
}

const bundleEngine = () =>
  bundle('scripts/bench/engine.ts', 'neuroslice-engine.mjs', { external: ['jszip'] });

/** "Write drafts for {month}" offline: 30 entries in November, drafted as the tool does. */
async function benchDrafts(data) {
  const drafts = await bundle('scripts/bench/drafts.ts', 'drafts.mjs');
  const month = new Date(2026, 10, 1, 9, 0, 0);
  const plan = { ...data, calendar: drafts.buildCalendar(data.nodes, month) };
  const posts = drafts.publishedPosts(40, month);
  drafts.writeDrafts(plan, posts);
  const times = [];
  let written = 0;
  for (let i = 0; i < RUNS; i++) {
    const run = await time(() => drafts.writeDrafts(plan, posts));
    times.push(run.ms);
    written = run.result;
  }
  row(
    'drafts for a month',
    ms(median(times)),
    `${written} drafts, ${plan.calendar[0].date} to ${plan.calendar.at(-1).date}, ${posts.length} published posts`,
  );
}

/** The Calendar tab's first render in jsdom, at 30 and 300 entries in one month. */
async function benchCalendar() {
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { pretendToBeVisual: true });
  // React DOM decides at load whether there is a DOM: the globals come first.
  for (const key of [
    'window',
    'document',
    'navigator',
    'HTMLElement',
    'Element',
    'Node',
    'getComputedStyle',
    'MutationObserver',
    'requestAnimationFrame',
    'cancelAnimationFrame',
    'CSS',
  ])
    if (dom.window[key] !== undefined)
      Object.defineProperty(globalThis, key, {
        value: dom.window[key],
        configurable: true,
        writable: true,
      });
  const calendar = await bundle('scripts/bench/calendar.tsx', 'calendar.mjs', {
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const events = (count) =>
    Array.from({ length: count }, (_, i) => ({
      id: `event-${i}`,
      title: `Storm season roofing checklist, part ${i + 1}`,
      date: `2026-11-${String((i % 30) + 1).padStart(2, '0')}`,
      node: { id: `node-${i}`, platform: 'Blog Post' },
    }));
  const today = new Date(2026, 10, 20);
  for (const count of [30, 300]) {
    calendar.renderCalendar(events(count), today);
    const times = [];
    let drawn = 0;
    for (let i = 0; i < RUNS; i++) {
      const run = calendar.renderCalendar(events(count), today);
      times.push(run.ms);
      drawn = run.drawn;
    }
    row(`calendar render, ${count}`, ms(median(times)), `${drawn} entries drawn, jsdom`);
  }
}

const ms = (value) => `${value.toFixed(1)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const row = (label, value, note = '') =>
  console.log(`${label.padEnd(26)}${value.padStart(10)}${note ? `  (${note})` : ''}`);

async function time(fn) {
  const start = performance.now();
  const result = await fn();
  return { ms: performance.now() - start, result };
}

/** Deepens round-robin (breadth first) until the plan has at least `target` nodes. */
function deepenTo(engine, data, target) {
  let current = data;
  let calls = 0;
  const queue = current.nodes.filter((n) => n.level < engine.MAX_LEVEL).map((n) => n.id);
  for (let i = 0; current.nodes.length < target; i++) {
    // Every node below level 5 can take more children, so the queue cycles until the target.
    const id = queue[i % queue.length];
    const added = engine.deepen(current, id, SEED + calls, { now: TODAY });
    calls++;
    current = engine.applyDeepen(current, added);
    for (const node of added.nodes) if (node.level < engine.MAX_LEVEL) queue.push(node.id);
  }
  return { data: current, calls };
}

/** The baseline: jszip by itself on the same texts, with the pack's own zip options. */
async function zipAlone(files, options) {
  const zip = new JSZip();
  for (const [name, text] of Object.entries(files)) zip.file(name, text, { date: TODAY });
  return zip.generateAsync(options);
}

async function main() {
  const bundled = await time(bundleEngine);
  const engine = bundled.result;
  console.log(`NeuroSlice engine benchmark (Node ${process.version}, ${RUNS} runs, median)`);
  row('bundle engine', ms(bundled.ms));

  const planTimes = [];
  let plan;
  for (let i = 0; i < RUNS; i++) {
    const run = await time(() => engine.generateSync(BRAIN_DUMP, SEED, { now: TODAY }));
    planTimes.push(run.ms);
    plan = run.result;
  }
  row(
    'generate plan',
    ms(median(planTimes)),
    `${plan.nodes.length} nodes, ${plan.variants.length} variants`,
  );

  const deepened = await time(() => deepenTo(engine, plan, TARGET_NODES));
  const { data, calls } = deepened.result;
  const levels = engine.LEVELS.map((l) => data.nodes.filter((n) => n.level === l).length).join('/');
  row(
    `deepen to ${TARGET_NODES} nodes`,
    ms(deepened.ms),
    `${calls} deepen calls; ${data.nodes.length} nodes, by level ${levels}; ${data.variants.length} variants; ${data.calendar.length} calendar events`,
  );

  const files = engine.packFiles(data, TODAY);
  const sizes = Object.entries(files).map(
    ([name, text]) => `${name} ${kb(Buffer.byteLength(text))}`,
  );
  console.log(`${'pack files'.padEnd(26)}${sizes.join(', ')}`);

  // Warm both paths once, then interleave so machine noise hits both alike.
  await engine.buildStrategyPack(data, TODAY);
  await zipAlone(files, engine.ZIP_OPTIONS);
  const filesTimes = [];
  const packTimes = [];
  const zipTimes = [];
  let pack;
  let zipped;
  for (let i = 0; i < RUNS; i++) {
    filesTimes.push((await time(() => engine.packFiles(data, TODAY))).ms);
    const p = await time(() => engine.buildStrategyPack(data, TODAY));
    packTimes.push(p.ms);
    pack = p.result;
    const z = await time(() => zipAlone(files, engine.ZIP_OPTIONS));
    zipTimes.push(z.ms);
    zipped = z.result;
  }
  const packMedian = median(packTimes);
  const zipMedian = median(zipTimes);
  const same = Buffer.from(pack.bytes).equals(Buffer.from(zipped));
  row('write pack files (text)', ms(median(filesTimes)));
  row('build strategy pack', ms(packMedian), `${pack.fileName}, ${kb(pack.bytes.length)}`);
  row(
    'jszip alone, same files',
    ms(zipMedian),
    `${kb(zipped.length)}, identical bytes: ${same ? 'yes' : 'no'}`,
  );
  row('pack runs', packTimes.map((t) => t.toFixed(0)).join(' '), 'ms');
  row('jszip runs', zipTimes.map((t) => t.toFixed(0)).join(' '), 'ms');
  await benchDrafts(data);
  await benchCalendar();
  console.log(`pack vs jszip ratio: ${(packMedian / zipMedian).toFixed(2)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
