/**
 * Consent, analytics and attribution (docs/PRODUCT.md#consent-analytics-and-attribution) on a build that counts visits with a Plausible
 * (playwright.config.ts, project `analytics`): a real HTTP server on this machine speaks Plausible's
 * Events API and records every request; another takes the leads. A visitor who lands from a Google
 * Ads click sends nothing anywhere until Accept; after Accept every page is counted, the lead says
 * where it came from and the Lead goal arrives; Cookie settings turns it on or off from that page.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, checkA11y } from '../fixtures';
import { createLeadServer } from '../leads/leadServer';
import { sendAsAVisitor, visitor } from '../leads/contactForm';
import { createPlausibleServer, type PlausibleEvent } from './plausibleServer';
import { leadDeliveredNotice, leadSavedNotice } from '../../src/features/site/content/notices';
import { ATTRIBUTION_KEY, CONSENT_KEY } from '../../src/lib/consent/consentStorage';
import { OUTBOX_KEY } from '../../src/features/site/leads/outbox';

// One Plausible and one lead endpoint for the whole file, so its journeys take turns.
test.describe.configure({ mode: 'serial' });

const plausible = createPlausibleServer(Number(process.env.ANALYTICS_PORT));
const leads = createLeadServer(Number(process.env.ANALYTICS_LEAD_PORT));
test.beforeEach(async () => {
  plausible.events.length = 0;
  plausible.requests.length = 0;
  leads.received.length = 0;
  leads.answerWith(201);
  await Promise.all([plausible.start(), leads.start()]);
});
test.afterEach(() => Promise.all([plausible.stop(), leads.stop()]));

const adLanding = '/tampa/seo?utm_source=google&utm_medium=cpc&utm_campaign=spring-seo';
const google = 'https://www.google.com/';

/**
 * A first visit: a page of its own in the test's context, without the fixtures' stored Decline
 * (they answer the banner for every other journey). The tracker stands down under automation
 * unless `window.__plausible` is set: its own switch for testing, set before any script runs.
 */
async function firstVisit(context: BrowserContext) {
  const page = await context.newPage();
  await page.addInitScript(() => {
    (window as unknown as { __plausible: boolean }).__plausible = true;
  });
  const assets: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/assets/')) assets.push(path);
  });
  return { page, assets };
}

