/**
 * Every story of the built static Storybook in a real Chromium: it renders and plays without an
 * error, axe finds no serious or critical violation (bar the listed exceptions), and it looks like
 * its committed baseline. Docs pages get the render and axe checks. The list comes from
 * storybook-static/index.json, so a new story is checked without touching this file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { blockingViolations } from '../e2e/axe';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { readStoryIndex, type IndexEntry } from './storybookIndex';
import { a11yExceptions } from './a11y-exceptions';
import { expectScreenshot } from './screenshots';

// One browser context and one page per worker. Loading Storybook's preview costs several times what
// rendering a story does, so a worker loads it once and then switches stories and docs pages in
// place, as Storybook's own UI does (its channel's setCurrentStory): the old entry unmounts, the
// new one renders and plays. What a story could leave behind is reset before the next: storage,
// notices (the preview's beforeEach), focus, scroll and viewport; it mounts with no scrollbar, as
// on a fresh page. A test that fails closes the page, so the next story starts on a fresh one.
interface StoryPage {
  page?: Page;
}
const test = base.extend<object, { storyContext: BrowserContext; storyPage: StoryPage }>({
  storyContext: [
    async ({ browser }, use, workerInfo) => {
      const o = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL: o.baseURL,
        viewport: o.viewport,
        deviceScaleFactor: o.deviceScaleFactor,
        userAgent: o.userAgent,
        reducedMotion: o.reducedMotion,
        colorScheme: o.colorScheme,
        locale: o.locale,
        timezoneId: o.timezoneId,
      });
      await context.addInitScript(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  storyPage: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use({});
    },
    { scope: 'worker' },
  ],
  page: async ({ storyContext, storyPage }, use, testInfo) => {
    if (!storyPage.page || storyPage.page.isClosed()) {
      const page = await storyContext.newPage();
      await page.clock.setFixedTime(FIXED_TIME);
      await page.addInitScript(listenToStorybook);
      storyPage.page = page;
    }
    const page = storyPage.page;
    await use(page);
    page.removeAllListeners('pageerror');
    page.removeAllListeners('console');
    if (testInfo.status !== testInfo.expectedStatus) {
      await page.close();
      storyPage.page = undefined;
    }
  },
});

const entries = readStoryIndex();
const stories = entries.filter((e) => e.type === 'story');
const docs = entries.filter((e) => e.type === 'docs');
const ids = new Set(entries.map((e) => e.id));

// Fixed clock: dates in stories ("Nov 23, 2026", "2 days ago") are the same on every run.
const FIXED_TIME = new Date('2026-11-23T14:00:00Z');
const SCREENSHOT_DIR = join(import.meta.dirname, '__screenshots__');

interface RenderState {
  storyFinished?: 'success' | 'error';
  /** The story the last storyFinished was for: a late event of the previous story must not count. */
  finishedId?: string;
  docsRendered?: boolean;
  /**
   * A docs page's stories render after the page itself (docsRendered), each on its own: one
   * caught halfway, its frame not yet grown to its content, is a scrolling box to axe. These count
   * the story renders under way and those finished since the last switch.
   */
  storiesRendering: number;
  storiesFinished: number;
  errors: string[];
}

/** Runs in the page before Storybook: listens on its channel for the end of the render. */
function listenToStorybook() {
  const state: RenderState = { errors: [], storiesRendering: 0, storiesFinished: 0 };
  const rendering = new Set<string>();
  (window as unknown as { __visual: RenderState }).__visual = state;
  let channel: unknown;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next: { on(event: string, listener: (payload: unknown) => void): void }) {
      channel = next;
      next.on('storyFinished', (payload) => {
        const finished = payload as { storyId?: string; status: 'success' | 'error' };
        state.storyFinished = finished.status;
        state.finishedId = finished.storyId;
      });
      next.on('docsRendered', () => {
        state.docsRendered = true;
      });
      next.on('storyRenderPhaseChanged', (payload) => {
        const { newPhase, renderId, storyId } = payload as {
          newPhase: string;
          renderId: number;
          storyId: string;
        };
        const render = `${storyId} ${renderId}`;
        if (newPhase === 'finished' || newPhase === 'aborted' || newPhase === 'errored') {
          if (rendering.delete(render) && newPhase === 'finished') state.storiesFinished++;
        } else rendering.add(render);
        state.storiesRendering = rendering.size;
      });
      for (const event of [
        'storyErrored',
        'storyThrewException',
        'playFunctionThrewException',
        'storyMissing',
        'unhandledErrorsWhilePlaying',
      ])
        next.on(event, (payload) =>
          state.errors.push(`${event}: ${JSON.stringify(payload).slice(0, 800)}`),
        );
    },
  });
}

const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/**
 * Clears what the last entry could have left in the page, then has Storybook render `entry`, a
 * story or a docs page, as its own UI does when one is chosen in the sidebar.
 */
