/**
 * Attribution (docs/PRODUCT.md#consent-analytics-and-attribution): where a visitor came from, kept
 * only with their consent so a lead can say which search, ad or site brought it. Loaded by
 * measurement.ts after Accept, never before. Pure of the browser: the storage, the page's URL, its
 * referrer and the time come in as arguments.
 */
import { ATTRIBUTION_KEY } from './consentStorage';
import {
  CAMPAIGN_PARAMETERS,
  type Channel,
  type LeadAttribution,
  type Touch,
} from './leadAttribution';

/** The first touch is forgotten after this long: the usual lookback of ad platforms' reports. */
const FIRST_TOUCH_DAYS = 90;
/** A visit ends after this long without a page view (Google Analytics' and Plausible's session). */
const VISIT_GAP_MINUTES = 30;
const DAY_MS = 24 * 60 * 60_000;

const isText = (value: unknown): value is string => typeof value === 'string';

interface StoredAttribution {
  first_touch: Touch;
  last_touch: Touch;
  /** ISO 8601, the last page view: a gap longer than VISIT_GAP_MINUTES starts a new visit. */
  seen_at: string;
}

/**
 * The arrival a page view represents: its path, the referrer when it is another site (a page of
 * this site is a step inside the visit, not a source) and any campaign parameters in its URL.
 */
export function touchOf(pageUrl: string, referrer: string, now: Date): Touch {
  const url = new URL(pageUrl);
  const touch: Touch = { landing_page: url.pathname, referrer: null, at: now.toISOString() };
  try {
    const from = new URL(referrer);
    if (from.host !== url.host && /^https?:$/.test(from.protocol))
      touch.referrer = `${from.origin}${from.pathname}`;
  } catch {
    // No referrer, or not a URL: nothing to record.
  }
  for (const name of CAMPAIGN_PARAMETERS) {
    const value = url.searchParams.get(name)?.trim();
    if (value) touch[name] = value.slice(0, 200);
  }
  return touch;
}

/** Something outside the site sent this arrival: a campaign tag, a click id or another site's link. */
const isArrivalFromOutside = (touch: Touch) =>
  touch.referrer !== null || CAMPAIGN_PARAMETERS.some((name) => touch[name] !== undefined);

const SEARCH_ENGINES = [
  'google',
  'bing',
  'yahoo',
  'duckduckgo',
  'baidu',
  'yandex',
  'ecosia',
  'brave',
  'startpage',
  'qwant',
];
const SOCIAL_NETWORKS = [
  'facebook',
  'fb',
  'instagram',
  'ig',
  'linkedin',
  'lnkd',
  'twitter',
  'x',
  't',
  'tiktok',
  'youtube',
  'pinterest',
  'reddit',
  'threads',
  'nextdoor',
  'meta',
  'whatsapp',
];
const PAID_MEDIUM = /^(cpc|ppc|cpm|cpv|cpa|paid|paidsearch|paid[-_ ]?search|display|retargeting)$/;
const PAID_SOCIAL_MEDIUM = /^(paid[-_ ]?social|social[-_ ]?paid|paidsocial)$/;
const EMAIL_MEDIUM = /^(email|e-mail|e_mail|newsletter)$/;
const SOCIAL_MEDIUM = /^(social|social[-_ ]?network|social[-_ ]?media|sm|organic[-_ ]?social)$/;

/** The labels of a referrer's host or a utm_source ("www.google.com" -> google, com). */
function names(value: string | undefined | null): string[] {
  if (!value) return [];
  let host = value.toLowerCase();
  try {
    host = new URL(value).hostname;
  } catch {
    // A utm_source, not a URL: its words are its names.
  }
  return host.split(/[^a-z0-9]+/).filter(Boolean);
}

const from = (touch: Touch, list: string[]) =>
  [...names(touch.utm_source), ...names(touch.referrer)].some((name) => list.includes(name));

