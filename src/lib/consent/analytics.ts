/**
 * Counting visits with Plausible (cookieless, self-hostable) and real visitors' Core Web Vitals,
 * only with consent: measurement.ts loads this module after Accept and never otherwise
 * (docs/PRODUCT.md#consent-analytics-and-attribution). Page views, the site's events, the clicks on
 * calls to action and outbound links, and LCP, INP and CLS once per page view when it is hidden.
 */
import { init, track } from '@plausible-analytics/tracker';
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { ADMIN_ROOT } from '../appPaths';
import type { SiteEvent } from './siteEvents';

/** Paths whose links are the site's calls to action: proposal, audit, demo and contact. */
const CALL_TO_ACTION_PATHS = ['/contact', '/book-demo'];

const thisPage = () => window.location.pathname;

/** What a click on a link means for the owner: a call to action, an outbound link, or nothing. */
export function eventOfLink(link: HTMLAnchorElement, pageUrl: string): SiteEvent | undefined {
  const page = new URL(pageUrl).pathname;
  const href = link.getAttribute('href') ?? '';
  if (/^(tel|mailto):/i.test(href)) return { name: 'Outbound', props: { url: href, page } };
  let target: URL;
  try {
    target = new URL(href, pageUrl);
  } catch {
    return undefined;
  }
  if (!/^https?:$/.test(target.protocol)) return undefined;
  if (target.origin !== new URL(pageUrl).origin)
    return { name: 'Outbound', props: { url: `${target.origin}${target.pathname}`, page } };
  if (CALL_TO_ACTION_PATHS.includes(target.pathname.replace(/\/$/, ''))) {
    const label = (link.getAttribute('aria-label') ?? link.textContent ?? '').trim();
    return { name: 'CTA', props: { label: label.replace(/\s+/g, ' ').slice(0, 100), page } };
  }
  return undefined;
}

export function send(event: SiteEvent): void {
  track(event.name, { props: event.props });
}

/** After a withdrawal and a new Accept on the same page: the tracker is set up, count the page. */
export function countThisPageView(): void {
  track('pageview', {});
}

/**
 * LCP, INP and CLS, each sent once per page view when the page is hidden (left, closed, switched
 * away from), with their final values: web-vitals settles CLS and INP on that same event, in a
 * listener on window that runs before this one on the document.
 */
function reportWebVitals(allowed: () => boolean) {
  const latest = new Map<string, Metric>();
  const sent = new Set<string>();
  const keep = (metric: Metric) => latest.set(metric.name, metric);
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  const sendWhenHidden = () => {
    if (document.visibilityState !== 'hidden' || !allowed()) return;
    for (const [name, metric] of latest) {
      if (sent.has(name)) continue;
      sent.add(name);
      track('Web Vitals', {
        interactive: false,
        props: {
          metric: name,
          value: String(
            name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value),
          ),
          rating: metric.rating,
          page: thisPage(),
        },
      });
    }
  };
  document.addEventListener('visibilitychange', sendWhenHidden);
  // A page restored from the back/forward cache is a new page view: web-vitals reports afresh.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) sent.clear();
  });
}

/**
 * The tracker sends its engagement events (time on page, scroll depth) straight to fetch, past
 * transformRequest. This guard holds every request to Plausible's endpoint to the visitor's
 * consent, so a withdrawal stops those too, at once; other requests pass untouched.
 */
function holdRequestsToConsent(endpoint: string, allowed: () => boolean) {
  const fetchFromBrowser = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === endpoint && !allowed()) return Promise.resolve(new Response(null, { status: 204 }));
    return fetchFromBrowser(input, init);
  };
}

export function startAnalytics({
  host,
  domain,
  allowed,
}: {
  host: string;
  domain: string;
  /** Asked before every request: false the moment the visitor withdraws. */
  allowed: () => boolean;
}): void {
  const endpoint = `${host.replace(/\/+$/, '')}/api/event`;
  holdRequestsToConsent(endpoint, allowed);
  init({
    domain,
    endpoint,
    // The visitor accepted; where the site runs (a local preview included) is the owner's choice.
    captureOnLocalhost: true,
    logging: false,
    bindToWindow: false,
    // Withdrawn: nothing more leaves. The owner's admin is never counted.
    transformRequest: (payload) =>
      allowed() && !new URL(payload.u).pathname.startsWith(ADMIN_ROOT) ? payload : null,
  });
  // Links work without the tracker; a click on one is counted here, before the browser leaves.
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const measured = eventOfLink(link, window.location.href);
      if (measured) send(measured);
    },
    { capture: true },
  );
  reportWebVitals(allowed);
}
