/**
 * The journeys' slower CPU (e2e/slowCpu.ts, docs/TOOLCHAIN.md#a-slower-cpu-for-a-journey): where
 * the kernel slows the page instead of DevTools, it holds the page's main thread back while the
 * journey asks, and no longer once the journey's CPU is restored (as at the end of every journey).
 */
import { test, expect } from '../fixtures';
import { restoreCpu, slowDownCpu, timesHeldBack } from '../slowCpu';

/** About 50 ms of the page's main thread at full speed, far over the 1 ms it may run per period. */
const work = () => {
  let sum = 0;
  for (let i = 0; i < 2e7; i++) sum += Math.sqrt(i);
  return sum;
};

test('a slowed page is held back by the kernel while slowed, and not once restored', async ({
  page,
}) => {
  await page.goto('/');
  const how = await slowDownCpu(page, 6);
  test.skip(how === 'devtools', 'this machine does not let the journeys use the CPU controller');
  const beforeWork = timesHeldBack() ?? 0;
  await page.evaluate(work);
  expect(timesHeldBack()).toBeGreaterThan(beforeWork);
  restoreCpu();
  const restored = timesHeldBack();
  await page.evaluate(work);
  expect(timesHeldBack()).toBe(restored);
});
