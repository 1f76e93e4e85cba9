// Serves one of the extra builds the journeys need (playwright.config.ts): the site built with
// other build-time settings into its own folder, e.g. the published blog from the fixture content
// folder (CONTENT_DIR, dist-content) or the contact form with a lead endpoint (VITE_LEAD_ENDPOINT,
// dist-leads). Builds first when needed (scripts/extra-build.mjs says when).
//
//   OUT_DIR=dist-leads VITE_LEAD_ENDPOINT=http://127.0.0.1:4300/leads node scripts/preview-build.mjs 4299
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { ensureBuild } from './extra-build.mjs';

const root = resolve(import.meta.dirname, '..');
const port = process.argv[2];
const outDir = process.env.OUT_DIR;
if (!port || !outDir || outDir === 'dist')
  throw new Error('Usage: OUT_DIR=<dist-something> node scripts/preview-build.mjs <port>');
const env = ensureBuild(outDir);
const preview = spawn(
  'npx',
  ['vite', 'preview', '--port', port, '--strictPort', '--host', '127.0.0.1', '--outDir', outDir],
  { cwd: root, env, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => preview.kill(signal));
preview.on('exit', (code) => process.exit(code ?? 0));
