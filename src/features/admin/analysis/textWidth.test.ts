import { describe, expect, it } from 'vitest';
import { SERP } from './thresholds';
import { cutToWidth, measureText, tableWidth } from './textWidth';

const title = { font: SERP.titleFont, lineWidth: SERP.desktop.width };

describe('the search result cuts by pixel width, not by characters', () => {
  it('Arial widths: "W" is more than four times as wide as "i"', () => {
    expect(tableWidth('W', '20px Arial')).toBeCloseTo(18.88);
    expect(tableWidth('i', '20px Arial')).toBeCloseTo(4.44);
    expect(tableWidth('Hello world', '10px Arial')).toBeCloseTo(
      tableWidth('Hello world', '20px Arial') / 2,
    );
  });

  it('jsdom has no canvas: the measure falls back to the table', () => {
    expect(measureText('Med spa marketing', SERP.titleFont)).toBe(
      tableWidth('Med spa marketing', SERP.titleFont),
    );
  });

  it('cuts a 90-character title at a word, with an ellipsis, within 600px', () => {
    const long =
      'Med Spa Marketing in Tampa: Short Videos, Honest Reviews and SMS Reminders That Book Visit';
    expect(long).toHaveLength(90);
    const cut = cutToWidth(long, title, tableWidth);
    expect(cut.cut).toBe(true);
    expect(cut.width).toBeGreaterThan(600);
    expect(cut.text.endsWith('…')).toBe(true);
    expect(tableWidth(cut.text, SERP.titleFont)).toBeLessThanOrEqual(600);
    // Whole words only: what is kept is the start of the title up to a space.
    const kept = cut.text.slice(0, -1);
    expect(long.startsWith(kept)).toBe(true);
    expect(long[kept.length]).toBe(' ');
    expect(cut.text).toBe('Med Spa Marketing in Tampa: Short Videos, Honest Reviews…');
  });

  it('the same number of characters fits or not depending on the letters', () => {
    const narrow = 'iiii '.repeat(12).trim(); // 59 characters
    const wide = 'WWWW '.repeat(12).trim();
    expect(cutToWidth(narrow, title, tableWidth).cut).toBe(false);
    expect(cutToWidth(wide, title, tableWidth).cut).toBe(true);
  });

  it('a description wraps over lines and only the last kept line is cut', () => {
    const description =
      'Short videos, honest reviews and reminders fill a Tampa med spa calendar two weeks ahead. '.repeat(
        3,
      );
    const desktop = cutToWidth(
      description,
      { font: SERP.descriptionFont, lineWidth: 600, lines: 2 },
      tableWidth,
    );
    const mobile = cutToWidth(
      description,
      { font: SERP.descriptionFont, lineWidth: 360, lines: 3 },
      tableWidth,
    );
    expect(desktop.cut).toBe(true);
    expect(tableWidth(desktop.text, SERP.descriptionFont)).toBeLessThanOrEqual(1200);
    expect(mobile.text.length).toBeLessThan(desktop.text.length);
    expect(
      cutToWidth(
        'Fits easily.',
        { font: SERP.descriptionFont, lineWidth: 600, lines: 2 },
        tableWidth,
      ),
    ).toEqual({
      text: 'Fits easily.',
      cut: false,
      width: tableWidth('Fits easily.', SERP.descriptionFont),
    });
  });

  it('a single word wider than the line is cut inside it', () => {
    const cut = cutToWidth('W'.repeat(60), title, tableWidth);
    expect(cut.text).toMatch(/^W+…$/);
    expect(tableWidth(cut.text, SERP.titleFont)).toBeLessThanOrEqual(600);
  });
});
