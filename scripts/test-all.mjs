// `npm test`: every check, with the steps that do not depend on each other overlapping on the two
// cores, each step's time printed, and one closing line `N passed, N failed` totalling the test
// runners (Vitest, the Playwright journeys and the stories in Chromium).
//
//   1. lint (ESLint, Prettier, knip, the workflow files) | typecheck | build with prerender, then
//      valid HTML, size budget, the W3C Nu HTML Checker over it and over a build with published
//      posts (dist-content, which the e2e journeys reuse), and valid HTML of that build too
//   2. unit tests (Vitest)   | Storybook build, then two smoke runs | the other smoke runs (each
//      benchmark script once at a tiny size)
//   3. e2e journeys (Playwright, against the one built site)
//   4. every story in Chromium: play, axe and screenshot in one visit
//
// Each step runs its npm script, so the commands live in package.json only. A parallel step's
// output is held and printed whole when it ends, so two steps never interleave their lines.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('test-results', { recursive: true });
// One id for this run: an extra build made by an earlier step is reused by later ones, even under
// CI (scripts/extra-build.mjs).
process.env.TEST_RUN ??= String(Date.now());
const results = [];

function counts(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  return read(JSON.parse(readFileSync(file, 'utf8')));
}

const vitestCounts = () =>
  counts('test-results/vitest.json', (report) => ({
    passed: report.numPassedTests ?? 0,
    failed:
      (report.numFailedTests ?? 0) + (report.success === false && !report.numFailedTests ? 1 : 0),
  }));

// A flaky test passed on retry: counted as passed, as Playwright itself does.
const playwrightCounts = (file) => () =>
  counts(file, ({ stats }) => ({
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
  }));

/** Runs one step; resolves with whether it passed. Output is held when others run beside it. */
function step(name, command, { tally, env = {}, quiet = false } = {}) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(command, {
      shell: true,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      const counted = tally ? tally() : undefined;
      results.push({ name, ok, seconds, tally: counted });
      if (quiet) console.log(`\n=== ${name}: ${command}\n${output.trimEnd()}`);
      console.log(
        `=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds}s${counted ? ` (${counted.passed} passed, ${counted.failed} failed)` : ''}`,
      );
      done(ok);
    });
  });
}

/** Steps one after another; a failed step stops the ones after it (they are marked not run). */
async function chain(...steps) {
  for (const [i, [name, command, options]] of steps.entries()) {
    if (!(await step(name, command, { ...options, quiet: true }))) {
      for (const [skipped, , skippedOptions] of steps.slice(i + 1))
        results.push({
          name: `${skipped} (not run)`,
          ok: false,
          seconds: '0',
          tally: skippedOptions?.tally ? { passed: 0, failed: 1 } : undefined,
        });
      return false;
    }
  }
  return true;
}

const started = Date.now();
for (const f of ['vitest.json', 'e2e.json', 'visual.json'])
  rmSync(`test-results/${f}`, { force: true });

const CHECKS_OF_THE_BUILD = [
  'valid HTML',
  'size budget',
  'W3C HTML checker, with published posts',
  'valid HTML, with published posts',
];

/** The build, then the checks of what it wrote; the later steps need only the build itself. */
async function buildAndCheck() {
  const built = await chain(['build and prerender', 'npm run build']);
  if (!built) {
    for (const name of CHECKS_OF_THE_BUILD)
      results.push({ name: `${name} (not run: no build)`, ok: false, seconds: '0' });
    return false;
  }
  await chain(['valid HTML', 'npm run validate-html']);
  await chain(['size budget', 'npm run size']);
  // Builds dist-content first when needed: the published-blog journeys then reuse it.
  await chain(
    ['W3C HTML checker, with published posts', 'npm run vnu'],
    [
      'valid HTML, with published posts',
      'npm run validate-html',
      { env: { OUT_DIR: process.env.CONTENT_OUT_DIR ?? 'dist-content' } },
    ],
  );
  return true;
}

const [, , built] = await Promise.all([
  chain(['lint, format and unused code', 'npm run lint']),
  chain(['typecheck', 'npm run typecheck']),
  buildAndCheck(),
]);

// Each benchmark once at a tiny size: proves the script still runs (never judges a time). They
// run in two lanes beside the unit tests, so that no core idles while one long step runs alone.
const smokeBench = [
  'smoke: bench',
  'npm run bench',
  { env: { BENCH_NODES: '300', BENCH_RUNS: '1' } },
];
const smokeMap = [
  'smoke: bench:map',
  'npm run bench:map',
  { env: { BENCH_COUNTS: '200', BENCH_RUNS: '1', BENCH_FRAMES: '20' } },
];
const smokePublish = [
  'smoke: bench:publish',
  'npm run bench:publish',
  {
    env: {
      BENCH_POSTS: '3',
      BENCH_IMAGE_POSTS: '1',
      BENCH_PHOTO_WIDTH: '600',
      BENCH_IMAGE_WARM: '0',
    },
  },
];
const smokeAnalysis = ['smoke: bench:analysis', 'npm run bench:analysis'];
// The unit tests run the differential check over 20 seeds; this only proves the script runs.
const smokeFuzz = ['smoke: fuzz:build', 'npm run fuzz:build', { env: { FUZZ_SEEDS: '1' } }];
const smokeOfTheBuild = built
  ? [
      ['smoke: bench:hydration', 'npm run bench:hydration -- --runs 1 /'],
      ['smoke: bench:app-screens', 'npm run bench:app-screens -- --runs 1'],
      ['smoke: lighthouse', 'npm run lighthouse -- --report-only /'],
    ]
  : [];
/** Steps one after another, each a chain of its own: one failing does not stop the next. */
const lane = async (...steps) => {
  for (const s of steps) await chain(s);
};
await Promise.all([
  chain([
    'unit tests',
    'npm run unit -- --reporter=default --reporter=json --outputFile=test-results/vitest.json',
    { tally: vitestCounts },
  ]),
  lane(['storybook build', 'npm run build-storybook'], smokeMap, smokeAnalysis, smokeFuzz),
  lane(smokeBench, smokePublish, ...smokeOfTheBuild),
]);

if (built)
  await step('e2e journeys', 'npm run e2e', { tally: playwrightCounts('test-results/e2e.json') });
else
  results.push({
    name: 'e2e journeys (not run: no build)',
    ok: false,
    seconds: '0',
    tally: { passed: 0, failed: 1 },
  });

await step('stories in Chromium: play, axe and screenshots', 'npm run test:visual', {
  env: { VISUAL_SKIP_BUILD: existsSync('storybook-static/index.json') ? '1' : '' },
  tally: playwrightCounts('test-results/visual.json'),
});

console.log('\nSummary');
for (const r of results)
  console.log(
    `  ${r.ok ? 'ok    ' : 'FAILED'} ${r.name.padEnd(48)} ${r.seconds.padStart(7)}s${r.tally ? `  (${r.tally.passed} passed, ${r.tally.failed} failed)` : ''}`,
  );
console.log(`  total ${((Date.now() - started) / 1000).toFixed(1)}s`);
const passed = results.reduce((n, r) => n + (r.tally?.passed ?? 0), 0);
const failedTests = results.reduce((n, r) => n + (r.tally?.failed ?? 0), 0);
const failedSteps = results.filter((r) => !r.ok && !r.tally).length;
console.log(`${passed} passed, ${failedTests + failedSteps} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