async function switchTo(page: Page, entry: IndexEntry) {
  await page.evaluate(
    ({ storyId, viewMode }) => {
      const state = (window as unknown as { __visual: RenderState }).__visual;
      state.storyFinished = undefined;
      state.finishedId = undefined;
      state.docsRendered = false;
      state.storiesFinished = 0;
      state.errors = [];
      localStorage.clear();
      sessionStorage.clear();
      (document.activeElement as HTMLElement | null)?.blur?.();
      window.scrollTo(0, 0);
      // A fresh page mounts its story in an empty document, with no scrollbar: the map's fit and
      // anything else measured at mount depend on that width. Held until the story has rendered.
      document.documentElement.style.overflow = 'hidden';
      const channel = (
        globalThis as unknown as {
          __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void };
        }
      ).__STORYBOOK_ADDONS_CHANNEL__;
      channel.emit('setCurrentStory', { storyId, viewMode });
    },
    { storyId: entry.id, viewMode: entry.type },
  );
}

/** The entry each page shows now. */
const shownIn = new WeakMap<Page, string>();

async function renderOnce(
  page: Page,
  entry: IndexEntry,
  { reload = false } = {},
): Promise<RenderState> {
  // Stories and docs pages switch in place once the preview is loaded (a docs page loaded anew cost
  // 1.6 times the CPU; axe's findings on all 339 entries were the same both ways, each rule, impact
  // and node). Second renders at another size load the page (few of them).
  // A story tagged 'fresh-page' (its look depends on what an earlier story left in the page) is
  // loaded on its own, and so is the entry already shown: Storybook ignores a switch to it.
  const loaded =
    page.url().includes('/iframe.html') &&
    !reload &&
    !(entry.tags ?? []).includes('fresh-page') &&
    shownIn.get(page) !== entry.id;
  // Every first render is at the desktop size, whichever way the story is opened (a phone story's
  // size used to stay for the next entry when that one loaded the page instead of switching).
  const size = page.viewportSize();
  if (
    !reload &&
    (size?.width !== DEFAULT_VIEWPORT.width || size?.height !== DEFAULT_VIEWPORT.height)
  )
    await page.setViewportSize(DEFAULT_VIEWPORT);
  if (loaded) await switchTo(page, entry);
  else await page.goto(`/iframe.html?id=${entry.id}&viewMode=${entry.type}`);
  const state = (await page
    .waitForFunction(
      ({ type, id }) => {
        const s = (window as unknown as { __visual?: RenderState }).__visual;
        if (!s) return false;
        if (s.errors.length > 0) return s;
        // A docs page is drawn once each of its stories (one .sb-story each) has rendered.
        if (type === 'docs')
          return s.docsRendered &&
            s.storiesRendering === 0 &&
            s.storiesFinished >= document.querySelectorAll('.sb-story').length
            ? s
            : false;
        return s.storyFinished && (s.finishedId ?? id) === id ? s : false;
      },
      { type: entry.type, id: entry.id },
      // Bounded by the test's own timeout, which a story tagged 'slow' triples.
      { timeout: 0 },
    )
    .then((handle) => handle.jsonValue())) as RenderState;
  await page.evaluate(() => document.documentElement.style.removeProperty('overflow'));
  shownIn.set(page, entry.id);
  return state;
}

/**
 * The viewport a story asks for in its own parameters (`parameters.viewport.defaultViewport`), read
 * once Storybook's current render is this story's. Storybook's viewport global is not read: it can
 * outlive the story that set it, and a phone story's size then leaked into later stories.
 */
async function requestedViewport(page: Page, storyId: string) {
  const handle = await page.waitForFunction((id) => {
    type Story = { id?: string; parameters?: { viewport?: { defaultViewport?: string } } };
    const story = (
      window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { story?: Story } } }
    ).__STORYBOOK_PREVIEW__?.currentRender?.story;
    if (story?.id !== id) return false;
    return { name: story.parameters?.viewport?.defaultViewport };
  }, storyId);
  const { name } = (await handle.jsonValue()) as { name?: string };
  if (!name) return undefined;
  const viewport = (MINIMAL_VIEWPORTS as Record<string, { styles: Record<string, string> }>)[name];
  expect(viewport, `unknown viewport "${name}": use one of MINIMAL_VIEWPORTS`).toBeDefined();
  return {
    width: parseInt(viewport.styles.width, 10),
    height: parseInt(viewport.styles.height, 10),
  };
}

