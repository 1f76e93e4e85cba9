// Prints the gzip bytes of the JS and CSS that `/` loads before any interaction, and fails above
// the budget. "Loads" = the entry chunk, its static imports, and the home page's lazy chunk with its
// static imports (the client loads the matched page before hydrating). Reads Vite's manifest.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_JS = 180 * 1024;
const dist = resolve(import.meta.dirname, '..', process.env.OUT_DIR ?? 'dist');
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));

const HOME_PAGE = 'src/features/site/pages/HomePage.tsx';
// Modules that must never be in the first load of `/` (issue: Foundation, item 9).
const FORBIDDEN = [
  /@xyflow/,
  /jszip/,
  /marked/,
  /dompurify/,
  /redux-persist/,
  /features\/(blog|admin|neuroslice)\//,
  /StoreLayout/,
];

const seen = new Set();
function collect(key) {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) collect(dep);
}
collect('index.html');
collect(HOME_PAGE);

const files = new Map();
for (const key of seen) {
  const chunk = manifest[key];
  files.set(chunk.file, { key, type: 'js' });
  for (const css of chunk.css ?? []) files.set(css, { key, type: 'css' });
}

let js = 0;
let css = 0;
const rows = [];
for (const [file, { key, type }] of files) {
  const bytes = gzipSync(await readFile(join(dist, file)), { level: 9 }).length;
  if (type === 'js') js += bytes;
  else css += bytes;
  rows.push({ file, key, bytes });
}
rows.sort((a, b) => b.bytes - a.bytes);
for (const row of rows)
  console.log(`${String(row.bytes).padStart(8)} B  ${row.file}  (${row.key})`);

const offenders = [...seen].filter((key) => FORBIDDEN.some((re) => re.test(key)));
const kib = (n) => (n / 1024).toFixed(1);
console.log(`\ninitial JS for /: ${js} B gzip (${kib(js)} KiB) of ${kib(BUDGET_JS)} KiB budget`);
console.log(`initial CSS for /: ${css} B gzip (${kib(css)} KiB)`);
if (offenders.length) console.log(`modules that must not load on /: ${offenders.join(', ')}`);
if (js > BUDGET_JS || offenders.length) {
  console.error('size: over budget');
  process.exit(1);
}
console.log('size: within budget');
