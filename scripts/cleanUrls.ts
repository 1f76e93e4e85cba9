/**
 * `vite preview` answering as the build expects a static host to (scripts/prerender.mjs writes
 * each page once): `/x` is served from `x.html`; a path with no file is the single-page app
 * (`app.html`: admin, NeuroSlice, a post only this browser holds, and the app's own 404 page).
 * `/x/` for a page written as `x.html` is moved for good to `/x`, as static hosts with pretty URLs
 * do: one address per page, and the reader gets the document, not the app. So does `/x.html`.
 */
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

export function cleanUrlsPlugin(): Plugin {
  return {
    name: 'bayshore-clean-urls',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const url = new URL(req.url ?? '/', 'http://localhost');
        const path = decodeURIComponent(url.pathname);
        // Dot segments are the static server's to refuse; nothing here looks past dist.
        if (path === '/' || path.includes('..')) return next();
        const dist = resolve(server.config.root, server.config.build.outDir);
        const isFile = (f: string) => existsSync(f) && statSync(f).isFile();
        // The file behind a page (`/x.html`, `/index.html`) moves for good to the page's address,
        // as Cloudflare Pages and Netlify's pretty URLs do. Not app.html: it is the apps' shell.
        if (/\.html$/i.test(path)) {
          const address = `/${path.replace(/^\/+/, '')}`.replace(
            /(^|\/)index\.html$|\.html$/i,
            '$1',
          );
          if (path === '/app.html' || !isFile(join(dist, path))) return next();
          res.statusCode = 301;
          res.setHeader('Location', encodeURI(address) + url.search);
          res.end();
          return;
        }
        if (/\.[a-z0-9]+$/i.test(path)) return next();
        // A folder with its own index.html (the benches' floor pages) answers as itself.
        const page = path.endsWith('/') ? `${path}index.html` : `${path}.html`;
        // One leading slash: `//host/` must not become a redirect to another site.
        const withoutSlash = `/${path.replace(/^\/+|\/+$/g, '')}`;
        if (
          !isFile(join(dist, page)) &&
          path.endsWith('/') &&
          isFile(join(dist, `${withoutSlash}.html`))
        ) {
          res.statusCode = 301;
          res.setHeader('Location', encodeURI(withoutSlash) + url.search);
          res.end();
          return;
        }
        req.url = (isFile(join(dist, page)) ? page : '/app.html') + url.search;
        next();
      });
    },
  };
}