/**
 * The channel of one arrival, by the rules ad platforms and analytics tools share: a click id or a
 * paid medium is paid (social when the source is a social network); an e-mail medium is Email; a
 * social network, by medium, source or referrer, is Organic Social; a search engine is Organic
 * Search; any other source or site is Referral; nothing at all is Direct.
 */
export function channelOf(touch: Touch): Channel {
  const medium = touch.utm_medium?.toLowerCase().trim() ?? '';
  if (touch.fbclid || PAID_SOCIAL_MEDIUM.test(medium)) return 'Paid Social';
  if (touch.gclid || touch.msclkid) return 'Paid Search';
  if (PAID_MEDIUM.test(medium)) return from(touch, SOCIAL_NETWORKS) ? 'Paid Social' : 'Paid Search';
  if (EMAIL_MEDIUM.test(medium) || names(touch.utm_source).includes('newsletter')) return 'Email';
  if (SOCIAL_MEDIUM.test(medium) || from(touch, SOCIAL_NETWORKS)) return 'Organic Social';
  if (medium === 'organic' || from(touch, SEARCH_ENGINES)) return 'Organic Search';
  if (isArrivalFromOutside(touch)) return 'Referral';
  return 'Direct';
}

function read(storage: Storage): StoredAttribution | null {
  try {
    const value = JSON.parse(storage.getItem(ATTRIBUTION_KEY) ?? 'null') as unknown;
    if (!value || typeof value !== 'object') return null;
    const v = value as Record<string, unknown>;
    const first = parseTouch(v.first_touch);
    const last = parseTouch(v.last_touch);
    const seen = typeof v.seen_at === 'string' ? v.seen_at : null;
    return first && last && seen ? { first_touch: first, last_touch: last, seen_at: seen } : null;
  } catch {
    return null;
  }
}

const age = (iso: string, now: Date) => now.getTime() - new Date(iso).getTime();
const stillFresh = (touch: Touch, now: Date) =>
  age(touch.at, now) >= 0 && age(touch.at, now) < FIRST_TOUCH_DAYS * DAY_MS;

/**
 * Records a page view: the first touch when none younger than 90 days is kept, the last touch
 * when a visit starts or something outside the site brings the visitor in again mid-visit.
 */
export function recordPageView(
  storage: Storage,
  page: { url: string; referrer: string },
  now: Date,
): void {
  const stored = read(storage);
  const touch = touchOf(page.url, page.referrer, now);
  const newVisit = !stored || age(stored.seen_at, now) > VISIT_GAP_MINUTES * 60_000;
  const next: StoredAttribution = {
    first_touch: stored && stillFresh(stored.first_touch, now) ? stored.first_touch : touch,
    last_touch: newVisit || isArrivalFromOutside(touch) ? touch : stored.last_touch,
    seen_at: now.toISOString(),
  };
  try {
    storage.setItem(ATTRIBUTION_KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the lead goes without attribution, as without consent.
  }
}

/**
 * What a lead sent now carries. The channel is the last touch's, or the first touch's when the
 * last visit came in directly (a typed address or a bookmark says nothing about the source, so
 * the last known source keeps the credit, as Google Analytics' last non-direct click does).
 */
export function leadAttributionFrom(storage: Storage, now: Date): LeadAttribution | undefined {
  const stored = read(storage);
  if (!stored) return undefined;
  const first = stillFresh(stored.first_touch, now) ? stored.first_touch : stored.last_touch;
  const last = channelOf(stored.last_touch);
  return {
    first_touch: first,
    last_touch: stored.last_touch,
    channel: last === 'Direct' ? channelOf(first) : last,
  };
}

/** Reads a stored touch back, keeping only the fields a touch has (storage is hostile). */
function parseTouch(value: unknown): Touch | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (!isText(v.landing_page) || !isText(v.at) || !(v.referrer === null || isText(v.referrer)))
    return null;
  const touch: Touch = { landing_page: v.landing_page, referrer: v.referrer, at: v.at };
  for (const name of CAMPAIGN_PARAMETERS) if (isText(v[name])) touch[name] = v[name];
  return touch;
}
