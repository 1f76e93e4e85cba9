/**
 * `vite preview` answering as the build expects a static host to (scripts/prerender.mjs writes
 * each page once): `/x` is served from `x.html`; a path with no file is the single-page app
 * (`app.html`: admin, NeuroSlice, a post only this browser holds, and the app's own 404 page).
 */
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

export function cleanUrlsPlugin(): Plugin {
  return {
    name: 'bayshore-clean-urls',
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const url = new URL(req.url ?? '/', 'http://localhost');
        const path = decodeURIComponent(url.pathname);
        if (path === '/' || /\.[a-z0-9]+$/i.test(path)) return next();
        const dist = resolve(server.config.root, server.config.build.outDir);
        const isFile = (f: string) => existsSync(f) && statSync(f).isFile();
        // A folder with its own index.html (the benches' floor pages) answers as itself.
        const page = path.endsWith('/') ? `${path}index.html` : `${path}.html`;
        req.url = (isFile(join(dist, page)) ? page : '/app.html') + url.search;
        next();
      });
    },
  };
}
