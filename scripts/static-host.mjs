// Serves a build as a static host does (docs/PRODUCT.md#hosts), with no rewrite of its own beyond the
// host's: the journeys use it to prove every route works where the site is deployed, and
// `npm run preview`, Lighthouse and the benchmarks serve the build with it. Text (HTML, JS, CSS,
// JSON, SVG) goes gzip-compressed to a client that accepts it, as every host sends it.
//
// - `github-pages`: a file answers its path; `/x` is `x.html`; `/x/` is `x/index.html` (`/x` moves
//   to `/x/` when only that exists); anything else is `404.html` with a 404 status.
// - `redirects` (Netlify, Cloudflare Pages): a file answers first, with the same pretty URLs;
//   otherwise the first `_redirects` rule whose source matches (`*` splat, `:name` placeholder)
//   answers with its destination's file and status (200, 404) or redirects (301, 302, 303, 307,
//   308); otherwise `404.html` with a 404 status. Where the two hosts differ, the stricter one's
//   way: an `.html` address moves for good to the address without it (Cloudflare's 308), a rule's
//   `.html` destination included, which Netlify would serve. (Cloudflare also follows a rule where
//   a file matches; the build's rules only name paths without files, where the two agree.)
//
//   node scripts/static-host.mjs --rules github-pages|redirects [--dir dist] [--port 4180]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** What the hosts compress: text of every kind. */
const COMPRESSED = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

/** The hosts' own files, which they read and never serve. */
const HOST_FILES = new Set(['/_redirects', '/_headers']);

