import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, requireChromium } from './scripts/chromium.mjs';
import { freePort } from './scripts/free-port.mjs';
import { TO_HAVE_SCREENSHOT } from './visual/screenshots';

// Every story of the built static Storybook in a real Chromium: axe and a screenshot compared
// with the committed baseline in visual/__screenshots__ (`npm run test:visual`,
// `npm run test:visual:update`). Separate from playwright.config.ts, whose journeys run on the
// built site.
// On STORYBOOK_PORT when given, else on a port the system says is free; the choice goes into the
// environment so that the workers, which load this file again, agree.
process.env.STORYBOOK_PORT ??= String(await freePort());
const port = Number(process.env.STORYBOOK_PORT);
const executablePath = await requireChromium({ test: true });

export default defineConfig({
  testDir: 'visual',
  // Its *.test.ts files are unit tests, run by Vitest.
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/visual',
  // One PNG per story, named by story id; the platform is in the name because font rendering
  // differs between Linux, macOS and Windows.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}-{platform}{ext}',
  fullyParallel: true,
  // Three on two cores: a story waits on its render, its play steps and the screenshot, and a third
  // worker fills those waits (the step's wall time 0.91 of two workers', farm-bench, 2 runs each).
  workers: 3,
  // Under CI one retry, as the journeys have (playwright.config.ts): the machine is shared, and a
  // story that once lost a race under load passes on its retry. `npm test`'s summary names every
  // story that needed it, so a flaky one is seen, not hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: {
    timeout: 15_000,
    toHaveScreenshot: TO_HAVE_SCREENSHOT,
  },
  reporter: [['line'], ['json', { outputFile: 'test-results/visual.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 720 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'America/New_York',
    // Traced only when retried (Playwright's default): recording every run cost the suite a sixth of
    // its time for the screencast and another seventh for the DOM snapshots. A failure still keeps
    // its screenshot; `--trace retain-on-failure` traces a local run.
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 720 },
        deviceScaleFactor: 1,
        launchOptions: {
          executablePath,
          // Same glyph rasterising and colours on every run.
          args: [...chromiumArgs, '--font-render-hinting=none', '--force-color-profile=srgb'],
        },
      },
    },
  ],
  webServer: {
    // The built Storybook is plain files (iframe.html?id=…): GitHub Pages' rules serve each as it is.
    command: `node scripts/static-host.mjs --rules github-pages --dir storybook-static --port ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    // Never reuse: a server left from another build would check the wrong Storybook.
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
