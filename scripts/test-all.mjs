// `npm test`: every check, with the steps that do not depend on each other overlapping on the two
// cores, each step's time printed, and one closing line `N passed, N failed` totalling the test
// runners (Vitest, the Playwright journeys and the stories in Chromium).
//
//   - three at a time, each starting as soon as a slot is free: lint (ESLint, Prettier, knip, the
//     workflow files), typecheck, build with prerender; once built, valid HTML, size budget, the
//     W3C Nu HTML Checker over it and over a build with published posts (dist-content, which the
//     e2e journeys reuse) and valid HTML of that build; unit tests (Vitest); Storybook build; a
//     smoke run of each benchmark script at a tiny size
//   - e2e journeys (Playwright, against the one built site), once the build's checks are done and
//     every step above has started
//   - every story in Chromium: play, axe and screenshot in one visit
//
// Each step runs its npm script, so the commands live in package.json only. A parallel step's
// output is held and printed whole when it ends, so two steps never interleave their lines.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('test-results', { recursive: true });
// One id for this run: an extra build made by an earlier step is reused by later ones, even under
// CI (scripts/extra-build.mjs).
process.env.TEST_RUN ??= String(Date.now());
// The extra builds and the benchmarks' builds prerender on one thread: the steps already fill both
// cores, and a second thread only adds its start-up (the site's 26 pages: 1.08 CPU-s on one thread
// against 1.68 on two). The site's own build keeps what it was given, else the prerender's own
// default (a thread per core), so the threads' shared work is still run and checked: an undefined
// variable is left out of a child's environment.
const threadsOfTheSiteBuild = process.env.PRERENDER_THREADS;
process.env.PRERENDER_THREADS ??= '1';
const results = [];

function counts(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 1, named: [`no report: ${file}`] };
  return read(JSON.parse(readFileSync(file, 'utf8')));
}

const vitestCounts = () =>
  counts('test-results/vitest.json', (report) => ({
    passed: report.numPassedTests ?? 0,
    failed:
      (report.numFailedTests ?? 0) + (report.success === false && !report.numFailedTests ? 1 : 0),
    named: (report.testResults ?? []).flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((t) => t.status === 'failed')
        .map((t) => `failed: ${file.name} > ${t.fullName ?? t.title}`),
    ),
  }));

/** Every test of a Playwright JSON report, with its file and its spec's title. */
function playwrightTests(suite) {
  return [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({ name: `${spec.file} > ${spec.title}`, status: test.status })),
    ),
    ...(suite.suites ?? []).flatMap(playwrightTests),
  ];
}

