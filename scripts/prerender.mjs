// Writes one static HTML file per prerendered route, plus sitemap.xml and robots.txt.
// Run after `vite build` and `vite build --ssr src/app/prerender.tsx --outDir dist-ssr`.
// The pages are spread over every core: this script also runs as the worker threads it starts,
// each rendering whichever page is next until none is left; the main thread renders too, then
// writes the files that are not pages.
import { existsSync } from 'node:fs';
import { access, copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  MessageChannel,
  Worker,
  isMainThread,
  parentPort,
  receiveMessageOnPort,
  workerData,
} from 'node:worker_threads';
import { blogSitemapLines, writeBlogFeeds } from './blogOutput.mjs';
import { injectEarlyEvents } from './early-events.mjs';
import { lazyModuleKey } from './lazyModule.mjs';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, process.env.OUT_DIR ?? 'dist');
// The clean template and Vite's manifest sit beside the server build once the pages are written:
// nothing in dist/ may be a file a host would serve that is no page (or a file a page loads).
const ssrDir = resolve(root, process.env.SSR_OUT_DIR ?? 'dist-ssr');
const template = join(ssrDir, 'template.html');
const builtManifest = join(dist, '.vite', 'manifest.json');
const savedManifest = join(ssrDir, 'client-manifest.json');
// The documents' island code is a build of its own (vite.config.ts, mode documents), with its own manifest.
const builtDocumentsManifest = join(dist, '.vite', 'documents-manifest.json');
const savedDocumentsManifest = join(ssrDir, 'documents-manifest.json');
// Which app each app chunk carries (vite.config.ts): read by `npm run size` and a journey.
const builtChunkFeatures = join(dist, '.vite', 'chunk-features.json');
const savedChunkFeatures = join(ssrDir, 'chunk-features.json');

// Always start from the clean built index.html (docs/TOOLCHAIN.md#traps-already-found-and-their-fixes), never a page we already
// filled: a fresh `vite build` leaves an unfilled index.html, which becomes the template; a re-run
// of this script alone finds the filled one and reuses the template saved last time.
async function readBuild() {
  const built = await readFile(join(dist, 'index.html'), 'utf8');
  if (built.includes('<!--app-html-->')) await writeFile(template, built);
  else await access(template);
  // A fresh `vite build` leaves its manifest in dist/.vite; a re-run of this script alone finds it moved.
  if (existsSync(builtManifest)) await copyFile(builtManifest, savedManifest);
  if (existsSync(builtDocumentsManifest))
    await copyFile(builtDocumentsManifest, savedDocumentsManifest);
  if (existsSync(builtChunkFeatures)) await copyFile(builtChunkFeatures, savedChunkFeatures);
  return {
    templateHtml: await readFile(template, 'utf8'),
    manifest: JSON.parse(await readFile(savedManifest, 'utf8')),
    documentsManifest: JSON.parse(await readFile(savedDocumentsManifest, 'utf8')),
  };
}
const { templateHtml, manifest, documentsManifest } = isMainThread ? await readBuild() : workerData;

// The index of the next page to render, shared by every thread (Atomics.add hands out each once).
const nextPage = new Int32Array(isMainThread ? new SharedArrayBuffer(4) : workerData.nextPage);
const threads = Number(process.env.PRERENDER_THREADS) || availableParallelism();
// Pages that could not be rendered, each with the content file and field to fix: every other page
// is still written, then the build fails (a worker sends its own before it exits).
const failures = [];
// The parts' checks are shared (src/app/renderedParts.tsx, PartChecks): a part is claimed in this
// table of name hashes by the first thread to meet it, which checks it and sends its answer to every
// other thread over a port; they render it in place until the answer is read, before their next page.
const CLAIM_SLOTS = 1 << 16;
const claims = new Int32Array(
  isMainThread ? new SharedArrayBuffer(4 * CLAIM_SLOTS) : workerData.claims,
);
// One port from each thread to each other (thread 0 is this main thread).
const portsOf = Array.from({ length: isMainThread ? threads : 0 }, () => []);
for (let i = 0; i < portsOf.length; i++)
  for (let j = i + 1; j < portsOf.length; j++) {
    const { port1, port2 } = new MessageChannel();
    portsOf[i].push(port1);
    portsOf[j].push(port2);
  }
