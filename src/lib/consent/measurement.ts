/**
 * THE consent module (docs/ARCHITECTURE.md#consent-gated-code): the one door to everything that
 * needs the visitor's Accept, the analytics tracker, web-vitals and attribution. Their code loads
 * from here only, by import() after Accept, so a first visit's JS carries only this small file.
 * Before a choice and after Decline nothing is recorded, stored or sent; withdrawing stops the
 * tracker at once and deletes what attribution kept. With VITE_ANALYTICS_HOST or
 * VITE_ANALYTICS_DOMAIN unset the tracker's import is dead code: the build holds no analytics code.
 */
import type { LeadAttribution } from './leadAttribution';
import { ATTRIBUTION_KEY, readConsent, subscribeConsent } from './consentStorage';
import type { SiteEvent } from './siteEvents';
import type * as analyticsModule from './analytics';

/** Plausible's address and the site's name in it, read at build time (README "Analytics"). */
const analyticsHost = ((import.meta.env.VITE_ANALYTICS_HOST as string | undefined) ?? '').trim();
const analyticsDomain = (
  (import.meta.env.VITE_ANALYTICS_DOMAIN as string | undefined) ?? ''
).trim();

/** Does this build count visits? The banner says so only then. */
export const analyticsInBuild = analyticsHost !== '' && analyticsDomain !== '';

type Analytics = typeof analyticsModule;
let analytics: Promise<Analytics | undefined> | undefined;
let measuring = false;

const consented = () => readConsent() === 'accepted';

function loadAnalytics(): Promise<Analytics | undefined> {
  // The first two are build-time constants: unset, the bundler drops the import and its chunk.
  if (!import.meta.env.VITE_ANALYTICS_HOST || !import.meta.env.VITE_ANALYTICS_DOMAIN)
    return Promise.resolve(undefined);
  if (!analyticsInBuild) return Promise.resolve(undefined);
  return import('./analytics').then(
    (module) => {
      module.startAnalytics({ host: analyticsHost, domain: analyticsDomain, allowed: consented });
      return module;
    },
    () => {
      // Its code could not load (offline, a blocker): this page goes uncounted; the next tries.
      analytics = undefined;
      return undefined;
    },
  );
}

function recordThisPageView() {
  void import('./attribution').then((attribution) => {
    // Withdrawn while the code loaded: nothing may be written after the record was deleted.
    if (!consented()) return;
    attribution.recordPageView(
      window.localStorage,
      { url: window.location.href, referrer: document.referrer },
      new Date(),
    );
  }, noRecord);
}

/** Attribution's code could not load (offline): this page view is not recorded. */
const noRecord = () => undefined;

function turnOn() {
  recordThisPageView();
  if (analytics) void analytics.then((module) => module?.countThisPageView());
  else analytics = loadAnalytics();
}

/**
 * Withdrawn: the tracker already sends nothing (it asks `consented` before each event and each
 * request); what attribution kept goes now.
 */
function turnOff() {
  try {
    window.localStorage.removeItem(ATTRIBUTION_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

/**
 * Called once per page by each entry (documents and apps): measures this page view if the visitor
 * accepted, and follows the choice from then on, Cookie settings included.
 */
export function measureWithConsent(): void {
  if (measuring) return;
  measuring = true;
  let on = consented();
  if (on) turnOn();
  subscribeConsent(() => {
    const now = consented();
    if (now === on) return;
    on = now;
    if (on) turnOn();
    else turnOff();
  });
}

/** Sends an event when the visitor accepted and the build names a Plausible; else nothing. */
export function measure(event: SiteEvent): void {
  if (!measuring || !consented()) return;
  analytics ??= loadAnalytics();
  void analytics.then((module) => module?.send(event));
}

/** Where the visitor came from, for a lead sent now; undefined without consent. */
export async function leadAttribution(): Promise<LeadAttribution | undefined> {
  if (!consented()) return undefined;
  try {
    const attribution = await import('./attribution');
    return attribution.leadAttributionFrom(window.localStorage, new Date());
  } catch {
    // Its code could not load (offline): the message still goes, without attribution.
    return undefined;
  }
}
