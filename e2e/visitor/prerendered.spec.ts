// The prerendered HTML of every public route (OUT_DIR, as `npm run build` wrote it): h1, copy, head and JSON-LD.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { test, expect } from '@playwright/test';
import { loginRoute, marketingRoutes } from '../../src/app/routeManifest';
import { homeHero } from '../../src/features/site/content/home';
import { serviceDetails } from '../../src/features/site/content/serviceDetails';
import { pricingHero } from '../../src/features/site/content/pricing';
import { tampaHub } from '../../src/features/site/content/tampa';

const outDir = resolve(process.env.OUT_DIR ?? 'dist');
// Each page is written once, at its canonical URL's file.
const fileFor = (path: string) =>
  path === '/' ? join(outDir, 'index.html') : join(outDir, `${path.slice(1)}.html`);

/** The JSON-LD @types SPEC §2 asks of each route; others may carry more. */
function expectedTypes(path: string): string[] {
  if (path === '/') return ['LocalBusiness', 'WebSite', 'FAQPage'];
  if (path === '/tampa') return ['LocalBusiness', 'BreadcrumbList'];
  if (path.startsWith('/tampa/')) return ['LocalBusiness', 'BreadcrumbList', 'FAQPage'];
  if (path === '/pricing') return ['FAQPage'];
  if (path === '/services/paid-ads') return ['Service', 'FAQPage'];
  if (serviceDetails.some((d) => d.path === path)) return ['Service', 'FAQPage', 'BreadcrumbList'];
  return [];
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

async function readPage(path: string) {
  const html = await readFile(fileFor(path), 'utf8');
  const root = html.slice(html.indexOf('<div id="root"'));
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
  return {
    html,
    root,
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    h1s: [...root.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) =>
      decode(m[1].replace(/<[^>]+>/g, '')),
    ),
    jsonLd,
  };
}

for (const route of [...marketingRoutes, loginRoute]) {
  test(`prerendered ${route.path}: h1, title, description, canonical and JSON-LD`, async () => {
    const page = await readPage(route.path);
    expect(page.root).toContain(`data-prerendered-path="${route.path}"`);
    expect(page.h1s).toHaveLength(1);
    expect(page.h1s[0].length).toBeGreaterThan(5);
    expect(page.title).toContain('Bayshore Signal');
    expect(page.description.length).toBeGreaterThan(30);
    expect(page.canonical).toBe(
      `https://www.bayshoresignal.example${route.path === '/' ? '/' : route.path}`,
    );
    expect(page.html).toContain('<meta property="og:title"');
    expect(page.html).toContain('<meta property="og:description"');
    const types = page.jsonLd.map((d) => d['@type']);
    for (const type of expectedTypes(route.path))
      expect(types, `${route.path} JSON-LD`).toContain(type);
    for (const data of page.jsonLd) expect(data['@context']).toBe('https://schema.org');
    if (route.noindex) expect(page.html).toMatch(/<meta name="robots" content="noindex/);
    else expect(page.html).not.toMatch(/<meta name="robots"/);
  });
}

test('prerendered copy matches the content modules', async () => {
  expect((await readPage('/')).h1s[0]).toBe(homeHero.title);
  expect((await readPage('/tampa')).h1s[0]).toBe(tampaHub.hero.title);
  expect((await readPage('/pricing')).h1s[0]).toBe(pricingHero.title);
  const pricing = await readPage('/pricing');
  for (const text of [
    '$997',
    '$2,500',
    '$5,000',
    'plus $1,500 setup',
    'Most Popular',
    '12-15% of ad spend',
    'Minimum $750/month',
    '$3,500 one-time',
  ]) {
    expect(pricing.root).toContain(text);
  }
  for (const detail of serviceDetails) {
    const page = await readPage(detail.path);
    expect(page.h1s[0]).toBe(detail.headline);
    expect(page.root).toContain(detail.priceValue);
    const faq = page.jsonLd.find((d) => d['@type'] === 'FAQPage') as { mainEntity: unknown[] };
    expect(faq.mainEntity).toHaveLength(6);
  }
});

test('Tampa LocalBusiness JSON-LD carries the brand geo and price range', async () => {
  for (const path of [
    '/tampa',
    '/tampa/seo',
    '/tampa/paid-ads',
    '/tampa/digital-marketing-services',
  ]) {
    const business = (await readPage(path)).jsonLd.find(
      (d) => d['@type'] === 'LocalBusiness',
    ) as Record<string, unknown>;
    expect(business.priceRange).toBe('$997-$5000');
    expect(business.geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: 27.9506,
      longitude: -82.4572,
    });
  }
  const home = (await readPage('/')).jsonLd.find((d) => d['@type'] === 'WebSite') as {
    hasPart: { name: string; url: string }[];
  };
  expect(home.hasPart.some((p) => p.name === '/book-demo redirects to /contact')).toBe(true);
  expect(home.hasPart.some((p) => p.url.endsWith('/login') && /not indexed/.test(p.name))).toBe(
    true,
  );
});
