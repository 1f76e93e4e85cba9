/**
 * How a story's screenshot is taken and judged: the options live here once, for
 * playwright.visual.config.ts and for the shortcut below
 * (docs/TOOLCHAIN.md#traps-already-found-and-their-fixes).
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** How the screenshot is taken: the same for toHaveScreenshot and for page.screenshot. */
const SCREENSHOT_TAKEN = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;

/** toHaveScreenshot's options: tolerant of anti-aliasing noise, not of a changed colour, size or layout. */
export const TO_HAVE_SCREENSHOT = { threshold: 0.2, maxDiffPixelRatio: 0.002, ...SCREENSHOT_TAKEN };

/**
 * Whether a screenshot with these bytes passes against the baseline with these bytes without a
 * pixel comparison: only when they are the same bytes (the same PNG holds the same pixels, so
 * Playwright's comparator finds no difference). Anything else, the comparator decides.
 */
export const sameScreenshot = (actual: Buffer, baseline: Buffer | undefined) =>
  baseline !== undefined && actual.equals(baseline);

function readBaseline(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

/**
 * `expect.soft(page).toHaveScreenshot(name)`, with a shortcut for the common case. Chromium writes
 * the same pixels as the same PNG bytes, and most stories look exactly like their baseline: for
 * those, decoding both PNGs and comparing them pixel by pixel cost the worker about 58 ms of CPU
 * each. So one screenshot is taken as toHaveScreenshot takes its first (at once, with the same
 * options), and if its bytes are the baseline's the story passes; otherwise toHaveScreenshot runs
 * as always, takes its own screenshots, judges them and, when asked to, writes the baseline.
 */
export async function expectScreenshot(page: Page, name: string, testInfo: TestInfo) {
  const baseline = readBaseline(testInfo.snapshotPath(name, { kind: 'screenshot' }));
  if (baseline && sameScreenshot(await page.screenshot(SCREENSHOT_TAKEN), baseline)) return;
  await expect.soft(page).toHaveScreenshot(name);
}
