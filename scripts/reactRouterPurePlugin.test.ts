/**
 * The build marks React Router's object-building calls pure and drops its display names
 * (reactRouterPurePlugin.ts). Held equal to the library as published: the changed text is only
 * those marks and names, and route trees generated from seeds render the same HTML with the
 * installed copy and with the changed one.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement as h, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { markReactRouterPure, REACT_ROUTER_PRODUCTION } from './reactRouterPurePlugin';

const SEEDS = Number(process.env.ROUTER_PURE_SEEDS ?? 300);
const productionDir = resolve('node_modules/react-router/dist/production');
// Beside the library, so the copies' `import "react"` finds the same React.
const scratch = resolve('node_modules/.cache/react-router-pure-test');

/** The production module holding the router's components (the one the app's build changes most). */
const implementation = readdirSync(productionDir)
  .filter((f) => f.endsWith('.mjs'))
  .map((f) => ({ file: f, code: readFileSync(join(productionDir, f), 'utf8') }))
  .find(({ code }) => /\bvar Link = React\d*\.forwardRef\(/.test(code));

type Router = Record<
  string,
  ComponentType<Record<string, unknown>> & ((...a: unknown[]) => unknown)
>;

async function load(name: string, code: string): Promise<Router> {
  mkdirSync(scratch, { recursive: true });
  const file = join(scratch, `${name}.mjs`);
  writeFileSync(file, code);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Router;
}

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Seeded numbers (mulberry32): a failing seed can be run again. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEGMENTS = ['blog', 'posts', 'new', 'edit', 'tags', ':id', ':slug', 'a.b', 'é', '*'];
const VALUES = ['42', 'hello-world', 'caf%C3%A9', 'a%20b', '..', 'x.y', 'ÜBER'];
const LINKS = [
  '.',
  '..',
  '../..',
  'child',
  '/',
  '/blog',
  '/blog/posts?q=1#top',
  'posts/7',
  '#main',
];

interface Spec {
  path?: string;
  index?: boolean;
  children: Spec[];
}

function tree(next: () => number, depth: number): Spec[] {
  const count = 1 + Math.floor(next() * 3);
  return Array.from({ length: count }, () => {
    if (depth > 0 && next() < 0.15) return { index: true, children: [] };
    const segment = SEGMENTS[Math.floor(next() * SEGMENTS.length)];
    const path = next() < 0.2 ? `${segment}/${SEGMENTS[Math.floor(next() * 6)]}` : segment;
    const leaf = depth >= 3 || segment === '*' || next() < 0.4;
    return { path, children: leaf ? [] : tree(next, depth + 1) };
  });
}

function location(next: () => number): string {
  const length = Math.floor(next() * 5);
  const parts = Array.from({ length }, () =>
    next() < 0.5 ? SEGMENTS[Math.floor(next() * 5)] : VALUES[Math.floor(next() * VALUES.length)],
  );
  return `/${parts.join('/')}${next() < 0.2 ? '/' : ''}${next() < 0.2 ? '?tab=2' : ''}`;
}

/** One app per copy: every component and hook comes from that copy of the router. */
function render(rr: Router, specs: Spec[], at: string, next: () => number): string {
  const links = LINKS.filter(() => next() < 0.5);
  function Frame({ label }: { label: string }) {
    const params = (rr.useParams as () => Record<string, string>)();
    const here = (rr.useLocation as () => { pathname: string; search: string; hash: string })();
    const href = (rr.useHref as (to: string) => string)('relative/target');
    return h(
      'section',
      { 'data-label': label },
      h('p', null, JSON.stringify({ params, here, href })),
      h(
        'nav',
        null,
        links.map((to, i) =>
          i % 2
            ? h(rr.NavLink, { key: to, to, end: i % 3 === 0 }, to)
            : h(rr.Link, { key: to, to, replace: i % 4 === 0 }, to),
        ),
      ),
      h(rr.Outlet, null),
    );
  }
  const routes = (list: Spec[], trail: string): ReactNode[] =>
    list.map((spec, i) =>
      h(
        rr.Route,
        {
          key: i,
          ...(spec.index ? { index: true } : { path: spec.path }),
          element: h(Frame, { label: `${trail}/${spec.path ?? 'index'}` }),
        },
        ...(spec.index ? [] : routes(spec.children, `${trail}/${spec.path}`)),
      ),
    );
  try {
    return renderToString(
      h(rr.StaticRouter, { location: at }, h(rr.Routes, null, ...routes(specs, ''))),
    );
  } catch (error) {
    return `threw: ${(error as Error).message}`;
  }
}

describe('React Router marked pure for the build', () => {
  it('finds the module it changes, and changes only marks and display names', () => {
    expect(implementation, 'a production module defining Link with forwardRef').toBeDefined();
    expect(REACT_ROUTER_PRODUCTION.test(join(productionDir, implementation!.file))).toBe(true);
    const changed = markReactRouterPure(implementation!.code);
    const marks = changed.match(
      /\/\* @__PURE__ \*\/ React\d*\.(?:createContext|forwardRef|memo)\(/g,
    );
    // Link, NavLink, Form and the contexts: the calls that kept unused code alive.
    expect(marks?.length ?? 0).toBeGreaterThanOrEqual(15);
    expect(changed).not.toMatch(/^\w+\.displayName = /m);
    const withoutNames = implementation!.code.replace(
      /^\w+\.displayName = (?:"\w+"|`\w+`);$/gm,
      '',
    );
    // Without the marks it added (the library's own stay), the text is the library's.
    const unmarked = changed.replace(
      /(=\s*)\/\* @__PURE__ \*\/ (React\d*\.(?:createContext|forwardRef|memo)\()/g,
      '$1$2',
    );
    expect(unmarked).toBe(withoutNames);
  });

  it(`renders ${SEEDS} generated route trees the same with the installed and the changed copy`, async () => {
    const installed = await load('installed', implementation!.code);
    const pure = await load('pure', markReactRouterPure(implementation!.code));
    let rendered = 0;
    for (let seed = 1; seed <= SEEDS; seed++) {
      const specs = tree(random(seed), 0);
      for (let visit = 0; visit < 3; visit++) {
        const at = location(random(seed * 31 + visit));
        const a = render(installed, specs, at, random(seed * 7 + visit));
        const b = render(pure, specs, at, random(seed * 7 + visit));
        expect(b, `seed ${seed}, visit ${visit}: ${at}`).toBe(a);
        if (a.includes('<section')) rendered++;
      }
    }
    // The trees match their locations often enough that routes, links and outlets are compared.
    expect(rendered).toBeGreaterThan(SEEDS / 4);
  });
});
