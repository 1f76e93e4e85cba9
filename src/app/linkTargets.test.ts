import { describe, expect, it } from 'vitest';
import { sitePagesForLinks } from '../features/site';
import { marketingRoutes } from './routeManifest';

describe("the editor's internal-link targets (docs/PRODUCT.md#the-editors-seo-and-readability-analysis)", () => {
  it('are marketing routes of the route table, each once', () => {
    const paths = new Set(marketingRoutes.map((route) => route.path));
    for (const page of sitePagesForLinks) expect(paths).toContain(page.path);
    expect(new Set(sitePagesForLinks.map((page) => page.path)).size).toBe(sitePagesForLinks.length);
  });
});
