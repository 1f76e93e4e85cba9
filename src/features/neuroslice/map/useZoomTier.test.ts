import { describe, expect, it } from 'vitest';
import { nextZoomTier } from './useZoomTier';

describe('nextZoomTier', () => {
  it('is far below 0.3 and near above 0.4, whatever it was', () => {
    expect(nextZoomTier('near', 0.29)).toBe('far');
    expect(nextZoomTier('far', 0.41)).toBe('near');
  });
  it('keeps its tier between 0.3 and 0.4, so a zoom at the boundary does not flip it', () => {
    expect(nextZoomTier('far', 0.35)).toBe('far');
    expect(nextZoomTier('near', 0.35)).toBe('near');
    expect(nextZoomTier('far', 0.4)).toBe('far');
    expect(nextZoomTier('near', 0.3)).toBe('near');
  });
});
