/**
 * Shared Playwright fixtures: every journey imports `test` and `expect` from here.
 * `checkA11y(page)` runs axe and fails on serious or critical violations; it also runs
 * automatically on the last page of every test, so no visited page escapes the check.
 */
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { blockingViolations } from './axe';
import { restoreCpu } from './slowCpu';

export async function checkA11y(page: Page, context = page.url()) {
  await page.waitForLoadState('domcontentloaded');
  const blocking = await blockingViolations(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const report = blocking
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join('\n  ')}`,
    )
    .join('\n');
  expect(blocking, `axe violations on ${context}:\n${report}`).toEqual([]);
}

export const test = base.extend<{ consoleErrors: string[]; autoA11y: void }>({
  // Cookie banner dismissed by default so it does not sit over controls; the consent journey clears it.
  page: async ({ page }, use) => {
    // Prerendered pages paint before their JS loads; wait until the app is live (AppLayout marks
    // <html data-app-ready>) after every navigation, or clicks could land before any handler.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const whenReady = () => page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    page.goto = async (...args: Parameters<typeof goto>) => {
      const response = await goto(...args);
      await whenReady();
      return response;
    };
    page.reload = async (...args: Parameters<typeof reload>) => {
      const response = await reload(...args);
      await whenReady();
      return response;
    };
    await page.addInitScript(recordNotices);
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('e2e:keep-consent-unset')) {
        try {
          if (!localStorage.getItem('bayshore-signal:cookie-consent'))
            localStorage.setItem('bayshore-signal:cookie-consent', 'declined');
        } catch {
          /* storage disabled in this test */
        }
      }
    });
    await use(page);
    // A journey on a slower CPU (e2e/slowCpu.ts) leaves the next one on this worker at full speed.
    restoreCpu();
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    // A page a host answers with its 404 page, which hands over to the app (a post only this
    // browser holds, docs/PRODUCT.md#hosts): the browser logs the status; the page is no error.
    const handedOver = new Set<string>();
    page.on('response', (response) => {
      if (response.status() === 404 && response.request().isNavigationRequest())
        handedOver.add(response.url());
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      if (msg.text().startsWith('Failed to load resource') && handedOver.has(msg.location().url))
        return;
      errors.push(`${msg.text()} (${msg.location().url})`);
    });
    await use(errors);
  },
  autoA11y: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus && page.url().startsWith('http'))
        await checkA11y(page);
    },
    { auto: true },
  ],
});

export { expect };

/** Runs `run` on a page of a context of its own with JavaScript off (as a reader without JS sees). */
export async function withoutJs(
  browser: Browser,
  baseURL: string | undefined,
  run: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The notices the page has shown, oldest first, each with its text as last drawn (recordNotices). */
interface NoticeRecord {
  __noticesSeen?: { text: string }[];
}

/**
 * Runs in every page before its scripts: records each notice as it is drawn, with its text as it
 * changes (one record per notice element: the host draws each notice anew). A notice closes itself
 * after 5 s, and on a loaded machine the page can be busy (the map drawing) for longer than that,
 * so a notice may come and go between two polls of a journey: the record still proves it was
 * shown, and with which words.
 */
function recordNotices() {
  const seen: { text: string }[] = [];
  const records = new WeakMap<Element, { text: string }>();
  (window as NoticeRecord).__noticesSeen = seen;
  const NOTICE = '[data-notice-variant]';
  const keep = (notice: Element) => {
    const text = notice.textContent ?? '';
    const record = records.get(notice);
    if (record) record.text = text;
    else {
      records.set(notice, { text });
      seen.push(records.get(notice)!);
    }
  };
  new MutationObserver((changes) => {
    for (const change of changes) {
      const target = change.target instanceof Element ? change.target : change.target.parentElement;
      const inNotice = target?.closest(NOTICE);
      if (inNotice) keep(inNotice);
      for (const added of change.addedNodes) {
        if (!(added instanceof Element)) continue;
        if (added.matches(NOTICE)) keep(added);
        else added.querySelectorAll(NOTICE).forEach(keep);
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Waits until the page has shown a notice whose text holds `title` (and `description`), takes it
 * off the page's record (a later call needs a notice shown anew) and returns its text.
 */
export async function noticeShown(
  page: Page,
  title: string | RegExp,
  description?: string | RegExp,
): Promise<string> {
  const holds = (text: string, part: string | RegExp) =>
    typeof part === 'string' ? text.includes(part) : part.test(text);
  let shown = '';
  await expect
    .poll(
      async () => {
        // A page the fixture did not open (another context's) has no record: its notices now up.
        const { recorded, seen } = await page.evaluate(() => {
          const record = (window as NoticeRecord).__noticesSeen;
          return record
            ? { recorded: true, seen: record.map(({ text }) => text) }
            : {
                recorded: false,
                seen: [...document.querySelectorAll('[data-notice-variant]')].map(
                  (notice) => notice.textContent ?? '',
                ),
              };
        });
        const at = seen.findIndex(
          (text) => holds(text, title) && (description === undefined || holds(text, description)),
        );
        if (at < 0) return seen.at(-1) ?? '(no notice yet)';
        shown = seen[at];
        if (recorded)
          await page.evaluate((i) => (window as NoticeRecord).__noticesSeen?.splice(i, 1), at);
        return 'shown';
      },
      {
        message: `a notice "${String(title)}"${description ? ` saying ${String(description)}` : ''}`,
      },
    )
    .toBe('shown');
  return shown;
}

/**
 * Closes the notice with this title if it is still up, so the next can show. A notice also closes
 * itself after 5 s; on a loaded machine that can come before the click lands, as good as the click.
 */
export async function closeNotice(page: Page, title: string) {
  const notice = page.locator('[data-notice-variant]').filter({ hasText: title });
  await notice
    .getByRole('button', { name: 'Close notice' })
    .click({ timeout: 5_000 })
    .catch(async (error: unknown) => {
      if (await notice.isVisible()) throw error;
    });
  await expect(notice).toBeHidden();
}

/**
 * The notice with this title (the app shows one at a time): checks it was shown with its
 * description, then closes it.
 */
export async function expectNotice(page: Page, title: string, description?: string | RegExp) {
  await noticeShown(page, title, description);
  await closeNotice(page, title);
}
