// Shared by the scripts that measure the built site (bench:hydration, lighthouse): serve a build
// with `vite preview` on 127.0.0.1 and wait until it answers; and the median the benches report.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** A port nothing listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer().once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/**
 * Starts `vite preview` for `outDir` on `port` (a free one if not given); resolves once `/`
 * answers, with its origin and `stop()`.
 */
export async function startPreview(outDir, port, timeoutMs = 60_000) {
  port ??= await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    'npx',
    ['vite', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'].concat([
      '--outDir',
      outDir,
    ]),
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const stop = () => {
    try {
      process.kill(-child.pid);
    } catch {
      // already gone
    }
  };
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`vite preview exited early:\n${log}`);
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error(`vite preview did not answer at ${origin} within ${timeoutMs / 1000} s:\n${log}`);
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Writes the one-h1 floor page the measuring scripts compare the site against into
 * `<outDir><path>index.html` (plus any extra files, e.g. a script), and returns a function that
 * removes it again. `body` adds markup after the heading (bench:hydration's loader).
 */
export async function writeFloorPage(outDir, path, { title, description, body = '', files = {} }) {
  const dir = join(outDir, path);
  await mkdir(dir, { recursive: true });
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${title}</title>
    <meta name="description" content="${description}" />
    <link rel="icon" href="data:," />
  </head>
  <body>
    <main><h1>${title}</h1></main>${body}
  </body>
</html>
`;
  await writeFile(join(dir, 'index.html'), html);
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  return () => rm(dir, { recursive: true, force: true });
}

/**
 * A published post's page and a category page of the build in `outDir`, when it has them (a build
 * from a content folder with posts), so the page benchmarks measure the blog's documents too.
 */
export function publishedPages(outDir) {
  const first = (folder, prefix) => {
    try {
      const page = readdirSync(join(outDir, folder))
        .sort()
        .find((name) => name.endsWith('.html'));
      return page ? `${prefix}/${page.replace(/\.html$/, '')}` : undefined;
    } catch {
      return undefined;
    }
  };
  return { post: first('blog', '/blog'), category: first('category', '/category') };
}