// A flaky test passed on retry: counted as passed, as Playwright itself does, and named in the
// summary, so that a run's last lines say which test failed or needed its retry.
const playwrightCounts = (file) => () =>
  counts(file, (report) => ({
    passed: (report.stats.expected ?? 0) + (report.stats.flaky ?? 0),
    failed: report.stats.unexpected ?? 0,
    named: [
      ...(report.errors ?? []).map((e) => `error: ${String(e.message).split('\n')[0]}`),
      ...playwrightTests(report)
        .filter((t) => t.status === 'unexpected' || t.status === 'flaky')
        .map((t) => `${t.status === 'flaky' ? 'passed on retry' : 'failed'}: ${t.name}`),
    ],
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

/**
 * At most three steps at once on the two cores, the next to start taken by its rank (lowest first,
 * then in the order asked): with fixed phases, a phase's last long step ran alone while the other
 * core idled (20 CPU-s at the end of the lint phase, 44 at the end of the next).
 */
const SLOTS = 3;
const waiting = [];
let running = 0;
/** Whoever waits for every step asked for to have started (everyStepStarted). */
const whenNoneWaiting = [];
function startWaiting() {
  while (running < SLOTS && waiting.length > 0) {
    waiting.sort((a, b) => a.rank - b.rank || a.order - b.order);
    const next = waiting.shift();
    running++;
    next.run().then((ok) => {
      running--;
      next.done(ok);
      startWaiting();
    });
  }
  if (waiting.length === 0) for (const done of whenNoneWaiting.splice(0)) done();
}
let asked = 0;
/** Runs `run` when a slot is free; resolves with what it resolves with. */
const inSlot = (rank, run) =>
  new Promise((done) => {
    waiting.push({ rank, order: asked++, run, done });
    startWaiting();
  });
/** Resolves once every step asked for so far has started, so the journeys can start beside the last ones. */
const everyStepStarted = () =>
  waiting.length === 0 ? Promise.resolve() : new Promise((done) => whenNoneWaiting.push(done));

// Ranks: the longest steps and the build first, the build's checks as soon as it is done (the
// journeys need them), then the long steps before the short ones that fill the gaps.
const lint = inSlot(0, () => chain(['lint, format and unused code', 'npm run lint']));
const typecheck = inSlot(0, () => chain(['typecheck', 'npm run typecheck']));
const built = inSlot(0, () =>
  chain([
    'build and prerender',
    'npm run build',
    { env: { PRERENDER_THREADS: threadsOfTheSiteBuild } },
  ]),
);
const checked = built.then(async (ok) => {
  if (!ok) {
    for (const name of CHECKS_OF_THE_BUILD)
      results.push({ name: `${name} (not run: no build)`, ok: false, seconds: '0' });
    return false;
  }
  const checks = await Promise.all([
    inSlot(1, () => chain(['valid HTML', 'npm run validate-html'])),
    inSlot(1, () => chain(['size budget', 'npm run size'])),
    // Builds dist-content first when needed: the published-blog journeys then reuse it.
    inSlot(1, () =>
      chain(
        ['W3C HTML checker, with published posts', 'npm run vnu'],
        [
          'valid HTML, with published posts',
          'npm run validate-html',
          { env: { OUT_DIR: process.env.CONTENT_OUT_DIR ?? 'dist-content' } },
        ],
      ),
    ),
  ]);
  return checks.every(Boolean);
});

// Each benchmark once at a tiny size: proves the script still runs (never judges a time).
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
// The two that slow the CPU down run at full speed here: DevTools' throttle keeps a core spinning
// while the page waits (docs/TOOLCHAIN.md#a-slower-cpu-for-a-journey): one run of bench:app-screens
// took 22 CPU-s at 4x and 12 at full speed, bench:hydration 9 and 5.
const smokesOfTheBuild = [
  ['smoke: lighthouse', 'npm run lighthouse -- --report-only /'],
  ['smoke: bench:app-screens', 'npm run bench:app-screens -- --runs 1 --cpu-slowdown 1'],
  ['smoke: bench:hydration', 'npm run bench:hydration -- --runs 1 --cpu-slowdown 1 /'],
];

const unit = inSlot(2, () =>
  chain([
    'unit tests',
    'npm run unit -- --reporter=default --reporter=json --outputFile=test-results/vitest.json',
    { tally: vitestCounts },
  ]),
);
const storybook = inSlot(2, () => chain(['storybook build', 'npm run build-storybook']));
const smokes = [
  ...[smokePublish, smokeMap, smokeFuzz, smokeBench, smokeAnalysis].map((smoke) =>
    inSlot(3, () => chain(smoke)),
  ),
  // Each needs the build; one that is missing is not run (the build's failure says why).
  ...smokesOfTheBuild.map((smoke) =>
    built.then((ok) => (ok ? inSlot(2, () => chain(smoke)) : false)),
  ),
];

// The journeys start once the build and its checks are done and every other step has started:
// their servers' builds run beside the last steps.
// (The smokes that need the build were asked for when it ended, before its checks.)
await checked;
await everyStepStarted();
let journeys;
if (await built)
  journeys = step('e2e journeys', 'npm run e2e', {
    tally: playwrightCounts('test-results/e2e.json'),
  });
else
  results.push({
    name: 'e2e journeys (not run: no build)',
    ok: false,
    seconds: '0',
    tally: { passed: 0, failed: 1 },
  });
await Promise.all([lint, typecheck, unit, storybook, ...smokes, journeys]);

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
for (const r of results)
  for (const line of r.tally?.named ?? []) console.log(`  ${r.name}: ${line}`);
const passed = results.reduce((n, r) => n + (r.tally?.passed ?? 0), 0);
const failedTests = results.reduce((n, r) => n + (r.tally?.failed ?? 0), 0);
const failedSteps = results.filter((r) => !r.ok && !r.tally).length;
console.log(`${passed} passed, ${failedTests + failedSteps} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
