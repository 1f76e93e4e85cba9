import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, requireChromium } from './scripts/chromium.mjs';
import { freePort } from './scripts/free-port.mjs';

// Journeys run against the built, prerendered site served as a host serves it (scripts/static-host.mjs,
// `_redirects` rules), on PORT when given,
// else on a port the system says is free: a fixed default could meet another tree's server.
// The chosen port goes into the environment so that the workers, which load this file again, agree.
const portGiven = process.env.PORT !== undefined;
process.env.PORT ??= String(await freePort());
const port = Number(process.env.PORT);
const outDir = process.env.OUT_DIR ?? 'dist';
// The published blog (docs/PRODUCT.md#publishing): a build from a fixture content folder, and a dev server whose
// content API writes into a scratch folder, each on its own port.
const contentPort = Number(process.env.CONTENT_PORT ?? port + 89);
const devPort = Number(process.env.DEV_PORT ?? port + 1088);
// Leads (docs/PRODUCT.md#leads): a build whose contact form posts to a lead endpoint, and the port of that
// endpoint, a real HTTP server that the journeys in e2e/leads start and stop themselves.
const leadsPort = Number(process.env.LEADS_PORT ?? port + 97);
process.env.LEAD_ENDPOINT_PORT ??= String(port + 98);
const leadEndpoint = `http://127.0.0.1:${process.env.LEAD_ENDPOINT_PORT}/leads`;
// Publishing to GitHub: the same build's admin talks to the GitHub double (e2e/github), which the
// journeys start and stop themselves on this port. One build serves both folders (a build is 8
// CPU-s): the leads journeys never open the admin, and the GitHub journeys never send the form.
process.env.GITHUB_DOUBLE_PORT ??= String(port + 96);
const githubApi = `http://127.0.0.1:${process.env.GITHUB_DOUBLE_PORT}`;
// Consent and analytics (docs/PRODUCT.md#consent-analytics-and-attribution): a build that counts visits with a Plausible, a real HTTP server
// on this machine that speaks Plausible's Events API, and a lead endpoint of its own (the leads
// journeys run beside these and start theirs on another port).
const analyticsSitePort = Number(process.env.ANALYTICS_SITE_PORT ?? port + 99);
process.env.ANALYTICS_PORT ??= String(port + 100);
process.env.ANALYTICS_LEAD_PORT ??= String(port + 101);
const executablePath = await requireChromium({ test: true });

// Only in development, and only on a port the developer named: CI always starts its own.
const reuseExistingServer = !process.env.CI && portGiven;

/** The journeys of one folder, against the site (or server) on `baseURL`. */
const journeys = (name: string, testMatch: RegExp, baseURL: string) => ({
  name,
  testMatch,
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    launchOptions: { executablePath, args: chromiumArgs },
  },
});

/** One of the extra builds (scripts/preview-build.mjs), made with `env` and served on `port`. */
const extraBuild = (port: number, env: Record<string, string>) => ({
  command: `node scripts/preview-build.mjs ${port}`,
  env,
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer,
  // A cold build on a busy machine.
  timeout: 300_000,
});

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Three on two cores: a journey waits on throttled pages, typing pauses and notices, and a third
  // worker fills those waits (in one session, 217 journeys: 382 s on two workers, 352 s and 351 s
  // on three, every journey passing without a retry in each run). Four were tried earlier (with
  // the full browser): no faster, and dialogs in the NeuroSlice journeys missed clicks under that
  // load (passed on retry).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Traced only when retried (Playwright's default): recording every run cost the suite a sixth of
    // its time for the screencast and another seventh for the DOM snapshots. A failure still keeps
    // its screenshot; `--trace retain-on-failure` traces a local run.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  // Workers take journeys in the order of this list. The folders whose journeys run one after
  // another in one worker (a server of their own, `mode: 'serial'`: GitHub's three take about a
  // minute) come first, and the many short journeys fill the other workers beside them and end the
  // run; last, a serial folder kept one worker busy for the run's last minute while the others idled.
  projects: [
    journeys('github', /e2e[\\/]github[\\/].*\.spec\.ts$/, `http://127.0.0.1:${leadsPort}`),
    journeys(
      'publish',
      /e2e[\\/]publish[\\/](published-blog|seeded-author|scheduled-posts)\.spec\.ts/,
      `http://127.0.0.1:${contentPort}`,
    ),
    journeys(
      'publish-dev',
      /e2e[\\/]publish[\\/]content-api\.spec\.ts/,
      `http://localhost:${devPort}`,
    ),
    journeys('leads', /e2e[\\/]leads[\\/].*\.spec\.ts$/, `http://127.0.0.1:${leadsPort}`),
    journeys(
      'analytics',
      /e2e[\\/]analytics[\\/].*\.spec\.ts$/,
      `http://127.0.0.1:${analyticsSitePort}`,
    ),
    {
      name: 'chromium',
      // Anchored at e2e/: Playwright matches the absolute path, and a checkout may sit in a folder
      // named leads or publish (a worktree), which would hand every journey to the wrong project.
      testIgnore: /e2e[\\/](publish|leads|github|analytics)[\\/]/,
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath, args: chromiumArgs } },
    },
  ],
  webServer: [
    {
      // The build served as Netlify or Cloudflare Pages serve it (scripts/static-host.mjs).
      command: `node scripts/static-host.mjs --rules redirects --dir ${outDir} --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer,
      timeout: 60_000,
    },
    extraBuild(contentPort, {
      OUT_DIR: process.env.CONTENT_OUT_DIR ?? 'dist-content',
      CONTENT_DIR: resolve(import.meta.dirname, 'e2e/publish/fixtures/content'),
    }),
    extraBuild(leadsPort, {
      OUT_DIR: 'dist-leads',
      VITE_LEAD_ENDPOINT: leadEndpoint,
      VITE_GITHUB_API_URL: githubApi,
    }),
    extraBuild(analyticsSitePort, {
      OUT_DIR: 'dist-analytics',
      VITE_LEAD_ENDPOINT: `http://127.0.0.1:${process.env.ANALYTICS_LEAD_PORT}/leads`,
      VITE_ANALYTICS_HOST: `http://127.0.0.1:${process.env.ANALYTICS_PORT}`,
      VITE_ANALYTICS_DOMAIN: 'bayshoresignal.example',
    }),
    {
      command: `node scripts/dev-content.mjs ${devPort}`,
      url: `http://localhost:${devPort}/`,
      // Vite's own lines (a dependency optimised late reloads the page) belong in the run's log.
      stdout: 'pipe',
      reuseExistingServer,
      timeout: 120_000,
    },
  ],
});
