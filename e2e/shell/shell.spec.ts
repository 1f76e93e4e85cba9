/** Visitor journeys through the shell: navigation, mobile menu, redirects, notices, consent. */
import { test, expect, checkA11y } from '../fixtures';
import { allRoutes, navigation, prerenderPaths } from '../../src/app/routeManifest';

const headerLinks = [...navigation.top];
const dropdowns = [
  { label: 'Services', items: navigation.services },
  { label: 'Resources', items: navigation.resources },
];

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('each top link reaches its page', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of headerLinks) {
      await nav.getByRole('link', { name: item.name, exact: true }).click();
      await expect(page).toHaveURL(item.href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(nav.getByRole('link', { name: item.name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await checkA11y(page);
  });

  for (const dropdown of dropdowns) {
    test(`each ${dropdown.label} menu item reaches its page, by keyboard too`, async ({ page }) => {
      // Each choice loads a whole document (docs/PRODUCT.md#static-first-public-pages), and its menu opens once the header is live.
      test.slow();
      await page.goto('/');
      for (const item of dropdown.items) {
        await page.getByRole('button', { name: dropdown.label, exact: true }).click();
        await page.getByRole('menuitem', { name: item.name, exact: true }).click();
        await expect(page).toHaveURL(item.href);
        await expect(page.getByRole('menu')).toBeHidden();
      }
      // Keyboard: focus the trigger, open with Enter, move with arrows, choose with Enter.
      await page.goto('/');
      await page.getByRole('button', { name: dropdown.label, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menu')).toBeVisible();
      // As a person would: the arrow once the first item shows its focus (the menu moves focus
      // there a moment after it appears; an arrow pressed before that started from elsewhere).
      await expect(page.getByRole('menuitem').first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(dropdown.items[1].href);
    });
  }

  test('the active link is marked on a nested path', async ({ page }) => {
    await page.goto('/services/seo');
    await expect(page.getByRole('button', { name: 'Services', exact: true })).toHaveAttribute(
      'data-active',
      'true',
    );
    await page.goto('/tampa/seo');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Tampa', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the App button opens the companion app in a new tab; Contact and Get a Proposal go to /contact', async ({
    page,
  }) => {
    await page.goto('/');
    const app = page.getByRole('link', { name: /App/ }).first();
    await expect(app).toHaveAttribute('target', '_blank');
    await expect(app).toHaveAttribute('rel', 'noopener noreferrer');
    await page.getByRole('link', { name: 'Get a Proposal' }).first().click();
    await expect(page).toHaveURL('/contact');
  });

  test('footer lists Tampa and company links, phone, e-mail, video channel and © 2026', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const item of [...navigation.footerTampa, ...navigation.footerCompany]) {
      await expect(
        footer.getByRole('link', { name: item.name, exact: true }).first(),
      ).toHaveAttribute('href', item.href);
    }
    await expect(footer.getByRole('link', { name: '(813) 555-0147' })).toHaveAttribute(
      'href',
      /^tel:/,
    );
    await expect(
      footer.getByRole('link', { name: 'hello@bayshoresignal.example' }),
    ).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: /YouTube/ })).toHaveAttribute('target', '_blank');
    await expect(footer).toContainText('© 2026');
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens, lists the same links and closes on a choice', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    for (const item of [...navigation.services, ...navigation.top, ...navigation.resources]) {
      await expect(menu.getByRole('link', { name: item.name, exact: true })).toHaveAttribute(
        'href',
        item.href,
      );
    }
    await checkA11y(page, 'mobile menu open');
    await menu.getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL('/pricing');
    await expect(menu).toBeHidden();
  });
});

test('header and footer are absent on /neuroslice, which is dark', async ({ page }) => {
  await page.goto('/neuroslice');
  await expect(page.getByRole('tab').first()).toBeVisible();
  // The site's header (its Main navigation and proposal button) and footer are not there.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Get a Proposal' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r, g, b] = background.match(/\d+/g)!.map(Number);
  expect(r + g + b, `body background ${background} is dark`).toBeLessThan(120);
});

test('in the app, a new page opens at its top and Back returns to where the page was', async ({
  page,
}) => {
  await page.goto('/admin/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The header and footer links go through the app's router from here (no page load).
  await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
  const linkTo = (href: string) =>
    navigation.footerCompany.find((item) => item.href === href)?.name ?? href;
  const nav = page.getByRole('navigation', { name: 'Main' });
  // The URL changes at the click, the screen once its code has loaded: the old heading stays until
  // then, so each step waits for the next page's heading, not for any heading.
  const heading = page.getByRole('heading', { level: 1 });
  await nav.getByRole('link', { name: linkTo('/pricing'), exact: true }).click();
  await expect(page).toHaveURL('/pricing');
  await expect(heading).not.toHaveText('Dashboard');
  const pricingHeading = (await heading.textContent()) ?? '';
  const industries = page
    .getByRole('contentinfo')
    .getByRole('link', { name: linkTo('/industries'), exact: true });
  await industries.hover(); // scrolls the footer into view: a place far down the page
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(500);
  await industries.click();
  await expect(page).toHaveURL('/industries');
  await expect(heading).not.toHaveText(pricingHeading);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL('/pricing');
  await expect
    .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - before))
    .toBeLessThan(3);
  expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true);
});

