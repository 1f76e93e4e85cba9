// `npm test`: every check in order — lint (ESLint, Prettier, knip), typecheck, unit + story tests,
// build with prerender, html-validate on every prerendered page, the size budget, Storybook build,
// then the e2e journeys. Each step runs its npm script, so the commands live in package.json only — and one closing line
// `N passed, N failed` totalling the test runners (Vitest and Playwright).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('test-results', { recursive: true });
const results = [];

function step(name, command, { counts } = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${command}`);
  const run = spawnSync(command, { stdio: 'inherit', shell: true, env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = run.status === 0;
  const tally = counts ? counts() : undefined;
  results.push({ name, ok, seconds, tally });
  console.log(
    `=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds}s${tally ? ` (${tally.passed} passed, ${tally.failed} failed)` : ''}`,
  );
  return ok;
}

function vitestCounts() {
  const file = 'test-results/vitest.json';
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests ?? 0,
    failed:
      (report.numFailedTests ?? 0) + (report.success === false && !report.numFailedTests ? 1 : 0),
  };
}

function playwrightCounts() {
  const file = 'test-results/e2e.json';
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  // A flaky test passed on retry: counted as passed, as Playwright itself does.
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}

for (const f of ['test-results/vitest.json', 'test-results/e2e.json']) rmSync(f, { force: true });

step('lint, format and unused code', 'npm run lint');
step('typecheck', 'npm run typecheck');
step(
  'unit and story tests',
  'npm run unit -- --reporter=default --reporter=json --outputFile=test-results/vitest.json',
  { counts: vitestCounts },
);
const built = step('build and prerender', 'npm run build');
if (built) step('valid HTML', 'npm run validate-html');
if (built) step('size budget', 'npm run size');
step('storybook build', 'npm run build-storybook');
if (built) step('e2e journeys', 'npm run e2e', { counts: playwrightCounts });
else {
  results.push({ name: 'valid HTML', ok: false, seconds: '0' });
  results.push({ name: 'e2e journeys', ok: false, seconds: '0', tally: { passed: 0, failed: 1 } });
}
step('stories in Chromium: axe and screenshots', 'npm run test:visual');

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${r.name} (${r.seconds}s)`);
const passed = results.reduce((n, r) => n + (r.tally?.passed ?? 0), 0);
const failedTests = results.reduce((n, r) => n + (r.tally?.failed ?? 0), 0);
const failedSteps = results.filter((r) => !r.ok && !r.tally).length;
console.log(`${passed} passed, ${failedTests + failedSteps} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
