import { describe, expect, it } from 'vitest';
import { themeFor } from '../../src/design-system';
import { AA_TEXT, colourPairs, contrastRatio } from './palettePairs';

describe('colourPairs', () => {
  it('computes WCAG ratios from the theme (white on navy is 15.39:1)', () => {
    const band = colourPairs(themeFor('light')).find((p) => p.use === 'Hero and CTA band text');
    expect(band?.ratio).toBeCloseTo(15.39, 2);
  });

  it('matches the WCAG reference values and blends translucent text', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#ffffff')).toBeCloseTo(
      contrastRatio('#808080', '#ffffff'),
      1,
    );
    expect(() => contrastRatio('hsl(0, 0%, 0%)', '#ffffff')).toThrow(/rgb and hex/);
  });

  it.each([
    ['light', themeFor('light')],
    ['dark', themeFor('dark')],
  ])('every text/background pair of the %s scheme meets AA', (_mode, theme) => {
    const failing = colourPairs(theme).filter((p) => p.ratio < AA_TEXT);
    expect(failing).toEqual([]);
  });
});
