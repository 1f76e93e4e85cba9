// `npm run vnu`: the W3C Nu HTML Checker (the vnu-jar package, run on Java 17+) over every page of
// the build in dist/ and of a build with published posts included (the fixture content folder,
// built into dist-content when missing or stale, as the published-blog journeys use it). Fails on
// any error or warning; "info" messages (e.g. the trailing slash Vite writes on void elements in
// index.html) are counted, not failed.
//
//   npm run vnu                      # dist/ and dist-content/
//   npm run vnu -- dist-leads        # any folders given
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import vnuJar from 'vnu-jar';
import { ensureBuild, fixtureContentDir } from './extra-build.mjs';

const root = resolve(import.meta.dirname, '..');

// Messages the checker gets wrong, each with why. Keep this list short and specific.
const KNOWN_WRONG = [
  {
    // CSS View Transitions Level 2 (cross-document view transitions, https://www.w3.org/TR/css-view-transitions-2/):
    // valid CSS the checker's CSS parser does not know yet.
    match: (m) =>
      m.type === 'error' && m.message.startsWith('CSS: Unrecognized at-rule “@view-transition”'),
    why: 'CSS View Transitions Level 2 at-rule, unknown to the checker',
  },
  {
    // CSS Basic User Interface Level 4's field-sizing (https://drafts.csswg.org/css-ui-4/#field-sizing):
    // the contact form's message box grows with its text; the checker's CSS parser predates it.
    match: (m) =>
      m.type === 'error' && m.message.startsWith('CSS: “field-sizing”: Property “field-sizing”'),
    why: 'CSS field-sizing property, unknown to the checker',
  },
];

function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

const given = process.argv.slice(2);
const folders = given.length
  ? given
  : [
      process.env.OUT_DIR ?? 'dist',
      (() => {
        const outDir = process.env.CONTENT_OUT_DIR ?? 'dist-content';
        ensureBuild(outDir, { CONTENT_DIR: fixtureContentDir });
        return outDir;
      })(),
    ];
const files = folders.flatMap((folder) => htmlFiles(resolve(root, folder)));
if (files.length === 0) throw new Error(`No HTML pages in ${folders.join(', ')}`);

const java = process.env.JAVA ?? 'java';
// One short run: Java's first compiler only, and its plain collector. The checker's report is the
// same byte for byte, in half the CPU (the site's 27 pages: 4.7 CPU-s against 10.0). Code from
// that compiler takes more stack than the 1 MB default gives the checker's schema (1 MB overflowed):
// 8 MB.
const JVM_OPTIONS = ['-Xss8m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
const run = spawnSync(
  java,
  [...JVM_OPTIONS, '-jar', String(vnuJar), '--format', 'json', '--stdout', ...files],
  {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  },
);
if (run.error)
  throw new Error(`Could not run ${java} (the checker needs Java 17+): ${run.error.message}`);
let messages;
try {
  ({ messages } = JSON.parse(run.stdout));
} catch {
  throw new Error(`The checker printed no JSON report:\n${run.stdout}\n${run.stderr}`);
}

const ignored = new Map();
const problems = [];
let infos = 0;
for (const m of messages) {
  const known = KNOWN_WRONG.find((k) => k.match(m));
  if (known) ignored.set(known.why, (ignored.get(known.why) ?? 0) + 1);
  else if (m.type === 'info' && m.subType !== 'warning') infos++;
  else problems.push(m);
}
const errors = problems.filter((m) => m.type !== 'info');
const warnings = problems.filter((m) => m.type === 'info');

for (const m of problems) {
  const file = relative(root, new URL(m.url).pathname);
  const where = m.lastLine ? `:${m.lastLine}:${m.firstColumn ?? m.lastColumn}` : '';
  console.log(`${file}${where} ${m.type === 'info' ? 'warning' : m.type}: ${m.message}`);
  if (m.extract) console.log(`    ${m.extract.replace(/\s+/g, ' ').slice(0, 200)}`);
}
for (const [why, count] of ignored) console.log(`ignored ${count}× (${why})`);
console.log(
  `W3C Nu HTML Checker: ${files.length} pages in ${folders.join(', ')}: ${errors.length} errors, ${warnings.length} warnings, ${infos} info`,
);
// The checker's own exit status counts the known-wrong errors too (it exits 1 on any error), so the
// verdict is ours, from its parsed report; a run that printed no report has thrown above.
process.exit(problems.length === 0 ? 0 : 1);
