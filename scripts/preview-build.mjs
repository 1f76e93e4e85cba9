// Serves one of the extra builds the journeys need (playwright.config.ts): the site built with
// other build-time settings into its own folder, e.g. the published blog from the fixture content
// folder (CONTENT_DIR, dist-content) or the contact form with a lead endpoint (VITE_LEAD_ENDPOINT,
// dist-leads). Builds first when the folder is missing, was built with other settings, or under CI,
// so a stale build never answers a fresh run.
//
//   OUT_DIR=dist-leads VITE_LEAD_ENDPOINT=http://127.0.0.1:4300/leads node scripts/preview-build.mjs 4299
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const port = process.argv[2];
const outDir = process.env.OUT_DIR;
if (!port || !outDir || outDir === 'dist')
  throw new Error('Usage: OUT_DIR=<dist-something> node scripts/preview-build.mjs <port>');
const env = { ...process.env, SSR_OUT_DIR: `${outDir}-ssr` };

// The build-time settings this folder was made with; another value means another build.
const settings = JSON.stringify({
  CONTENT_DIR: env.CONTENT_DIR ?? null,
  VITE_LEAD_ENDPOINT: env.VITE_LEAD_ENDPOINT ?? null,
});
const stamp = resolve(root, outDir, '.build-settings.json');
const current = existsSync(stamp) ? readFileSync(stamp, 'utf8') : undefined;
if (process.env.CI || current !== settings || !existsSync(join(root, outDir, 'index.html'))) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stamp, settings);
}
const preview = spawn(
  'npx',
  ['vite', 'preview', '--port', port, '--strictPort', '--host', '127.0.0.1', '--outDir', outDir],
  { cwd: root, env, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => preview.kill(signal));
preview.on('exit', (code) => process.exit(code ?? 0));
