// Structured data as a crawler reads it (docs/PRODUCT.md#prerendered-pages): every <script type="application/ld+json"> of
// every built page (OUT_DIR, and the build with published posts when it exists), parsed with a real
// HTML parser (jsdom). Every @type and property must be schema.org's (e2e/schemaOrg.ts reads the
// vocabulary from the schema-dts package); every public page below `/` carries its BreadcrumbList,
// /blog a Blog, category, tag and author pages a CollectionPage, and pages that list cards an
// ItemList as long as the list. No browser: it reads the built files.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import { test, expect } from '@playwright/test';
import { loadVocabulary } from '../schemaOrg';

type Node = Record<string, unknown>;

const builds = [process.env.OUT_DIR ?? 'dist', process.env.CONTENT_OUT_DIR ?? 'dist-content']
  .map((dir) => resolve(dir))
  .filter((dir) => existsSync(join(dir, 'index.html')));
const vocabulary = loadVocabulary();

/** Pages whose cards are listed as ItemLists: how many lists at least (the blog's lists below). */
const CARD_LISTS: Record<string, number> = {
  '/services': 1,
  '/services/paid-ads': 1,
  '/industries': 1,
  '/resources': 3,
  '/workflows': 1,
  '/work': 1,
  '/case-studies': 1,
};

function pagesOf(dir: string): { path: string; file: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html') && name !== 'app.html')
    .map((name) => ({
      file: join(dir, name),
      path: name === 'index.html' ? '/' : `/${name.replace(/\.html$/, '')}`,
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** Every schema.org node of a JSON-LD value, nested ones included. */
function nodesOf(value: unknown, into: Node[] = []): Node[] {
  if (Array.isArray(value)) for (const item of value) nodesOf(item, into);
  else if (value && typeof value === 'object') {
    into.push(value as Node);
    for (const [key, child] of Object.entries(value))
      if (!key.startsWith('@')) nodesOf(child, into);
  }
  return into;
}

/** What is not schema.org in a node: an unknown type, or a property its type does not take. */
function vocabularyProblems(node: Node): string[] {
  const type = node['@type'];
  if (type === undefined) {
    // Only a reference to a node described elsewhere may go without a type.
    const keys = Object.keys(node).filter((key) => key !== '@id');
    return keys.length ? [`a node without @type has ${keys.join(', ')}`] : [];
  }
  if (typeof type !== 'string') return [`@type ${JSON.stringify(type)} is not one name`];
  const properties = vocabulary.propertiesOf(type);
  if (!properties) return [`${type} is no schema.org type`];
  return Object.keys(node)
    .filter((key) => !key.startsWith('@') && !properties.has(key))
    .map((key) => `${type} has no property ${key}`);
}

function listLength(list: Node): number {
  const items = list.itemListElement as Node[];
  expect(
    items.map((item) => item.position),
    `${String(list.name)}: positions 1..n`,
  ).toEqual(items.map((_, i) => i + 1));
  if ('numberOfItems' in list) expect(list.numberOfItems).toBe(items.length);
  return items.length;
}

test('at least the main build is there to read', () => {
  expect(builds.length).toBeGreaterThan(0);
});

for (const dir of builds) {
  test(`${relative(process.cwd(), dir)}: JSON-LD on every page, schema.org types and properties only`, () => {
    const seen = new Set<string>();
    for (const { path, file } of pagesOf(dir)) {
      const { document } = new JSDOM(readFileSync(file, 'utf8')).window;
      const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? '') as Node,
      );
      const top = blocks.flatMap((block) => (Array.isArray(block) ? block : [block]));
      for (const node of top)
        expect(node['@context'], `${path}: @context`).toBe('https://schema.org');
      const nodes = nodesOf(top);
      expect(nodes.flatMap(vocabularyProblems), `${path}: schema.org vocabulary`).toEqual([]);
      const ofType = (type: string) => top.filter((node) => node['@type'] === type);

      const robots = document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '';
      if (path === '/' || robots.includes('noindex')) continue;
      seen.add(path);

      // The trail: Home first, the page itself last.
      const [trail, ...more] = ofType('BreadcrumbList');
      expect(trail, `${path}: BreadcrumbList`).toBeDefined();
      expect(more, `${path}: one BreadcrumbList`).toEqual([]);
      const crumbs = (trail.itemListElement as Node[]).map((crumb) => new URL(String(crumb.item)));
      expect(crumbs.length, `${path}: trail length`).toBeGreaterThanOrEqual(2);
      expect(crumbs[0].pathname).toBe('/');
      expect(crumbs.at(-1)?.pathname, `${path}: trail ends at the page`).toBe(path);
      listLength(trail);

      const cards = document.querySelectorAll('li[data-post-slug]').length;
      if (path === '/blog') {
        const [blog] = ofType('Blog');
        expect(blog, '/blog: Blog').toBeDefined();
        expect((blog.blogPost as Node[]).length).toBe(cards);
        // An empty blog (a build without published posts) lists nothing.
        expect(ofType('ItemList').map(listLength)).toEqual(cards ? [cards] : []);
      }
      if (/^\/(category|tag|author)\//.test(path)) {
        const [page] = ofType('CollectionPage');
        expect(page, `${path}: CollectionPage`).toBeDefined();
        const list = page.mainEntity as Node;
        expect(list['@type']).toBe('ItemList');
        expect(listLength(list), `${path}: one list item per card`).toBe(cards);
        expect(cards).toBeGreaterThan(0);
      }
      if (CARD_LISTS[path]) {
        const lists = ofType('ItemList');
        expect(lists.length, `${path}: ItemLists`).toBeGreaterThanOrEqual(CARD_LISTS[path]);
        for (const list of lists)
          expect(listLength(list), `${path}: list items`).toBeGreaterThan(0);
      }
    }
    // The checks above ran on the pages they are about.
    expect([...Object.keys(CARD_LISTS), '/blog'].filter((path) => !seen.has(path))).toEqual([]);
    for (const kind of ['category', 'tag', 'author'])
      if (existsSync(join(dir, kind)))
        expect(
          [...seen].some((path) => path.startsWith(`/${kind}/`)),
          kind,
        ).toBe(true);
  });
}
