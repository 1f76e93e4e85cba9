// The dev server for the content-API e2e: `npm start` with CONTENT_DIR pointing at a fresh scratch
// folder (.out/publish-dev-content), so publishing in a test never writes into the repository's
// content/. Usage: node scripts/dev-content.mjs <port>
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const port = process.argv[2] ?? '5261';
const contentDir = resolve(root, process.env.DEV_CONTENT_DIR ?? '.out/publish-dev-content');
rmSync(contentDir, { recursive: true, force: true });
mkdirSync(contentDir, { recursive: true });
const dev = spawn('npx', ['vite', '--port', port, '--strictPort', '--host', 'localhost'], {
  cwd: root,
  env: { ...process.env, CONTENT_DIR: contentDir },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => dev.kill(signal));
dev.on('exit', (code) => process.exit(code ?? 0));
