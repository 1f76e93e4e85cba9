/**
 * axe's serious and critical violations on a page: the one check the journeys (e2e/fixtures.ts)
 * and the stories (visual/stories.spec.ts) share; each reports them in its own words.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

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
  const results = await new AxeBuilder({ page })
    // axe.run in the page itself: the default runs it per frame, then merges in a new blank page,
    // a second page and a second copy of axe for every check (0.88 of the stories' time without).
    // These pages have no cross-origin frames, the one thing only the default mode reaches.
    .setLegacyMode()
    .withTags(tags)
    .analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
