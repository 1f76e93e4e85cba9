/**
 * How wide a text renders, in CSS pixels, and where a search result cuts it. In a browser the
 * width is measured with a canvas in the result's own font (what the preview draws with); where
 * there is no canvas (jsdom, a server render) a table of Arial's advance widths stands in.
 */

/** Arial's advance widths for printable ASCII (space to ~), in thousandths of the font size. */
const ARIAL_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
/** Anything outside the table: an average lower-case letter. */
const OTHER_WIDTH = 556;
const SPECIAL_WIDTHS: Record<string, number> = {
  '…': 1000,
  '–': 556,
  '—': 1000,
  '’': 222,
  '‘': 222,
  '“': 333,
  '”': 333,
  '·': 278,
  '›': 333,
};

const fontSize = (font: string) => Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 16);

/** The width from the table: close to Arial and to its metric twin Liberation Sans. */
export function tableWidth(text: string, font: string): number {
  let units = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    units +=
      code >= 32 && code <= 126 ? ARIAL_WIDTHS[code - 32] : (SPECIAL_WIDTHS[char] ?? OTHER_WIDTH);
  }
  return (units * fontSize(font)) / 1000;
}

export type MeasureText = (text: string, font: string) => number;

let canvasContext: CanvasRenderingContext2D | null | undefined;

/**
 * The canvas measure when this is a real browser, else the table. Decided on first use, never at
 * import: the prerender and jsdom load this module too (jsdom has no canvas and says so loudly).
 */
export function measureText(text: string, font: string): number {
  if (canvasContext === undefined) {
    const real =
      typeof document !== 'undefined' &&
      typeof navigator !== 'undefined' &&
      !navigator.userAgent.includes('jsdom');
    canvasContext = real ? document.createElement('canvas').getContext('2d') : null;
  }
  if (!canvasContext) return tableWidth(text, font);
  canvasContext.font = font;
  return canvasContext.measureText(text).width;
}

export interface CutText {
  /** What the result shows: whole words, with an ellipsis when cut. */
  text: string;
  cut: boolean;
  /** The whole text's width on one line. */
  width: number;
}

const ELLIPSIS = '…';

/**
 * Lays `text` out in lines of `lineWidth` pixels, breaking between words as a browser does, and
 * keeps `lines` of them; what does not fit is cut at a word with an ellipsis, as Google cuts titles
 * and descriptions (a single word wider than a line is cut inside it).
 */
export function cutToWidth(
  text: string,
  { font, lineWidth, lines = 1 }: { font: string; lineWidth: number; lines?: number },
  measure: MeasureText = measureText,
): CutText {
  const clean = text.replace(/\s+/g, ' ').trim();
  const width = measure(clean, font);
  if (lines === 1 && width <= lineWidth) return { text: clean, cut: false, width };
  const words = clean.split(' ');
  const kept: string[] = [];
  let line = '';
  let lineCount = 1;
  let index = 0;
  for (; index < words.length; index++) {
    const candidate = line ? `${line} ${words[index]}` : words[index];
    if (measure(candidate, font) <= lineWidth) {
      line = candidate;
      continue;
    }
    if (!line) break; // a word wider than the line: cut inside it below
    if (lineCount === lines) break;
    kept.push(line);
    lineCount++;
    line = '';
    if (measure(words[index], font) > lineWidth) break;
    line = words[index];
  }
  if (index === words.length) return { text: [...kept, line].join(' '), cut: false, width };
  // The last line gets the ellipsis: drop words (or letters of a too-long word) until it fits.
  let last = line ? `${line} ${words[index]}` : words[index];
  const fits = (value: string) => measure(`${value}${ELLIPSIS}`, font) <= lineWidth;
  let lastWords = last.split(' ');
  while (lastWords.length > 1 && !fits(lastWords.join(' '))) lastWords = lastWords.slice(0, -1);
  last = lastWords.join(' ');
  while (last.length > 1 && !fits(last)) last = last.slice(0, -1);
  last = last.replace(/[\s,;:.\-–—|]+$/, '');
  return { text: `${[...kept, last].join(' ')}${ELLIPSIS}`, cut: true, width };
}