/** Parses a `_redirects` file: `source destination [status]` per line, `#` comments. */
export function parseRedirects(text) {
  return text.split('\n').flatMap((line) => {
    const [source, destination, status = '301'] = line.trim().split(/\s+/);
    if (!source || source.startsWith('#') || !destination) return [];
    const pattern = source
      .split('/')
      .map((part) =>
        part === '*'
          ? '(?<splat>.*)'
          : part.startsWith(':')
            ? `(?<${part.slice(1)}>[^/]+)`
            : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    return [{ source: new RegExp(`^${pattern}/?$`), destination, status: Number(status) }];
  });
}

/**
 * Starts a host for `dir` with `rules` ('github-pages' or 'redirects') on `port` (0: any free
 * one) at 127.0.0.1; resolves with its origin and `close()`.
 * @param {{ dir: string, rules: 'github-pages' | 'redirects', port?: number }} options
 */
export async function startStaticHost({ dir, rules, port = 0 }) {
  if (rules !== 'github-pages' && rules !== 'redirects')
    throw new Error(`No such host rules: ${rules} (github-pages or redirects)`);
  const root = resolve(dir);
  const redirects =
    rules === 'redirects'
      ? parseRedirects(await readFile(join(root, '_redirects'), 'utf8').catch(() => ''))
      : [];

  /** The file at a URL path inside the build, if there is one. */
  const fileAt = async (path) => {
    if (HOST_FILES.has(path)) return undefined;
    const file = resolve(root, `.${path}`);
    if (file !== root && !file.startsWith(root + sep)) return undefined;
    const info = await stat(file).catch(() => undefined);
    return info?.isFile() ? file : undefined;
  };

  /** With `_redirects` rules, where an `.html` address moves to (Cloudflare Pages' way). */
  const prettyAddress = (path) =>
    rules === 'redirects' && /\.html$/i.test(path)
      ? path.replace(/(^|\/)index\.html$/i, '$1').replace(/\.html$/i, '')
      : undefined;

  /**
   * What a host with pretty URLs serves for a path: the file, `x.html`, `x/index.html`. With
   * `_redirects` rules, `/x/` for a page written as `x.html` moves to `/x` (Cloudflare Pages' way:
   * one address per page); one leading slash, so `//host/` never leads off the site.
   */
  const pageAt = async (path) => {
    if (path.endsWith('/')) {
      const file = await fileAt(`${path}index.html`);
      const withoutSlash = `/${path.replace(/^\/+|\/+$/g, '')}`;
      if (!file && rules === 'redirects' && path !== '/' && (await fileAt(`${withoutSlash}.html`)))
        return { moved: withoutSlash, status: 308 };
      return { file };
    }
    const file = (await fileAt(path)) ?? (await fileAt(`${path}.html`));
    if (file) return { file };
    if (await fileAt(`${path}/index.html`)) return { moved: `${path}/`, status: 301 };
    return {};
  };

  const answer = async (url) => {
    let path;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return { status: 400 };
    }
    if (path.includes('\0') || path.split('/').includes('..')) return { status: 400 };
    const found = await pageAt(path);
    if (found.file && prettyAddress(path))
      return { status: 308, location: encodeURI(prettyAddress(path)) + url.search };
    if (found.file) return { status: 200, file: found.file };
    if (found.moved) return { status: found.status, location: encodeURI(found.moved) + url.search };
    for (const rule of redirects) {
      const match = rule.source.exec(path);
      if (!match) continue;
      // One pass, by function: the request's own text (the splat) is put in as it is, never read
      // again as a placeholder or as a replacement pattern (`$&`).
      const target = rule.destination.replace(
        /:([a-z]\w*)/gi,
        (all, name) => match.groups?.[name] ?? (name === 'splat' ? '' : all),
      );
      if (rule.status >= 300 && rule.status < 400) return { status: rule.status, location: target };
      if (prettyAddress(target)) return { status: 308, location: prettyAddress(target) };
      const file = (await pageAt(target)).file;
      if (file) return { status: rule.status, file };
    }
    return { status: 404, file: await fileAt('/404.html') };
  };

  /** A file's gzip bytes, made once per version of the file (a journey asks for each many times). */
  const gzipCache = new Map();
  const gzipped = async (file) => {
    const { mtimeMs, size } = await stat(file);
    const version = `${mtimeMs}:${size}`;
    const cached = gzipCache.get(file);
    if (cached?.version === version) return cached.body;
    const body = gzipSync(await readFile(file));
    gzipCache.set(file, { version, body });
    return body;
  };

  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    // The request's path as sent: `//x/` is a path on this host, never another host's address.
    const sent = `http://host${req.url}`;
    if (!req.url?.startsWith('/') || !URL.canParse(sent)) {
      res.writeHead(400, { 'Content-Type': TYPES['.txt'] }).end();
      return;
    }
    const url = new URL(sent);
    answer(url)
      .then(async ({ status, file, location }) => {
        if (location) return void res.writeHead(status, { Location: location }).end();
        if (!file) return void res.writeHead(status, { 'Content-Type': TYPES['.txt'] }).end();
        const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
        const gzip = COMPRESSED.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
        const body = gzip ? await gzipped(file) : await readFile(file);
        res.writeHead(status, {
          'Content-Type': type,
          'Content-Length': body.length,
          'Cache-Control': 'no-cache',
          Vary: 'Accept-Encoding',
          ...(gzip && { 'Content-Encoding': 'gzip' }),
        });
        res.end(req.method === 'HEAD' ? undefined : body);
      })
      .catch((error) => {
        res.writeHead(500, { 'Content-Type': TYPES['.txt'] }).end(String(error));
      });
  });
  await new Promise((done, fail) => server.once('error', fail).listen(port, '127.0.0.1', done));
  const address = server.address();
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      rules: { type: 'string', default: 'github-pages' },
      dir: { type: 'string', default: process.env.OUT_DIR ?? 'dist' },
      port: { type: 'string', default: '4180' },
    },
  });
  const host = await startStaticHost({
    dir: values.dir,
    rules: values.rules,
    port: Number(values.port),
  });
  console.log(`${values.dir} served with ${values.rules} rules at ${host.origin}`);
}
