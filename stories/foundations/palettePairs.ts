/**
 * The text/background pairs each colour scheme of theme.ts uses, with their WCAG contrast ratio.
 * Read from the theme objects themselves, so Foundations shows what ships, not a copy.
 */
import { decomposeColor, type Theme } from '@mui/material/styles';
import { palette } from '../../src/design-system';

export interface ColourPair {
  /** What the pair is used for, in the product's words. */
  use: string;
  text: string;
  background: string;
  ratio: number;
}

/** WCAG 2.2 AA: 4.5:1 for body text, 3:1 for large text (24px, or 18.66px bold). */
export const AA_TEXT = 4.5;
export const AA_LARGE_TEXT = 3;

type Rgb = [number, number, number];

function rgbaOf(colour: string): [...Rgb, number] {
  const { type, values } = decomposeColor(colour);
  if (!type.startsWith('rgb'))
    throw new Error(`Foundations reads rgb and hex colours only, got ${colour}`);
  return [values[0], values[1], values[2], type === 'rgba' ? (values[3] ?? 1) : 1];
}

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * WCAG 2.2 contrast ratio. Not MUI's getContrastRatio: that rounds luminance to three decimals
 * (navy on white comes out 15.44 instead of 15.39), enough to pass a pair that sits just under 4.5.
 * Translucent text (MUI's rgba(0,0,0,0.87) contrast text) is blended over its background first.
 */
export function contrastRatio(text: string, background: string): number {
  const [br, bg, bb] = rgbaOf(background);
  const [tr, tg, tb, alpha] = rgbaOf(text);
  const blend = (t: number, b: number) => t * alpha + b * (1 - alpha);
  const a = luminance([blend(tr, br), blend(tg, bg), blend(tb, bb)]);
  const b = luminance([br, bg, bb]);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

export function colourPairs(theme: Theme): ColourPair[] {
  const p = theme.palette;
  const pairs: Omit<ColourPair, 'ratio'>[] = [
    { use: 'Body text on the page', text: p.text.primary, background: p.background.default },
    { use: 'Secondary text on the page', text: p.text.secondary, background: p.background.default },
    { use: 'Body text on cards (paper)', text: p.text.primary, background: p.background.paper },
    { use: 'Secondary text on cards', text: p.text.secondary, background: p.background.paper },
    {
      use: 'Outline, ghost and link buttons',
      text: p.primary.main,
      background: p.background.default,
    },
    {
      use: 'Eyebrows, highlights, card icons',
      text: p.secondary.main,
      background: p.background.default,
    },
    { use: 'Error text', text: p.error.main, background: p.background.default },
    { use: 'Default button', text: p.primary.contrastText, background: p.primary.main },
    { use: 'Secondary button', text: p.secondary.contrastText, background: p.secondary.main },
    { use: 'Destructive button', text: p.error.contrastText, background: p.error.main },
    { use: 'Success (filled)', text: p.success.contrastText, background: p.success.main },
    { use: 'Warning (filled)', text: p.warning.contrastText, background: p.warning.main },
    // Hero and call-to-action bands are navy in both schemes.
    { use: 'Hero and CTA band text', text: '#ffffff', background: palette.navy },
  ];
  return pairs.map((pair) => ({ ...pair, ratio: contrastRatio(pair.text, pair.background) }));
}