async function visit(page: Page, path: string, referer?: string) {
  await page.goto(path, { referer });
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

const pageviews = () => plausible.events.filter((e) => e.n === 'pageview');
const named = (name: string) => plausible.events.filter((e) => e.n === name);
const path = (event: PlausibleEvent) => new URL(event.u).pathname;
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
/** The code that needs consent, by its chunks' names (src/lib/consent). */
const consentGatedChunk = /\/assets\/(analytics|attribution)-[^/]+\.js$/;

test('no answer: nothing reaches Plausible, nothing is stored for attribution, the lead is as before', async ({
  context,
}) => {
  const { page, assets } = await firstVisit(context);
  await visit(page, adLanding, google);
  await expect(banner(page)).toBeVisible();
  await visit(page, '/pricing');
  await visit(page, '/contact');
  await sendAsAVisitor(page);
  await expect(
    page.getByRole('status').filter({ hasText: leadDeliveredNotice.title }),
  ).toBeVisible();

  expect(leads.received).toHaveLength(1);
  expect(Object.keys(leads.received[0].body).sort()).toEqual(
    ['email', 'id', 'message', 'name', 'page', 'submitted_at'].sort(),
  );
  expect(leads.received[0].body).toMatchObject({ ...visitor, page: '/contact' });
  expect(await stored(page, ATTRIBUTION_KEY)).toBeNull();
  expect(await context.cookies()).toEqual([]);
  expect(assets.filter((a) => consentGatedChunk.test(a))).toEqual([]);
  await page.waitForTimeout(500); // anything late would arrive by now
  expect(plausible.requests).toEqual([]);
  await checkA11y(page, 'contact page, banner unanswered');
});

test('Accept on an ad landing: a page view per page, a CTA, the Lead goal and an attributed lead', async ({
  context,
}) => {
  const { page, assets } = await firstVisit(context);
  await visit(page, adLanding, google);
  expect(assets.filter((a) => consentGatedChunk.test(a))).toEqual([]);
  await checkA11y(page, 'first visit with the banner');
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect(banner(page)).toBeHidden();

  // The tracker's chunk is fetched now, after Accept, and the landing is counted as Plausible reads
  // it: the UTM parameters in its URL, the search engine as its referrer.
  await expect.poll(() => pageviews().length).toBe(1);
  expect(assets.some((a) => consentGatedChunk.test(a))).toBe(true);
  const [landing] = pageviews();
  expect(landing.d).toBe('bayshoresignal.example');
  expect(landing.u).toContain(adLanding);
  expect(landing.r).toBe(google);

  await visit(page, '/pricing');
  await expect.poll(() => pageviews().map(path)).toEqual(['/tampa/seo', '/pricing']);
  await page.getByRole('link', { name: 'Get a Proposal' }).first().click();
  await page.waitForURL('**/contact');
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  await expect.poll(() => pageviews().map(path)).toEqual(['/tampa/seo', '/pricing', '/contact']);
  expect(named('CTA').map((e) => e.p)).toEqual([{ label: 'Get a Proposal', page: '/pricing' }]);

  await sendAsAVisitor(page);
  await expect(
    page.getByRole('status').filter({ hasText: leadDeliveredNotice.title }),
  ).toBeVisible();
  expect(leads.received).toHaveLength(1);
  const { attribution } = leads.received[0].body as {
    attribution: { first_touch: Record<string, string>; channel: string };
  };
  expect(attribution.first_touch).toMatchObject({
    landing_page: '/tampa/seo',
    referrer: google,
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'spring-seo',
  });
  expect(attribution.channel).toBe('Paid Search');
  await expect
    .poll(() => named('Lead').map((e) => e.p))
    .toEqual([{ page: '/contact', channel: 'Paid Search' }]);
  expect(await context.cookies()).toEqual([]);
});

test('Decline, then Cookie settings and Accept: events start from that page on', async ({
  context,
}) => {
  const { page } = await firstVisit(context);
  await visit(page, '/');
  await banner(page).getByRole('button', { name: 'Decline' }).click();
  await visit(page, '/pricing');
  await expect(banner(page)).toBeHidden();
  expect(plausible.requests).toEqual([]);

  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
  await expect(banner(page)).toContainText('You declined.');
  await checkA11y(page, 'banner reopened from Cookie settings');
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect(banner(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeFocused();
  await expect.poll(() => pageviews().map(path)).toEqual(['/pricing']);
  await visit(page, '/work');
  await expect.poll(() => pageviews().map(path)).toEqual(['/pricing', '/work']);
  expect(await stored(page, CONSENT_KEY)).toBe('accepted');
  expect(await stored(page, ATTRIBUTION_KEY)).not.toBeNull();
});

test('Accept, then Cookie settings and Decline: nothing more is sent and attribution is deleted', async ({
  context,
}) => {
  const { page } = await firstVisit(context);
  await visit(page, adLanding, google);
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect.poll(() => pageviews().length).toBe(1);
  await expect.poll(() => stored(page, ATTRIBUTION_KEY)).not.toBeNull();

  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(banner(page)).toContainText('You accepted.');
  await banner(page).getByRole('button', { name: 'Decline' }).click();
  expect(await stored(page, ATTRIBUTION_KEY)).toBeNull();
  const sentBefore = plausible.requests.length;

  await page.getByRole('link', { name: 'Get a Free Tampa Audit' }).first().click();
  await page.waitForURL('**/contact');
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  await visit(page, '/pricing');
  await page.waitForTimeout(500);
  expect(plausible.requests.slice(sentBefore)).toEqual([]);
  expect(await stored(page, ATTRIBUTION_KEY)).toBeNull();
});

test('with consent, interest in a promised download and a click on the video channel are counted', async ({
  context,
}) => {
  await context.route(/^https:\/\/www\.youtube\.com\//, (route) => route.abort());
  const { page } = await firstVisit(context);
  await visit(page, '/resources');
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect.poll(() => pageviews().length).toBe(1);
  const download = page.getByRole('button', { name: /^Download: / }).first();
  const item = (await download.getAttribute('aria-label'))!;
  await download.click();
  await expect.poll(() => named('Coming soon').map((e) => e.p)).toEqual([{ item }]);
  const popup = context.waitForEvent('page');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /YouTube/ })
    .click();
  await (await popup).close();
  await expect
    .poll(() => named('Outbound').map((e) => e.p))
    .toEqual([{ url: 'https://www.youtube.com/@bayshoresignal', page: '/resources' }]);
});

test('a Web Vitals event with LCP and CLS arrives when a page is left', async ({ context }) => {
  const { page } = await firstVisit(context);
  await visit(page, '/');
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect.poll(() => pageviews().length).toBe(1);
  await visit(page, '/pricing');
  await expect
    .poll(() =>
      named('Web Vitals')
        .map((e) => e.p?.metric)
        .sort(),
    )
    .toEqual(expect.arrayContaining(['CLS', 'LCP']));
  for (const { p } of named('Web Vitals')) {
    expect(p?.page).toBe('/');
    expect(Number(p?.value)).toBeGreaterThanOrEqual(0);
    expect(['good', 'needs-improvement', 'poor']).toContain(p?.rating);
  }
});

test('the lead endpoint down, then back: the lead sent from the outbox still carries its attribution', async ({
  context,
}) => {
  const { page } = await firstVisit(context);
  await visit(page, adLanding, google);
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect.poll(() => stored(page, ATTRIBUTION_KEY)).not.toBeNull();
  await leads.stop();
  await visit(page, '/contact');
  await sendAsAVisitor(page);
  // Refused at once as a rule; but a try that gets no answer is given up only after the delivery's
  // 10 s timeout (leads/delivery.ts), which the default 10 s wait here raced on a loaded machine.
  await expect(page.getByRole('status').filter({ hasText: leadSavedNotice.title })).toBeVisible({
    timeout: 20_000,
  });
  const [kept] = JSON.parse((await stored(page, OUTBOX_KEY)) ?? '[]') as { id: string }[];

  await leads.start();
  await visit(page, '/services');
  await expect.poll(() => leads.received.length).toBe(1);
  const body = leads.received[0].body as { id: string; attribution: Record<string, unknown> };
  expect(body.id).toBe(kept.id);
  expect(body.attribution).toMatchObject({
    first_touch: { landing_page: '/tampa/seo', utm_campaign: 'spring-seo' },
    channel: 'Paid Search',
  });
  await expect
    .poll(() => named('Lead').map((e) => e.p))
    .toEqual([{ page: '/contact', channel: 'Paid Search' }]);
});
