// Shared by the scripts that measure (the benchmarks, Lighthouse): the build they measure and
// their command line, the median they report, the one-h1 floor page they compare the site
// against, and the blog's pages of a build. They serve the build with scripts/static-host.mjs.
import { readdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** The build a script measures (OUT_DIR, default dist) and the port to serve it on (PORT, else any free one). */
export function measuredBuild() {
  const root = resolve(import.meta.dirname, '..');
  return {
    root,
    outDir: resolve(root, process.env.OUT_DIR ?? 'dist'),
    port: process.env.PORT ? Number(process.env.PORT) : undefined,
  };
}

/**
 * A measuring script's command line: `--runs N` (at least 1; `defaultRuns` without it),
 * `--cpu-slowdown N` (the CPU throttling rate, at least 1; `defaultCpuSlowdown` without it), the
 * page paths it names (`/contact`), and whether it has `flag`.
 */
export function measuringArgs(defaultRuns, { defaultCpuSlowdown = 1 } = {}) {
  const args = process.argv.slice(2);
  const valueOf = (flag, fallback) => {
    const at = args.indexOf(flag);
    return at >= 0 ? Math.max(1, Number(args[at + 1]) || fallback) : fallback;
  };
  // The words that are a flag's value, never a page.
  const valueAt = new Set(
    ['--runs', '--cpu-slowdown']
      .map((f) => args.indexOf(f))
      .filter((at) => at >= 0)
      .map((at) => at + 1),
  );
  const pages = args.filter((a, i) => a.startsWith('/') && !valueAt.has(i));
  return {
    runs: valueOf('--runs', defaultRuns),
    cpuSlowdown: valueOf('--cpu-slowdown', defaultCpuSlowdown),
    pages,
    has: (flag) => args.includes(flag),
  };
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
