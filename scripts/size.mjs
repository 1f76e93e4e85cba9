// npm run size: the gzip bytes of the JS each prerendered page loads before any interaction, page by
// page, against its budget (docs/PRODUCT.md#static-first-public-pages): `/` at most 100 KiB, every other public page 110 KiB. "Loads"
// = the page's module scripts and module preloads (a document: its entry and the chunks of its
// islands; a page of the single-page app: the app's entry and the page's lazy
// chunks), each with its static imports, read from the HTML in dist/ and Vite's manifest. Also
// fails if a heavy module (React Flow, jszip, Markdown, store, admin, tool) is in the first load
// of `/`.
//
// The apps' first screens too (the targets of docs/ARCHITECTURE.md#apps-in-pieces: `/admin/blog` 120 KiB, `/admin/blog/posts/new`
// 150 KiB, `/neuroslice`, its Create tab, 130 KiB; the enforced budgets are what the first pass of
// the split reached, so they only ratchet down, until they meet the targets). An app path is served app.html: its first
// screen is that file's scripts and the chunks of the lazy routes the path matches (the server
// build's `appScreenModules`), each with its static imports. What the screen fetches later (on
// idle, on intent, on use) is not counted. Fails too if an admin path loads NeuroSlice code or
// `/neuroslice` admin code (which app a chunk carries: vite.config.ts, chunk-features.json).
//
//   npm run size -- --chunks      # also lists each app screen's chunks, largest first
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { lazyModuleKey } from './lazyModule.mjs';

const KIB = 1024;
// The budgets of docs/PRODUCT.md#static-first-public-pages: 100 KiB on `/`, 110 KiB on every other public page. The documents' islands
// run on Preact's React-compatible runtime (vite.config.ts), which is what brings them within.
const TARGET_HOME = 100 * KIB;
const TARGET_PAGE = 110 * KIB;
const BUDGET_HOME = TARGET_HOME;
const BUDGET_PAGE = TARGET_PAGE;
const dist = resolve(import.meta.dirname, '..', process.env.OUT_DIR ?? 'dist');
const ssrDir = resolve(import.meta.dirname, '..', process.env.SSR_OUT_DIR ?? 'dist-ssr');
// The apps' first screens: the target (docs/PRODUCT.md: not reached yet), the enforced budget, a
// ratchet at what the apps load now (141, 165 and 147 KiB, from 257, 295 and 322 before the
// split; the split alone reached 177, 224 and 210, then publishing, consent and calendar moves
// added theirs, up to 200, 240 and 219; zod/mini, dialogs loaded when asked, the Create tab
// without the Settings tab or TextField's select menu and the dates without date-fns took them
// back down to 173, 222 and 199; valibot in zod/mini's place to 160, 209 and 186; the Create
// tab's icon labels in CSS, without MUI's Tooltip and Popper, to 173 for NeuroSlice; React
// Router's declarative router in its data router's place to 144, 193 and 157; the brain dump as
// the plain field and the model's failure loaded when shown to 148 for NeuroSlice; the editor's
// text boxes and selects as the plain fields, without MUI's menu select, to 169; React Router's unused components dropped to 140, 165 and
// 144; the upload reader loaded on first use to 143 for NeuroSlice; then 146 for NeuroSlice, not
// from new code: its count had left out the tool's store, which its route's load fetches and waits
// for, until the route named it (`alsoLoads`) and app.html preloaded it); the editor's tags and
// status as the browser's checkboxes and radios, without MUI's Checkbox, Radio and form parts,
// to 158 for the editor; the tabs as the design system's TabBar, without MUI's Tabs, to 150
// for the editor (its target) and 138 for NeuroSlice; the admin's side menu as plain links,
// without MUI's List parts, to 139 and 147; the design system's Button as a plain control,
// without MUI's Button, IconButton and ButtonBase, to 130, 146 and 129 (NeuroSlice within its
// target, now its budget); the site's header and footer, the dashboard's cards and post lists
// without MUI's AppBar, Paper, List parts, Link and Stack, and the GitHub session fetched beside
// the admin's first screen, to 119 (the dashboard's target, now its budget) and 143; and the app
// whose code each must not load. One file is counted once, whichever build's manifest names it.
const APP_SCREENS = [
  { route: '/admin/blog', target: 120 * KIB, budget: 120 * KIB, foreign: 'neuroslice' },
  { route: '/admin/blog/posts/new', target: 150 * KIB, budget: 143 * KIB, foreign: 'neuroslice' },
  { route: '/neuroslice', target: 130 * KIB, budget: 130 * KIB, foreign: 'admin' },
];
// Vite's manifests, which scripts/prerender.mjs moves out of dist/ beside the server build: the
// single-page app's and the public documents' (a build of its own, vite.config.ts).
const readManifest = async (name) => JSON.parse(await readFile(resolve(ssrDir, name), 'utf8'));
const manifests = {
  app: await readManifest('client-manifest.json'),
  documents: await readManifest('documents-manifest.json'),
};
const chunkFeatures = await readManifest('chunk-features.json');