test('/book-demo ends at /contact', async ({ page }) => {
  await page.goto('/book-demo');
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.goto('/404');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('every prerendered route answers with its own HTML and title', async ({ request }) => {
  const titles = new Map<string, string>();
  for (const path of prerenderPaths) {
    const response = await request.get(path);
    expect(response.ok(), path).toBe(true);
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title, `title of ${path}`).toBeTruthy();
    if (path === '/book-demo') {
      expect(html).toContain('url=/contact');
      continue;
    }
    expect(html).toContain(`data-prerendered-path="${path}"`);
    titles.set(path, title!);
  }
  // Every page has a title of its own, /work and /case-studies too (the same case studies, two
  // titles): search engines treat pages that share a title as duplicates.
  const byTitle = new Map<string, string[]>();
  for (const [path, title] of titles) byTitle.set(title, [...(byTitle.get(title) ?? []), path]);
  expect([...byTitle.values()].filter((paths) => paths.length > 1)).toEqual([]);
});

test('every client-rendered route answers', async ({ page }) => {
  const clientOnly = allRoutes.filter((r) => !r.prerender && !r.path.includes(':'));
  for (const route of clientOnly) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
});

test('a double-clicked Login shows one notice, gone 5 s after the second click', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill('owner@bayshoresignal.example');
  await page.getByLabel(/password/i).fill('correct horse battery');
  // Timed on the page's own clock: how long Playwright takes to notice a change depends on the
  // machine, the page's timers do not.
  await page.evaluate(() => {
    const log: { clicks: number[]; shown: number[]; gone: number[] } = {
      clicks: [],
      shown: [],
      gone: [],
    };
    (window as unknown as { __notices: typeof log }).__notices = log;
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest('button')?.textContent?.trim() === 'Login')
          log.clicks.push(performance.now());
      },
      true,
    );
    let current: Element | null = null;
    new MutationObserver(() => {
      const notice =
        [...document.querySelectorAll('[role="status"]')].find((el) =>
          el.textContent?.includes('Login Attempted'),
        ) ?? null;
      if (notice && notice !== current) log.shown.push(performance.now());
      if (!notice && current) log.gone.push(performance.now());
      current = notice;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('button', { name: 'Login' }).dblclick();
  const notices = page.getByRole('status').filter({ hasText: 'Login Attempted' });
  await expect(notices).toHaveCount(1);
  await expect(notices).toHaveCount(0, { timeout: 10_000 });
  const log = await page.evaluate(
    () =>
      (window as unknown as { __notices: { clicks: number[]; shown: number[]; gone: number[] } })
        .__notices,
  );
  expect(log.clicks).toHaveLength(2);
  // One notice, shown once: the second click restarted it instead of queueing a copy.
  expect(log.shown).toHaveLength(1);
  expect(log.gone).toHaveLength(1);
  // Timers never fire early: it stays at least 5 s after the second click (a copy queued behind
  // it would have kept the message up about 10 s).
  const stayed = log.gone[0] - log.clicks[1];
  expect(stayed).toBeGreaterThanOrEqual(4950);
  expect(stayed).toBeLessThan(9000);
  // And nothing shows after it.
  await expect(page.getByRole('status')).toHaveCount(0);
});

test.describe('cookie consent', () => {
  test('the choice is remembered across reloads', async ({ page }) => {
    await page.addInitScript(() => {
      sessionStorage.setItem('e2e:keep-consent-unset', '1');
    });
    await page.goto('/pricing');
    await page.evaluate(() => localStorage.removeItem('bayshore-signal:cookie-consent'));
    await page.reload();
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await checkA11y(page, 'cookie banner');
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });
});

// Every rule Emotion inserts restyles the whole page. The prerender names in the page every class
// the islands use, the ones Emotion composes into another included, and the inputs' autofill
// keyframes are in the page's global styles once (the theme), so hydrating adds none.
test('islands hydrate without adding a style rule to the page', async ({ page }) => {
  await page.addInitScript(() => {
    const added: string[] = [];
    (window as unknown as { addedRules: string[] }).addedRules = added;
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      added.push(rule);
      return insertRule.call(this, rule, index);
    };
  });
  for (const path of [
    '/',
    '/contact',
    '/login',
    '/workflows',
    '/resources',
    '/case-studies',
    '/blog',
  ]) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    const added = await page.evaluate(
      () => (window as unknown as { addedRules: string[] }).addedRules,
    );
    expect(added, path).toEqual([]);
  }
});

test('prerendered pages hydrate without errors or hydration warnings', async ({
  page,
  consoleErrors,
}) => {
  for (const path of prerenderPaths.filter((p) => p !== '/book-demo')) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Hydrated: only the live app sets data-app-ready (the static HTML already has the page's
    // data-prerendered-path, so that would prove nothing).
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  }
  expect(consoleErrors.filter((e) => !/favicon|Failed to load resource/.test(e))).toEqual([]);
});