const ports = isMainThread ? portsOf[0] : workerData.ports;
const workers = isMainThread
  ? portsOf.slice(1).map((workerPorts) => {
      const worker = new Worker(new URL(import.meta.url), {
        workerData: {
          templateHtml,
          manifest,
          documentsManifest,
          nextPage: nextPage.buffer,
          claims: claims.buffer,
          ports: workerPorts,
        },
        transferList: workerPorts,
      });
      return new Promise((done, fail) => {
        worker.on('error', fail);
        worker.on('message', (failed) => failures.push(...failed));
        worker.on('exit', (code) =>
          code === 0 ? done() : fail(new Error(`A prerender worker exited with ${code}`)),
        );
      });
    })
  : [];

// The page is already complete HTML, so the app's JS runs after the first paint: its work never
// holds up First Contentful Paint. A timer fallback covers tabs opened in the background, where
// animation frames do not run. Its chunks, though, are fetched from the start: the head preloads
// the entry's and those of the page's own lazy modules (which the client loads before it hydrates),
// so no request waits on another (`npm run bench:hydration`).
function deferScripts(html, pageChunks) {
  const scripts = [
    ...html.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>\n?/g),
  ];
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g)];
  if (scripts.length !== 1) throw new Error('Expected exactly one entry script in index.html');
  let out = html;
  for (const [tag] of [...scripts, ...preloads]) out = out.replace(tag, '');
  const hrefs = [...new Set([...preloads.map((m) => m[1]), ...pageChunks])];
  const links = hrefs.map((h) => `<link rel="modulepreload" crossorigin href="${h}">`).join('');
  const loader = `<script>(function(){var done=false;function load(){if(done)return;done=true;var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(
    scripts[0][1],
  )};document.head.appendChild(s)}requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,300)})()</script>`;
  return put(put(out, '</head>', `${links}\n</head>`), '</body>', `${loader}\n</body>`);
}