// Modules that must never be in the first load of `/` (docs/PRODUCT.md#static-first-public-pages).
const FORBIDDEN = [
  /@xyflow/,
  /jszip/,
  /marked/,
  /dompurify/,
  /redux-persist/,
  /features\/(blog|admin|neuroslice)\//,
  /StoreLayout/,
  /^index\.html$/, // the single-page app's entry (router, store) on a document
];

// Code that needs the visitor's consent (docs/ARCHITECTURE.md#consent-gated-code): loaded by
// src/lib/consent/measurement.ts after Accept, never in any page's first load.
const CONSENT_GATED = [
  /@plausible-analytics/,
  /web-vitals/,
  /src\/lib\/consent\/(analytics|attribution)\.ts$/,
];
// The tracker's own words, which survive minifying: proof that its code is in a built file.
const TRACKER_CODE = ['plausible.init()', 'layout-shift'];

// A chunk is named `<build>:<manifest key>`: the two builds have keys in common.
const chunks = new Map();
const byFile = new Map();
for (const [build, manifest] of Object.entries(manifests))
  for (const [key, chunk] of Object.entries(manifest)) {
    chunks.set(`${build}:${key}`, { ...chunk, key, build });
    byFile.set(`/${chunk.file}`, `${build}:${key}`);
  }

function collect(id, seen) {
  if (seen.has(id)) return;
  const chunk = chunks.get(id);
  if (!chunk) throw new Error(`${id} is not in the Vite manifests`);
  seen.add(id);
  for (const dep of chunk.imports ?? []) collect(`${chunk.build}:${dep}`, seen);
}

