// Writes one static HTML file per prerendered route, plus sitemap.xml and robots.txt.
// Run after `vite build` and `vite build --ssr src/app/prerender.tsx --outDir dist-ssr`.
import { mkdir, readFile, writeFile, access } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { blogSitemapLines, writeBlogFeeds } from './blogOutput.mjs';
import { injectEarlyEvents } from './early-events.mjs';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, process.env.OUT_DIR ?? 'dist');
const template = join(dist, '.template.html');

// Always start from the clean built index.html (docs/TOOLCHAIN.md#traps-already-found-and-their-fixes), never a page we already
// filled: a fresh `vite build` leaves an unfilled index.html, which becomes the template; a re-run
// of this script alone finds the filled one and reuses the template saved last time.
const built = await readFile(join(dist, 'index.html'), 'utf8');
if (!built.includes('data-prerendered-path')) await writeFile(template, built);
else await access(template);
const templateHtml = await readFile(template, 'utf8');
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));

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
  return out.replace('</head>', `${links}\n</head>`).replace('</body>', `${loader}\n</body>`);
}

/** The chunk URLs of lazy modules ('HomePage', 'StoreLayout') and of everything they import. */
function chunksOf(lazyModules) {
  const entry = manifest['index.html'];
  const urls = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (key === 'index.html' || urls.has(`/${chunk.file}`)) return;
    urls.add(`/${chunk.file}`);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const name of lazyModules) {
    const keys = entry.dynamicImports.filter((key) => key.endsWith(`/${name}.tsx`));
    if (keys.length !== 1)
      throw new Error(`Expected one lazy module named ${name} in the build, found ${keys.length}`);
    visit(keys[0]);
  }
  return [...urls];
}

const server = await import(
  pathToFileURL(resolve(root, process.env.SSR_OUT_DIR ?? 'dist-ssr', 'prerender.js')).href
);
const { render, prerenderPaths, sitemapPaths, robotsDisallowPaths, renderPageHead, brand } = server;
// Every page keeps clicks and submissions made before the app is live (scripts/early-events.mjs).
const pageShell = await injectEarlyEvents(templateHtml, server.earlyEventsScript);
const siteUrl = brand.siteUrl;

const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function outputFiles(path) {
  if (path === '/') return [join(dist, 'index.html')];
  const clean = path.replace(/^\//, '');
  return [join(dist, `${clean}.html`), join(dist, clean, 'index.html')];
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

function fill(path, { html, head, css, lazyModules }) {
  // If the server answers this file for another path (vite preview's fallback), the client renders
  // that path fresh; clearing first avoids showing the wrong page for a moment.
  const guard = `<script>if(location.pathname!==${JSON.stringify(path)})document.getElementById('root').replaceChildren()</script>`;
  return deferScripts(pageShell, chunksOf(lazyModules))
    .replace('<!--app-head-->', `${head}\n${css}`)
    .replace(
      '<div id="root"><!--app-html--></div>',
      `<div id="root" data-prerendered-path="${escapeAttr(path)}">${html}</div>${guard}`,
    );
}

let count = 0;
for (const path of [...prerenderPaths, ...server.blogPaths]) {
  const result = await render(path);
  const page = result.redirect ? redirectPage(result.redirect) : fill(path, result);
  for (const file of outputFiles(path)) {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, page);
  }
  count++;
}

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
  `User-agent: *\nAllow: /\n${robotsDisallowPaths.map((p) => `Disallow: ${p}\n`).join('')}\nSitemap: ${siteUrl}/sitemap.xml\n`,
);
console.log(`prerendered ${count} routes, sitemap with ${sitemapPaths.length} URLs`);
