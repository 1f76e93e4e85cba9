// Serves the published-blog e2e build: the site built from the fixture content folder
// (e2e/publish/fixtures/content) into dist-content. Builds it first when it is missing or under CI,
// so a stale build never answers a fresh run. Usage: node scripts/preview-content.mjs <port>
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const port = process.argv[2] ?? '4262';
const outDir = process.env.CONTENT_OUT_DIR ?? 'dist-content';
const env = {
  ...process.env,
  CONTENT_DIR: resolve(root, 'e2e/publish/fixtures/content'),
  OUT_DIR: outDir,
  SSR_OUT_DIR: `${outDir}-ssr`,
};

if (process.env.CI || !existsSync(resolve(root, outDir, 'blog/rss.xml'))) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const preview = spawn(
  'npx',
  ['vite', 'preview', '--port', port, '--strictPort', '--host', '127.0.0.1', '--outDir', outDir],
  { cwd: root, env, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => preview.kill(signal));
preview.on('exit', (code) => process.exit(code ?? 0));