/** The chunk URLs of a manifest entry and of everything it imports statically. */
function staticChunks(key, urls = new Set(), from = manifest) {
  const chunk = from[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest`);
  if (urls.has(`/${chunk.file}`)) return urls;
  urls.add(`/${chunk.file}`);
  for (const dep of chunk.imports ?? []) staticChunks(dep, urls, from);
  return urls;
}

/** The chunk URLs of lazy modules ('HomePage', 'StoreLayout') and of everything they import. */
function chunksOf(lazyModules) {
  const urls = new Set();
  for (const name of lazyModules) staticChunks(lazyModuleKey(manifest, name), urls);
  for (const key of ['index.html']) urls.delete(`/${manifest[key].file}`);
  return [...urls];
}

const server = await import(
  pathToFileURL(resolve(root, process.env.SSR_OUT_DIR ?? 'dist-ssr', 'prerender.js')).href
);
const { render, prerenderPaths, sitemapPaths, robotsDisallowPaths, renderPageHead, brand } = server;

/** Is this thread the first to claim `name`? A crowded table (or a hash two names share) says no
 * only where another claim holds the slot: that part then renders in place, which is always right. */
function claim(name) {
  const key = server.hashString(name) | 1;
  for (let probe = 0; probe < 32; probe++) {
    const held = Atomics.compareExchange(claims, (key + probe) & (CLAIM_SLOTS - 1), 0, key);
    if (held === 0) return true;
    if (held === key) return false;
  }
  return true;
}
let answers = [];
server.sharePartChecks({ claim, checked: (name, rendered) => answers.push([name, rendered]) });
/** Sends this thread's new answers to the others, and takes theirs. */
function shareAnswers() {
  if (answers.length > 0) for (const port of ports) port.postMessage(answers);
  answers = [];
  for (const port of ports)
    for (let received; (received = receiveMessageOnPort(port));)
      for (const [name, rendered] of received.message) server.takeCheckedPart(name, rendered);
}
// Every page keeps clicks and submissions made before the app is live (scripts/early-events.mjs).
const pageShell = await injectEarlyEvents(templateHtml, server.earlyEventsScript);
const siteUrl = brand.siteUrl;

const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/**
 * `page` with the first `marker` replaced by `text` as it is. A string as replace()'s second
 * argument reads `$&`, `$'`, `` $` `` and `$$` as patterns, so a post that says "$$5" or "R$&D"
 * would be written wrong; a function's result is taken as it is.
 */
const put = (page, marker, text) => page.replace(marker, () => text);
/** A page shell with the page's head and its root element (with the page's HTML) in place. */
const fillShell = (shell, head, root) =>
  put(put(shell, '<!--app-head-->', head), '<div id="root"><!--app-html--></div>', root);

// Each page is written once, at its canonical URL's file: `/` -> index.html, `/x` -> x.html (how
// common static hosts and our preview server answer `/x`).
function outputFile(path) {
  if (path === '/') return join(dist, 'index.html');
  return join(dist, `${path.replace(/^\//, '')}.html`);
}

function redirectPage(to) {
  const head = renderPageHead({
    title: 'Redirecting…',
    description: `This page has moved to ${to}.`,
    canonical: to,
    noindex: true,
  });
  return `<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta http-equiv="refresh" content="0; url=${escapeAttr(to)}">${head}<script>location.replace(${JSON.stringify(to)})</script></head><body><p>This page has moved to <a href="${escapeAttr(to)}">${escapeAttr(to)}</a>.</p></body></html>`;
}

// A document (docs/ARCHITECTURE.md#documents-and-apps-third-round): the page's HTML with the small document entry
// instead of the app, its islands' chunks preloaded, and the browser's own ways to make the next
// document quick and smooth: speculation rules (prefetch same-site links; prerender on hover) and
// cross-document view transitions.
// The apps' paths come from the route table (appPaths): each app's root and everything below it.
const APP_PATHS = server.appPaths
  .filter((path, _, paths) => !paths.some((other) => path.startsWith(`${other}/`)))
  .flatMap((path) => [path, `${path}/*`]);
const speculationRules = JSON.stringify({
  prefetch: [
    {
      where: { and: [{ href_matches: '/*' }, { not: { href_matches: APP_PATHS } }] },
      eagerness: 'eager',
    },
  ],
  prerender: [
    {
      where: { and: [{ href_matches: '/*' }, { not: { href_matches: APP_PATHS } }] },
      eagerness: 'moderate',
    },
  ],
});
const documentEntry = documentsManifest['src/app/document.tsx'];
if (!documentEntry?.isEntry)
  throw new Error('No document entry (src/app/document.tsx) in the documents build');
// A blog document in the owner's browser hands over to the single-page app: its entry, from the app's build.
const appEntry = `/${manifest['index.html'].file}`;
const documentShell = (() => {
  let out = pageShell;
  const tags = [
    ...out.matchAll(/<script type="module" crossorigin src="[^"]+"><\/script>\n?/g),
    ...out.matchAll(/<link rel="modulepreload" crossorigin href="[^"]+">\n?/g),
  ];
  for (const [tag] of tags) out = out.replace(tag, '');
  const head = [
    `<script type="speculationrules">${speculationRules}</script>`,
    '<style>@view-transition{navigation:auto}</style>',
  ].join('\n');
  return put(out, '</head>', `${head}\n</head>`);
})();
const documentChunks = staticChunks('src/app/document.tsx', new Set(), documentsManifest);
documentChunks.delete(`/${documentEntry.file}`);

/**
 * An island module's key in the manifest: its source path, or, when the app imports that module
 * too (the header), the shared chunk the document entry imports it from, named after the file.
 */
function islandChunkKey(src) {
  if (documentsManifest[src]) return src;
  const name = src.slice(src.lastIndexOf('/') + 1).replace(/\.tsx?$/, '');
  const keys = (documentEntry.dynamicImports ?? []).filter(
    (key) => documentsManifest[key].name === name,
  );
  if (keys.length !== 1) throw new Error(`No single chunk for island module ${src} in the build`);
  return keys[0];
}

/**
 * The page's own module script: the document entry and the modules of the page's islands, imported
 * in one module graph, so the browser fetches them all up front and runs them before
 * DOMContentLoaded, every island's code at hand (no import() round trip, which would queue behind
 * the page's first layout and its images). A module script, so it is deferred like an external one.
 */
function pageScript(islandSources) {
  const modules = [...islandSources].map((src, i) => ({
    src,
    name: `m${i}`,
    file: `/${documentsManifest[islandChunkKey(src)].file}`,
  }));
  const imports = modules.map(({ name, file }) => `import*as ${name} from${JSON.stringify(file)};`);
  const byPath = modules.map(({ src, name }) => `${JSON.stringify(src)}:${name}`).join(',');
  return `<script type="module">import{hydrateIslands}from${JSON.stringify(`/${documentEntry.file}`)};${imports.join('')}hydrateIslands({${byPath}})</script>`;
}

function fillDocument(path, { html, head, css, islands, ownerApp }) {
  const preload = new Set(documentChunks);
  const sources = new Set();
  for (const name of islands) {
    const src = server.islandSources[name];
    if (!src) throw new Error(`No island file named ${name}.island.tsx`);
    sources.add(src);
    staticChunks(islandChunkKey(src), preload, documentsManifest);
  }
  const links = [...preload]
    .map((h) => `<link rel="modulepreload" crossorigin href="${h}">`)
    .join('');
  return fillShell(
    put(documentShell, '</head>', `${pageScript(sources)}\n${links}\n</head>`),
    `${head}\n${css}`,
    `<div id="root" data-prerendered-path="${escapeAttr(path)}"${ownerApp ? ` data-owner-app="${escapeAttr(appEntry)}"` : ''}>${html}</div>`,
  );
}

function fillApp(path, { html, head, css, lazyModules }) {
  // If the server answers this file for another path (a trailing slash), the client renders that
  // path fresh; clearing first avoids showing the wrong page for a moment.
  const guard = `<script>if(location.pathname!==${JSON.stringify(path)})document.getElementById('root').replaceChildren()</script>`;
  return fillShell(
    deferScripts(pageShell, chunksOf(lazyModules)),
    `${head}\n${css}`,
    `<div id="root" data-prerendered-path="${escapeAttr(path)}">${html}</div>${guard}`,
  );
}

// GitHub Pages answers every path without a file with 404.html, the 404 page (light: no app code).
// On an app path (the route table's), its first script hides the page and marks it, and the
// document entry hands over to the app, which starts on that path (docs/PRODUCT.md#hosts).
const notFoundPath = '/404';
const appPathPattern = `^(?:${server.appPaths
  .map((path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+'))
  .join('|')})/?$`;
const appStart = `<script>if(new RegExp(${JSON.stringify(appPathPattern)}).test(location.pathname))document.documentElement.setAttribute('data-starting-app','')</script><style>html[data-starting-app] body{visibility:hidden}</style>`;
function withAppStart(page) {
  // Right after the charset, before anything paints.
  const out = page.replace(/<meta charset="UTF-8" \/>/i, (charset) => `${charset}${appStart}`);
  if (out === page || !page.includes('data-owner-app='))
    throw new Error('The 404 page cannot start the app: no charset line or no app entry');
  return out;
}

// Each folder made once; a page is written while the next one renders.
const folders = new Map();
const folder = (dir) =>
  folders.get(dir) ?? folders.set(dir, mkdir(dir, { recursive: true })).get(dir);
const writes = [];
// Posts last: the long list pages (/blog, an author's, a category's) start early, so no thread is
// left rendering one of them alone at the end.
const isPost = (path) => path.startsWith('/blog/');
const paths = [
  ...prerenderPaths,
  ...server.blogPaths.filter((path) => !isPost(path)),
  ...server.blogPaths.filter(isPost),
];
for (let i; (i = Atomics.add(nextPage, 0, 1)) < paths.length;) {
  shareAnswers();
  const path = paths[i];
  let result;
  try {
    result = await render(path);
  } catch (error) {
    failures.push(server.renderFailure(path, error));
    continue;
  }
  let page = result.redirect
    ? redirectPage(result.redirect)
    : result.kind === 'document'
      ? fillDocument(path, result)
      : fillApp(path, result);
  const file = outputFile(path);
  if (path === notFoundPath) page = withAppStart(page);
  writes.push(folder(dirname(file)).then(() => writeFile(file, page)));
}
await Promise.all(writes);
for (const port of ports) port.close();
if (!isMainThread) {
  parentPort.postMessage(failures);
  process.exit(0);
}

/**
 * app.html answers every app path, so it cannot name one screen's chunks; its head script does, from
 * the path: each app route's lazy modules (and their static imports) are preloaded beside the
 * entry, so the router finds them fetched instead of asking for them one level at a time (docs/ARCHITECTURE.md#apps-in-pieces).
 * Routes are tried in the route table's order; `:param` matches one segment.
 */
function appPreloadScript() {
  const urls = [];
  const indexOf = (url) => {
    const known = urls.indexOf(url);
    return known >= 0 ? known : urls.push(url) - 1;
  };
  const routes = server.allRoutes
    .filter((route) => route.kind === 'app')
    .map((route) => {
      const pattern = `^${route.path.replace(/:[^/]+/g, '[^/]+')}/?$`;
      const sample = route.path.replace(/:[^/]+/g, 'x');
      return [pattern, chunksOf(server.appScreenModules(sample)).map(indexOf)];
    });
  return `<script>(function(){var u=${JSON.stringify(urls)},r=${JSON.stringify(routes)},p=location.pathname;for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){r[i][1].forEach(function(n){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u[n];document.head.appendChild(l)});break}})()</script>`;
}

// The single-page apps (admin, NeuroSlice) and anything not prerendered (a post only this browser
// holds, an unknown path, which the app answers with its 404 page) start from the bare template.
await writeFile(
  join(dist, 'app.html'),
  // A title until the app sets the page's own (and a valid document for crawlers and checkers).
  put(
    put(
      templateHtml,
      '<!--app-head-->',
      `<title>${escapeAttr(brand.name)}</title>\n${appPreloadScript()}`,
    ),
    '<!--app-html-->',
    '',
  ),
);
// The blog list's search index, loaded by its filters on first use.
await mkdir(join(dist, 'blog'), { recursive: true });
await writeFile(join(dist, 'blog', 'index.json'), JSON.stringify(server.blogIndex()));
// Netlify and Cloudflare Pages (docs/PRODUCT.md#hosts): the apps' paths are app.html; every other
// path without a file gets 404.html with a 404 status, which both hosts do on their own. No
// catch-all line: Cloudflare follows a rule even where a file matches, so `/*` would shadow every
// page, and neither host needs one for its 404 page. The placeholders are the route table's own.
// The destination is `/app`, not `/app.html`: Cloudflare answers a rewrite to an `.html` file with
// a 308 to the address without it, which would leave the admin's address for `/app`.
await writeFile(
  join(dist, '_redirects'),
  server.appPaths.map((path) => `${path}  /app  200\n`).join(''),
);

const today = new Date().toISOString().slice(0, 10);
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${sitemapPaths
  .map((p) => `  <url><loc>${siteUrl}${p === '/' ? '/' : p}</loc><lastmod>${today}</lastmod></url>`)
  .concat(blogSitemapLines(server, siteUrl))
  .join('\n')}
</urlset>
`;
await writeFile(join(dist, 'sitemap.xml'), sitemap);
await writeBlogFeeds(server, dist);
await writeFile(
  join(dist, 'robots.txt'),
  // No blanket `Allow: /`: parsers where the first matching line wins (Python's) would stop there.
  `User-agent: *\n${robotsDisallowPaths.map((p) => `Disallow: ${p}\n`).join('')}\nSitemap: ${siteUrl}/sitemap.xml\n`,
);
// Out of the folder a host serves (scripts/size.mjs and the journeys read the saved copy).
await Promise.all(workers);
await rm(join(dist, '.vite'), { recursive: true, force: true });
if (failures.length > 0) {
  console.error(
    `\n${failures.length} of ${paths.length} pages could not be rendered; every other page was written:\n${failures.map((failure) => `  ${failure}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `prerendered ${paths.length} routes on ${threads} threads, sitemap with ${sitemapPaths.length} URLs`,
);