async function open(page: Page, entry: IndexEntry) {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // What the story logs as an error fails it too (this is the stories' only run: nothing else
  // watches their console).
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    // A resource that failed to load is the network's word, not the story's (the browser's own
    // favicon request, pictures on hosts this machine cannot reach); the screenshot shows a missing
    // picture. Errors the story's code logs are counted.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      consoleErrors.push(message.text());
  });
  let state = await renderOnce(page, entry);
  if (entry.type === 'story') {
    // A story made for a phone (the mobile menu) renders again at that size; its play steps may
    // fail at desktop size, so only the second render counts.
    const viewport = await requestedViewport(page, entry.id);
    if (viewport) {
      // Only the second render counts: what the first logged at desktop size is dropped too.
      consoleErrors.length = 0;
      pageErrors.length = 0;
      await page.setViewportSize(viewport);
      state = await renderOnce(page, entry, { reload: true });
    }
  }
  expect(state.errors, `${entry.id} threw while rendering or playing`).toEqual([]);
  if (entry.type === 'story')
    expect(state.storyFinished, `${entry.id} finished with a failed check`).toBe('success');
  await page.evaluate(() => document.fonts.ready);
  expect(pageErrors, `uncaught errors on ${entry.id}`).toEqual([]);
  expect(consoleErrors, `console errors on ${entry.id}`).toEqual([]);
}

async function checkA11y(page: Page, entry: IndexEntry) {
  const blocking = await blockingViolations(page, [
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
  ]);
  const excepted = a11yExceptions.filter((x) => x.story === entry.id);
  const unexcused = blocking.filter((v) => !excepted.some((x) => x.rule === v.id));
  const report = unexcused
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
          .slice(0, 5)
          .map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`)
          .join('\n  ')}`,
    )
    .join('\n');
  expect(unexcused, `axe violations on ${entry.id}:\n${report}`).toEqual([]);
  const stale = excepted.filter((x) => !blocking.some((v) => v.id === x.rule));
  expect(stale, 'these a11y exceptions no longer occur: delete them').toEqual([]);
}

test.describe('the built Storybook', () => {
  test('every stories file is in the index', () => {
    const files = readdirSync('stories', { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.stories.tsx'))
      .map((f) => `./stories/${f.split('\\').join('/')}`);
    expect(files.length).toBeGreaterThan(0);
    const indexed = new Set(stories.map((s) => s.importPath));
    expect(files.filter((f) => !indexed.has(f))).toEqual([]);
  });

  test('a docs page for every design-system primitive and for Foundations', () => {
    // Every component the design system exports (PascalCase values), by the module it lives in.
    const barrel = readFileSync('src/design-system/index.ts', 'utf8');
    const modules = [...barrel.matchAll(/^export \{([^}]+)\} from '\.\/([^/']+)(\/?)/gm)]
      // Context providers (the link plumbing) and the island plumbing (island/: islands and parts
      // rendered once, for documents) draw nothing: no docs page to show.
      .filter(
        ([, names, module, folder]) =>
          !(module === 'island' && folder) &&
          names.split(',').some((n) => /^\s*[A-Z][a-z]/.test(n) && !/Providers?\s*$/.test(n)),
      )
      .map(([, , module]) => module);
    expect(modules.length).toBeGreaterThan(10);
    const docsTitles = new Set(docs.map((d) => d.title.toLowerCase()));
    const missing = modules.filter((m) => !docsTitles.has(`design system/${m.toLowerCase()}`));
    expect(missing, 'add a story file with tags: [autodocs] for these').toEqual([]);
    expect(docsTitles).toContain('foundations');
  });

  test('every a11y exception names an entry that exists', () => {
    expect(a11yExceptions.filter((x) => !ids.has(x.story))).toEqual([]);
  });

  test('every baseline belongs to a story', () => {
    const suffix = `-${process.platform}.png`;
    const stale = readdirSync(SCREENSHOT_DIR, { withFileTypes: true })
      .map((f) => f.name)
      .filter((f) => f.endsWith(suffix) && !ids.has(basename(f, suffix)));
    expect(stale, 'stale baselines: run `npm run test:visual:update`').toEqual([]);
  });
});

test('Introduction: its table renders and links every group', async ({ page }) => {
  const intro = docs.find((d) => d.id === 'introduction--docs');
  expect(intro).toBeDefined();
  await open(page, intro!);
  const table = page.locator('#storybook-docs table');
  await expect(table).toBeVisible();
  const groups = [...new Set(entries.map((e) => e.title.split('/')[0]))].filter(
    (g) => g !== 'Introduction',
  );
  const links = table.locator('tbody tr td:first-child a');
  await expect(links).toHaveText(groups, { useInnerText: true, ignoreCase: false });
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    const id = /^\?path=\/(?:docs|story)\/(.+)$/.exec(href ?? '')?.[1];
    expect(id && ids.has(id), `${href} opens an entry of the index`).toBe(true);
  }
});

for (const entry of docs) {
  test(`docs: ${entry.title}`, async ({ page }) => {
    await open(page, entry);
    await checkA11y(page, entry);
  });
}

for (const entry of stories) {
  test(`story: ${entry.title} / ${entry.name}`, async ({ page }, testInfo) => {
    // A story tagged 'slow' (a map of thousands of nodes) renders and runs axe over thousands of
    // elements: on a busy 2-core machine that can take longer than one ordinary story's minute.
    test.slow(entry.tags?.includes('slow') ?? false, 'thousands of elements to render and check');
    await open(page, entry);
    await expectScreenshot(page, `${entry.id}.png`, testInfo);
    await checkA11y(page, entry);
  });
}
