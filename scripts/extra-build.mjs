// One of the extra builds (scripts/preview-build.mjs, scripts/vnu.mjs): the site built with other
// build-time settings into its own folder. Builds when the folder is missing or was built with other
// settings; under CI, also unless it was built earlier in this same `npm test` run (TEST_RUN, set by
// scripts/test-all.mjs), so a stale build never answers a fresh run and a fresh one is not redone.
// The stamp sits beside the server build, out of the folder a host would serve.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** The fixture content folder the published-blog journeys and the HTML checker build from. */
export const fixtureContentDir = resolve(root, 'e2e/publish/fixtures/content');

/** The build-time settings an extra build may differ in: a change of any one means a new build. */
const buildSettings = [
  'CONTENT_DIR',
  'VITE_LEAD_ENDPOINT',
  'VITE_ANALYTICS_HOST',
  'VITE_ANALYTICS_DOMAIN',
  'VITE_GITHUB_API_URL',
];

/**
 * Makes sure `outDir` holds a build with these settings; returns the environment it was built in.
 * @param {string} outDir
 * @param {{ CONTENT_DIR?: string, VITE_LEAD_ENDPOINT?: string, VITE_ANALYTICS_HOST?: string, VITE_ANALYTICS_DOMAIN?: string, VITE_GITHUB_API_URL?: string }} [settings]
 */
export function ensureBuild(outDir, settings = {}) {
  if (!outDir || outDir === 'dist') throw new Error('An extra build needs its own folder');
  const env = { ...process.env, ...settings, OUT_DIR: outDir, SSR_OUT_DIR: `${outDir}-ssr` };
  const wanted = Object.fromEntries(buildSettings.map((name) => [name, env[name] ?? null]));
  const stamp = resolve(root, `${outDir}-ssr`, 'build-settings.json');
  const current = existsSync(stamp) ? JSON.parse(readFileSync(stamp, 'utf8')) : undefined;
  const sameSettings =
    current !== undefined && buildSettings.every((name) => current[name] === wanted[name]);
  const sameRun = Boolean(process.env.TEST_RUN) && current?.run === process.env.TEST_RUN;
  const fresh =
    sameSettings && existsSync(join(root, outDir, 'index.html')) && (!process.env.CI || sameRun);
  if (!fresh) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, env, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
    writeFileSync(stamp, JSON.stringify({ ...wanted, run: process.env.TEST_RUN ?? null }));
  }
  return env;
}
