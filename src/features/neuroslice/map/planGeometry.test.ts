import { describe, expect, it } from 'vitest';
import type { PlanDot } from './flowElements';
import { dotAt, shownBounds, zoomFloor } from './planGeometry';

const dots: PlanDot[] = [
  { id: 'a', x: 0, y: 0, r: 10, levelIndex: 0 },
  { id: 'b', x: 100, y: -50, r: 5, levelIndex: 1 },
  { id: 'c', x: -2000, y: 40, r: 5, levelIndex: 2 },
];

describe('plan geometry', () => {
  it('bounds only the shown dots, rims included, and none when nothing is shown', () => {
    expect(shownBounds(dots, new Set(['a', 'b']))).toEqual({ x0: -10, y0: -55, x1: 105, y1: 10 });
    expect(shownBounds(dots, new Set())).toBeNull();
  });

  it("keeps SPEC's 0.1 floor unless the whole plan needs less to fit a small map", () => {
    expect(zoomFloor(dots.slice(0, 2))).toBe(0.1);
    expect(zoomFloor(dots)).toBeCloseTo(360 / (2 * 2005));
  });

  it('finds the nearest shown dot within a few screen pixels of its rim', () => {
    const all = new Set(['a', 'b', 'c']);
    expect(dotAt(dots, all, { x: 14, y: 0 }, 1)).toBe('a');
    expect(dotAt(dots, all, { x: 30, y: 0 }, 1)).toBeNull();
    expect(dotAt(dots, new Set(['b']), { x: 2, y: 0 }, 1)).toBeNull();
    expect(dotAt(dots, all, { x: 20, y: 0 }, 1)).toBeNull();
    expect(dotAt(dots, all, { x: 20, y: 0 }, 0.5)).toBe('a');
  });
});
