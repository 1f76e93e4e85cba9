// `npm run build`: the app's client build, the documents' island build and the server build, then
// the prerender, which needs all three. A failed step stops the build with its exit code.
// The three Vite builds run side by side in this one process, each as `vite build` runs it (none
// reads what another writes: the app and the documents go into dist/, which this script empties
// first, the server build into its own folder). A process each loaded Node, Vite and its plugins
// three times: 0.5-1 CPU-s more per build, for output the same file for file.
// One thing orders them: when the blog has images, the app's build runs first, alone, because its
// image step fills the cache that the server build's image step then only reads; side by side, both
// would encode every new image.
import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createBuilder } from 'vite';
import { contentDir as blogContentDir } from './contentDir.mjs';

const ssrOutDir = process.env.SSR_OUT_DIR ?? 'dist-ssr';
const outDir = resolve(process.env.OUT_DIR ?? 'dist');

function run(command, args, env = {}) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0
        ? done()
        : fail(Object.assign(new Error(`${command} ${args.join(' ')}`), { code })),
    );
  });
}

function hasImages() {
  try {
    return readdirSync(join(blogContentDir(), 'images')).length > 0;
  } catch {
    return false;
  }
}

/** One Vite build, as the `vite build` command makes it with these options. */
async function vite(options) {
  const builder = await createBuilder(options, null);
  await builder.buildApp();
}
const app = { build: { emptyOutDir: false } };
const documents = { mode: 'documents' };
const server = { build: { ssr: 'src/app/prerender.tsx', outDir: ssrOutDir } };

try {
  rmSync(outDir, { recursive: true, force: true });
  if (hasImages()) {
    await vite(app);
    await Promise.all([vite(documents), vite(server)]);
  } else {
    await Promise.all([vite(app), vite(documents), vite(server)]);
  }
  await run('node', ['scripts/prerender.mjs'], { NODE_ENV: 'production' });
} catch (error) {
  console.error(`build failed: ${error.message}`);
  process.exit(error.code || 1);
}
