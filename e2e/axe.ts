/**
 * axe's serious and critical violations on a page: the one check the journeys (e2e/fixtures.ts)
 * and the stories (visual/stories.spec.ts) share; each reports them in its own words.
 *
 * axe runs in the page itself (axe.run), as @axe-core/playwright's legacy mode runs it: the default
 * mode runs it per frame, then merges in a new blank page, a second page and a second copy of axe
 * for every check (0.88 of the stories' time without). These pages have no cross-origin frames, the
 * one thing only the default mode reaches. Unlike that mode, axe is put into a document once and
 * reused by every later check of it (the stories switch in place, one document for many checks),
 * and only violations are asked for. e2e/shell/axe-check.spec.ts holds this equal to the builder's
 * full run over generated pages.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import type { Page } from '@playwright/test';

/**
 * axe as browsers load it: its minified build, 654 kB against the 1.48 MB of `axe.source`, which
 * every check of a new document sends and compiles (putting it in and its first run: 0.70 of the time).
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type AxeViolation = axe.Result;

/** What AxeBuilder configures in each frame it fills. */
const CONFIGURE = `axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`;

/** Puts axe into every frame of the page that does not hold it yet (a frame that goes away is skipped). */
async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object'))
        continue;
      await frame.evaluate(`${AXE_SOURCE};${CONFIGURE}`);
    } catch {
      // Detached or navigating while filled: AxeBuilder skips such a frame too.
    }
  }
}

export async function blockingViolations(page: Page, tags: string[]): Promise<AxeViolation[]> {
  // The settled page: a colour measured halfway through a fade (a tooltip appearing under the
  // pointer) is no colour anyone reads. Only finite motion about to end is awaited, never a
  // marquee or the autofill marker's 5000 s animation.
  await page.evaluate(() =>
    Promise.all(
      document.getAnimations().flatMap((animation) => {
        const { endTime } = animation.effect?.getComputedTiming() ?? {};
        const now = Number(animation.currentTime ?? 0);
        const left = Number(endTime) - now;
        return animation.playState === 'running' && left > 0 && left < 1000
          ? [animation.finished.catch(() => undefined)]
          : [];
      }),
    ),
  );
  await injectAxe(page);
  // Only violations are read: axe still runs every rule on every node, but no longer builds a
  // selector and an HTML excerpt for each passing node.
  const options: axe.RunOptions = {
    runOnly: { type: 'tag', values: tags },
    resultTypes: ['violations'],
  };
  const { error, violations } = await page.evaluate(
    (options) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, options).then(
        (results) => ({ error: null, violations: results.violations }),
        (error: Error) => ({ error: error.message, violations: [] }),
      ),
    options,
  );
  if (error) throw new Error(`axe could not check the page: ${error}`);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
