// Moving between public pages (docs/PRODUCT.md#static-first-public-pages): a normal
// document navigation, made quick by the Speculation Rules API and smooth by cross-document view
// transitions, while the single-page apps (admin, NeuroSlice) are never fetched ahead.
import { test, expect } from '../fixtures';

/** The speculation rules a page's HTML carries (parsed), or none. */
async function rulesOf(html: string) {
  const scripts = [...html.matchAll(/<script type="speculationrules">([^<]*)<\/script>/g)];
  return scripts.map((m) => JSON.parse(m[1]) as Record<string, { where: unknown }[]>);
}

test('every document asks for prefetch and prerender of same-site pages, never of the apps, and opts into view transitions', async ({
  request,
}) => {
  for (const path of ['/', '/pricing', '/blog', '/contact', '/login']) {
    const html = await (await request.get(path)).text();
    const rules = await rulesOf(html);
    expect(rules, path).toHaveLength(1);
    for (const kind of ['prefetch', 'prerender']) {
      const where = JSON.stringify(rules[0][kind]);
      expect(where, `${path} ${kind}`).toContain('"href_matches":"/*"');
      // Each app's root and every path under it (the route table's app paths).
      for (const app of ['/admin/blog', '/admin/blog/*', '/neuroslice', '/neuroslice/*'])
        expect(where, `${path} ${kind}`).toContain(`"${app}"`);
    }
    expect(html, path).toContain('@view-transition{navigation:auto}');
  }
});

test('hovering a link prefetches its page, which then opens as a document; no app page is fetched ahead', async ({
  page,
  context,
}) => {
  const speculated: string[] = [];
  context.on('request', (request) => {
    if (request.headers()['sec-purpose']?.includes('prefetch'))
      speculated.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Pricing' })
    .hover();
  await expect.poll(() => speculated, { timeout: 10_000 }).toContain('/pricing');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Pricing' })
    .click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(speculated.filter((p) => p.startsWith('/admin') || p.startsWith('/neuroslice'))).toEqual(
    [],
  );
});
