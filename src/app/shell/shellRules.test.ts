import { describe, expect, it } from 'vitest';
import { allRoutes } from '../routeManifest';
import { isBarePath } from './shellRules';

describe('bare paths (SPEC §2 Shell)', () => {
  it('come from the route table: /neuroslice and below, nothing else', () => {
    expect(allRoutes.filter((route) => route.bare).map((route) => route.path)).toEqual([
      '/neuroslice',
    ]);
    expect(isBarePath('/neuroslice')).toBe(true);
    expect(isBarePath('/neuroslice/map')).toBe(true);
    expect(isBarePath('/neuroslices')).toBe(false);
    expect(isBarePath('/')).toBe(false);
    expect(isBarePath('/admin/blog')).toBe(false);
  });
});