const gzipCache = new Map();
async function gzipBytes(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(await readFile(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** The manifest keys a page's HTML loads before any interaction. */
function initialKeys(html) {
  const urls = [
    ...[...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map((m) => m[1]),
    // A document's own module script imports its entry and its islands' modules.
    ...[...html.matchAll(/<script type="module">([^<]*)<\/script>/g)].flatMap(([, code]) =>
      [...code.matchAll(/from"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
    ),
    // The single-page app's entry, injected after the first paint by its loader.
    ...[...html.matchAll(/\.src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
  ];
  const seen = new Set();
  for (const url of urls) {
    const key = byFile.get(url);
    if (!key) throw new Error(`${url} is not in the Vite manifest`);
    collect(key, seen);
  }
  return seen;
}

async function htmlFiles(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.name.startsWith('.')) continue;
    if (entry.isDirectory() && entry.name !== 'assets') out.push(...(await htmlFiles(path)));
    else if (entry.isFile() && entry.name.endsWith('.html')) out.push(path);
  }
  return out;
}

/**
 * The files behind a set of manifest keys: the app's and the documents' builds write into one
 * assets folder, so a module both use can be one file under two keys, fetched once.
 */
const filesOf = (keys) => new Set([...keys].map((id) => chunks.get(id).file));

async function gzipTotal(keys) {
  let total = 0;
  for (const file of filesOf(keys)) total += await gzipBytes(file);
  return total;
}

const kib = (n) => (n / KIB).toFixed(1);
const rows = [];
let failed = false;
for (const file of (await htmlFiles(dist)).sort()) {
  const html = await readFile(file, 'utf8');
  const name = relative(dist, file).replace(/\.html$/, '');
  if (name === 'app' || html.includes('http-equiv="refresh"')) continue; // the bare app; redirects
  const route = name === 'index' ? '/' : `/${name}`;
  const keys = initialKeys(html);
  const js = await gzipTotal(keys);
  const kind = keys.has('app:index.html') ? 'app' : 'document';
  const budget = route === '/' ? BUDGET_HOME : BUDGET_PAGE;
  const offenders = [...keys].filter((id) =>
    [...(route === '/' ? FORBIDDEN : []), ...CONSENT_GATED].some((re) =>
      re.test(chunks.get(id).key),
    ),
  );
  // Pages of the single-page app are reported; the budget binds the documents.
  const over = kind === 'document' && js > budget;
  if (over || offenders.length) failed = true;
  const target = route === '/' ? TARGET_HOME : TARGET_PAGE;
  rows.push({ route, kind, js, budget, target, files: filesOf(keys).size, over, offenders });
}

console.log(
  `${'page'.padEnd(44)} ${'kind'.padEnd(9)} ${'JS gzip'.padStart(10)}  target  budget  files`,
);
for (const r of rows) {
  console.log(
    `${r.route.padEnd(44)} ${r.kind.padEnd(9)} ${`${kib(r.js)} KiB`.padStart(10)}  ${kib(r.target).padStart(6)}  ${kib(r.budget).padStart(6)}  ${String(r.files).padStart(5)}${r.over ? '  OVER BUDGET' : r.js > r.target ? '  over target' : ''}`,
  );
  if (r.offenders.length) console.log(`  modules that must not load on ${r.route}: ${r.offenders}`);
}
// The apps' first screens (docs/ARCHITECTURE.md#apps-in-pieces).
const { appScreenModules } = await import(pathToFileURL(join(ssrDir, 'prerender.js')).href);
const appShell = initialKeys(await readFile(join(dist, 'app.html'), 'utf8'));
const appRows = [];
for (const { route, target, budget, foreign } of APP_SCREENS) {
  const keys = new Set(appShell);
  for (const name of appScreenModules(route))
    collect(`app:${lazyModuleKey(manifests.app, name)}`, keys);
  const js = await gzipTotal(keys);
  const offenders = [...keys].filter((id) =>
    (chunkFeatures[chunks.get(id).file] ?? []).includes(foreign),
  );
  const over = js > budget;
  if (over || offenders.length) failed = true;
  appRows.push({ route, js, target, budget, files: filesOf(keys).size, over, offenders, foreign });
  if (process.argv.includes('--chunks')) {
    const byItsFile = new Map([...keys].map((id) => [chunks.get(id).file, chunks.get(id).key]));
    const sized = await Promise.all(
      [...byItsFile].map(async ([file, key]) => [await gzipBytes(file), key]),
    );
    console.log(`\n${route}: its chunks, gzip bytes`);
    for (const [bytes, key] of sized.sort((a, b) => b[0] - a[0]))
      console.log(`${String(bytes).padStart(8)}  ${key}`);
  }
}
console.log(`\n${'app first screen'.padEnd(44)} ${'JS gzip'.padStart(10)}  target  budget  files`);
for (const r of appRows) {
  console.log(
    `${r.route.padEnd(44)} ${`${kib(r.js)} KiB`.padStart(10)}  ${kib(r.target).padStart(6)}  ${kib(r.budget).padStart(6)}  ${String(r.files).padStart(5)}${r.over ? '  OVER BUDGET' : r.js > r.target ? '  over target' : ''}`,
  );
  if (r.offenders.length)
    console.log(
      `  ${r.foreign} code loaded on ${r.route}: ${r.offenders.map((id) => chunks.get(id).file)}`,
    );
}

const home = rows.find((r) => r.route === '/');
console.log(
  `\ninitial JS for /: ${home.js} B gzip (${kib(home.js)} KiB); target ${kib(TARGET_HOME)} KiB, budget ${kib(BUDGET_HOME)} KiB`,
);

// Unset, VITE_ANALYTICS_HOST leaves no analytics code in the build at all (README "Analytics").
if (!process.env.VITE_ANALYTICS_HOST?.trim()) {
  const withTracker = [];
  for (const name of await readdir(join(dist, 'assets'))) {
    if (!name.endsWith('.js')) continue;
    const code = await readFile(join(dist, 'assets', name), 'utf8');
    if (TRACKER_CODE.some((words) => code.includes(words))) withTracker.push(name);
  }
  const gated = [...chunks.values()]
    .filter((c) => CONSENT_GATED.some((re) => re.test(c.key)) && !/attribution/.test(c.key))
    .map((c) => c.file.replace(/^assets\//, ''));
  const found = [...new Set([...withTracker, ...gated])];
  if (found.length) {
    failed = true;
    console.error(`analytics code in a build without VITE_ANALYTICS_HOST: ${found.join(', ')}`);
  } else console.log('no analytics code in this build (VITE_ANALYTICS_HOST unset)');
}
if (failed) {
  console.error('size: over budget');
  process.exit(1);
}
console.log('size: within budget');
