// Finds a Chromium for Playwright, Lighthouse and the benchmarks (docs/TOOLCHAIN.md):
// CHROME_PATH or PLAYWRIGHT_CHROMIUM if set, else Playwright's own browser if installed,
// else /usr/bin/chromium; if none, try `npx playwright install chromium`, then apt-get as root on
// Debian; else explain how to get one.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

async function playwrightOwn() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function firstExisting(paths) {
  return paths.find((p) => p && existsSync(p));
}

/** CHROME_PATH or PLAYWRIGHT_CHROMIUM, when set to a file that exists. */
const fromEnv = () => firstExisting([process.env.CHROME_PATH, process.env.PLAYWRIGHT_CHROMIUM]);

/** What every script says on a machine with no Chromium: how to get one. */
const NO_CHROMIUM =
  'No Chromium found. Set CHROME_PATH to a Chromium or Chrome binary, or install one: ' +
  '`node scripts/chromium.mjs --install`, `npx playwright install chromium`, or on Debian/Ubuntu ' +
  '`sudo apt-get install chromium`.';

async function findChromium() {
  const named = fromEnv();
  if (named) return named;
  return (
    (await playwrightOwn()) ??
    firstExisting(['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'])
  );
}

// Debian's headless shell (package chromium-headless-shell): the same Chromium build without the
// browser's UI layer, and what Playwright itself runs for headless tests. The journeys and stories
// use it where it is installed: it took 0.78 of the full browser's wall time over the same journeys.
const HEADLESS_SHELLS = ['/usr/bin/chromium-headless-shell'];

/**
 * The browser for the e2e journeys and the stories: CHROME_PATH if set, else Debian's headless
 * shell, else the Chromium of findChromium(). Lighthouse and the benchmarks keep the full browser,
 * as a visitor runs it.
 */
async function findTestChromium() {
  return fromEnv() ?? firstExisting(HEADLESS_SHELLS) ?? (await findChromium());
}

/**
 * The Chromium a script runs, or the one error that says how to get one: the full browser
 * (Lighthouse, the benchmarks), or with `test` the one for journeys and stories (findTestChromium).
 */
export async function requireChromium({ test = false } = {}) {
  const found = test ? await findTestChromium() : await findChromium();
  if (!found) throw new Error(NO_CHROMIUM);
  return found;
}

export async function resolveChromium({ install = false } = {}) {
  const found = await findChromium();
  if (found || !install) return found;
  try {
    execSync('npx playwright install chromium', { stdio: 'inherit', timeout: 180_000 });
    const own = await playwrightOwn();
    if (own) return own;
  } catch {
    // Browser downloads fail on machines without access to the browser host; fall through.
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    execSync('apt-get update -qq && apt-get install -y -qq chromium', { stdio: 'inherit' });
    const path = firstExisting(['/usr/bin/chromium']);
    if (path) return path;
  }
  throw new Error(NO_CHROMIUM);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = await resolveChromium({ install: process.argv.includes('--install') });
  if (!path) {
    console.error(NO_CHROMIUM);
    process.exit(1);
  }
  console.log(path);
}
