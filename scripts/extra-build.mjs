// One of the extra builds (scripts/preview-build.mjs, scripts/vnu.mjs): the site built with other
// build-time settings into its own folder. Builds when the folder is missing or was built with other
// settings; under CI, also unless it was built earlier in this same `npm test` run (TEST_RUN, set by
// scripts/test-all.mjs), so a stale build never answers a fresh run and a fresh one is not redone.
// The stamp sits beside the server build, out of the folder a host would serve.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

const BUILD_SETTINGS = ['CONTENT_DIR', 'VITE_LEAD_ENDPOINT', 'VITE_GITHUB_API_URL'];

/** The fixture content folder the published-blog journeys and the HTML checker build from. */
export const fixtureContentDir = resolve(root, 'e2e/publish/fixtures/content');

/**
 * Makes sure `outDir` holds a build with these settings; returns the environment it was built in.
 * @param {string} outDir
 * @param {{ CONTENT_DIR?: string, VITE_LEAD_ENDPOINT?: string, VITE_GITHUB_API_URL?: string }} [settings]
 */
export function ensureBuild(outDir, settings = {}) {
  if (!outDir || outDir === 'dist') throw new Error('An extra build needs its own folder');
  const env = { ...process.env, ...settings, OUT_DIR: outDir, SSR_OUT_DIR: `${outDir}-ssr` };
  // Every build-time setting an extra build may differ in: a build made with others is redone.
  const wanted = Object.fromEntries(BUILD_SETTINGS.map((name) => [name, env[name] ?? null]));
  const stamp = resolve(root, `${outDir}-ssr`, 'build-settings.json');
  const current = existsSync(stamp) ? JSON.parse(readFileSync(stamp, 'utf8')) : undefined;
  const sameSettings =
    current !== undefined && BUILD_SETTINGS.every((name) => current[name] === wanted[name]);
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
