import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

// Journeys run against the built, prerendered site served by `vite preview`.
const port = Number(process.env.PORT ?? 4173);
const outDir = process.env.OUT_DIR ?? 'dist';
// The published blog (issue 12): a build from a fixture content folder, and a dev server whose
// content API writes into a scratch folder, each on its own port.
const contentPort = Number(process.env.CONTENT_PORT ?? port + 89);
const devPort = Number(process.env.DEV_PORT ?? port + 1088);
const executablePath = await findChromium();
if (!executablePath)
  throw new Error('No Chromium: run `node scripts/chromium.mjs --install` or set CHROME_PATH.');

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]]
    : [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /publish[\\/]/,
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath, args: chromiumArgs } },
    },
    {
      name: 'publish',
      testMatch: /publish[\\/]published-blog\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${contentPort}`,
        launchOptions: { executablePath, args: chromiumArgs },
      },
    },
    {
      name: 'publish-dev',
      testMatch: /publish[\\/]content-api\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://localhost:${devPort}`,
        launchOptions: { executablePath, args: chromiumArgs },
      },
    },
  ],
  webServer: [
    {
      command: `npx vite preview --port ${port} --strictPort --host 127.0.0.1 --outDir ${outDir}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node scripts/preview-content.mjs ${contentPort}`,
      url: `http://127.0.0.1:${contentPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
    },
    {
      command: `node scripts/dev-content.mjs ${devPort}`,
      url: `http://localhost:${devPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
