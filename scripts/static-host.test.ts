import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRedirects, startStaticHost } from './static-host.mjs';

// A build in miniature: a page, the apps' shell, the 404 page, an asset and the hosts' rules file.
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'static-host-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'docs'));
  const files: Record<string, string> = {
    'index.html': 'home',
    'pricing.html': 'pricing',
    'app.html': 'app',
    '404.html': 'not found',
    'assets/app.js': 'js',
    'docs/index.html': 'docs',
    _redirects:
      '# the apps\n/admin/blog/posts/edit/:postId  /app  200\n/neuroslice  /app  200\n/old  /pricing  301\n/legacy  /app.html  200\n/moved/*  /pricing?from=:splat  302\n',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function answers(rules: 'github-pages' | 'redirects', paths: string[]) {
  const host = await startStaticHost({ dir, rules });
  try {
    return Object.fromEntries(
      await Promise.all(
        paths.map(async (path) => {
          const response = await fetch(`${host.origin}${path}`, { redirect: 'manual' });
          const body = await response.text();
          const where = response.headers.get('location');
          return [path, `${response.status} ${where ?? body}`] as const;
        }),
      ),
    );
  } finally {
    await host.close();
  }
}

const PATHS = [
  '/',
  '/pricing',
  '/pricing.html',
  '/pricing/',
  '//pricing/',
  '/assets/app.js',
  '/docs',
  '/docs/',
  '/admin/blog/posts/edit/123',
  '/neuroslice',
  '/old',
  '/legacy',
  '/index.html',
  '/nowhere',
  '/_redirects',
  '/%2e%2e%2fetc%2fpasswd',
  "/moved/R$&D/$'/:id",
];

describe('the static host', () => {
  it('reads _redirects: splats, placeholders, statuses, comments', () => {
    const rules = parseRedirects('# c\n/a/*  /b/:splat  200\n/u/:id  /v/:id\n\n');
    expect(rules.map((rule) => rule.status)).toEqual([200, 301]);
    expect(rules[0].source.exec('/a/x/y')?.groups?.splat).toBe('x/y');
    expect(rules[1].source.exec('/u/7/')?.groups?.id).toBe('7');
  });

  it("serves GitHub Pages' way: files, x.html, folders, else 404.html with 404", async () => {
    expect(await answers('github-pages', PATHS)).toEqual({
      '/': '200 home',
      '/pricing': '200 pricing',
      '/pricing.html': '200 pricing',
      '/pricing/': '404 not found',
      '//pricing/': '404 not found',
      '/assets/app.js': '200 js',
      '/docs': '301 /docs/',
      '/docs/': '200 docs',
      '/admin/blog/posts/edit/123': '404 not found',
      '/neuroslice': '404 not found',
      '/old': '404 not found',
      '/legacy': '404 not found',
      '/index.html': '200 home',
      '/nowhere': '404 not found',
      '/_redirects': '404 not found',
      '/%2e%2e%2fetc%2fpasswd': '400 ',
      "/moved/R$&D/$'/:id": '404 not found',
    });
  });

  it('serves the _redirects way: a file first, then the first rule, else 404.html with 404', async () => {
    expect(await answers('redirects', PATHS)).toEqual({
      '/': '200 home',
      '/pricing': '200 pricing',
      '/pricing.html': '308 /pricing',
      // One address per page; `//pricing/` is a path on this site, never the host `pricing`.
      '/pricing/': '308 /pricing',
      '//pricing/': '308 /pricing',
      '/assets/app.js': '200 js',
      '/docs': '301 /docs/',
      '/docs/': '200 docs',
      '/admin/blog/posts/edit/123': '200 app',
      '/neuroslice': '200 app',
      '/old': '301 /pricing',
      // Cloudflare's answer to a rewrite onto an .html file: the app would start at /app.
      '/legacy': '308 /app',
      '/index.html': '308 /',
      '/nowhere': '404 not found',
      '/_redirects': '404 not found',
      '/%2e%2e%2fetc%2fpasswd': '400 ',
      // The request's own text goes into the target as it is: never a `$&` pattern or a placeholder.
      "/moved/R$&D/$'/:id": "302 /pricing?from=R$&D/$'/:id",
    });
  });

  it('compresses text for a client that accepts gzip, as hosts do, and nothing else', async () => {
    const host = await startStaticHost({ dir, rules: 'github-pages' });
    try {
      const encoding = async (path: string, accept: string) => {
        const response = await fetch(`${host.origin}${path}`, {
          headers: { 'accept-encoding': accept },
        });
        return `${response.headers.get('content-encoding')} ${await response.text()}`;
      };
      expect(await encoding('/pricing', 'gzip, br')).toBe('gzip pricing');
      expect(await encoding('/assets/app.js', 'gzip')).toBe('gzip js');
      expect(await encoding('/pricing', 'identity')).toBe('null pricing');
      // A file written again (a rebuild under a running host) is served as it is now.
      writeFileSync(join(dir, 'pricing.html'), 'new prices');
      expect(await encoding('/pricing', 'gzip')).toBe('gzip new prices');
      writeFileSync(join(dir, 'pricing.html'), 'pricing');
    } finally {
      await host.close();
    }
  });
});
