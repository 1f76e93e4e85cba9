// Attribution: the channel rules one by one, what a page view records as first and last touch, and
// the 90 days and the 30-minute visit, with an in-memory storage and fixed times.
import { describe, expect, it } from 'vitest';
import { channelOf, leadAttributionFrom, recordPageView, touchOf } from './attribution';
import { ATTRIBUTION_KEY } from './consentStorage';
import { CHANNELS, type Channel } from './leadAttribution';

const site = 'https://www.bayshoresignal.example';
const at = new Date('2026-11-27T15:00:00Z');
const minutes = (n: number) => new Date(at.getTime() + n * 60_000);
const days = (n: number) => minutes(n * 24 * 60);

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const arrival = (path: string, referrer = '') => touchOf(`${site}${path}`, referrer, at);

describe('the channel of an arrival', () => {
  const cases: [Channel, string, ReturnType<typeof arrival>][] = [
    ['Direct', 'nothing: a typed address or a bookmark', arrival('/pricing')],
    [
      'Organic Search',
      'a search engine referrer',
      arrival('/tampa/seo', 'https://www.google.com/'),
    ],
    [
      'Paid Search',
      'utm_medium=cpc from Google',
      arrival('/tampa/seo?utm_source=google&utm_medium=cpc&utm_campaign=spring-seo'),
    ],
    [
      'Paid Social',
      'a paid medium from a social network',
      arrival('/services/paid-ads?utm_source=facebook&utm_medium=paid'),
    ],
    [
      'Organic Social',
      'a social network referrer',
      arrival('/work', 'https://www.linkedin.com/feed/'),
    ],
    ['Email', 'utm_medium=email', arrival('/resources?utm_source=newsletter&utm_medium=email')],
    [
      'Referral',
      'another site',
      arrival('/case-studies', 'https://tampabay.example.com/best-agencies'),
    ],
  ];

  it('has one rule tested per channel', () => {
    expect(cases.map(([channel]) => channel).sort()).toEqual([...CHANNELS].sort());
  });

  it.each(cases)('%s: %s', (channel, _why, touch) => {
    expect(channelOf(touch)).toBe(channel);
  });

  it('a Google Ads click id is Paid Search even with no UTM tags', () => {
    expect(channelOf(arrival('/tampa/seo?gclid=Cj0KCQ', 'https://www.google.com/'))).toBe(
      'Paid Search',
    );
    expect(channelOf(arrival('/tampa/seo?msclkid=abc', 'https://www.bing.com/'))).toBe(
      'Paid Search',
    );
  });

  it('a Meta click id is Paid Social', () => {
    expect(channelOf(arrival('/?fbclid=IwAR0', 'https://m.facebook.com/'))).toBe('Paid Social');
  });

  it('a campaign source with no medium, from no known network, is Referral', () => {
    expect(channelOf(arrival('/?utm_source=chamber-of-commerce'))).toBe('Referral');
  });

  it('medium social is Organic Social; medium organic is Organic Search', () => {
    expect(channelOf(arrival('/?utm_source=partner&utm_medium=social'))).toBe('Organic Social');
    expect(channelOf(arrival('/?utm_source=partner&utm_medium=organic'))).toBe('Organic Search');
  });
});

describe('a touch', () => {
  it('keeps the landing path, the external referrer, the UTM values and a click id', () => {
    const touch = touchOf(
      `${site}/tampa/seo?utm_source=google&utm_medium=cpc&utm_campaign=spring-seo&utm_term=tampa+seo&utm_content=ad-1&gclid=abc&other=x`,
      'https://www.google.com/search?q=private',
      at,
    );
    expect(touch).toEqual({
      landing_page: '/tampa/seo',
      referrer: 'https://www.google.com/search',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring-seo',
      utm_term: 'tampa seo',
      utm_content: 'ad-1',
      gclid: 'abc',
      at: at.toISOString(),
    });
  });

  it('a page of this site is no referrer: it is a step of the visit, not a source', () => {
    expect(touchOf(`${site}/contact`, `${site}/pricing`, at).referrer).toBeNull();
  });
});

describe('first and last touch', () => {
  const ad = { url: `${site}/tampa/seo?utm_source=google&utm_medium=cpc`, referrer: '' };
  const inside = (path: string) => ({ url: `${site}${path}`, referrer: `${site}/tampa/seo` });

  it('a visit that lands from an ad keeps that arrival as both touches across its pages', () => {
    const storage = memoryStorage();
    recordPageView(storage, ad, at);
    recordPageView(storage, inside('/pricing'), minutes(2));
    recordPageView(storage, inside('/contact'), minutes(5));
    const lead = leadAttributionFrom(storage, minutes(6))!;
    expect(lead.first_touch).toMatchObject({ landing_page: '/tampa/seo', utm_medium: 'cpc' });
    expect(lead.last_touch).toEqual(lead.first_touch);
    expect(lead.channel).toBe('Paid Search');
  });

  it('a later visit is the last touch; the first stays', () => {
    const storage = memoryStorage();
    recordPageView(storage, ad, at);
    recordPageView(
      storage,
      { url: `${site}/work`, referrer: 'https://www.linkedin.com/' },
      days(3),
    );
    const lead = leadAttributionFrom(storage, days(3))!;
    expect(lead.first_touch.landing_page).toBe('/tampa/seo');
    expect(lead.last_touch.landing_page).toBe('/work');
    expect(lead.channel).toBe('Organic Social');
  });

  it('a direct return visit leaves the credit with the last known source', () => {
    const storage = memoryStorage();
    recordPageView(storage, ad, at);
    recordPageView(storage, { url: `${site}/contact`, referrer: '' }, days(2));
    const lead = leadAttributionFrom(storage, days(2))!;
    expect(lead.last_touch.landing_page).toBe('/contact');
    expect(lead.channel).toBe('Paid Search');
  });

  it('a new arrival from outside within 30 minutes replaces the last touch', () => {
    const storage = memoryStorage();
    recordPageView(storage, { url: `${site}/`, referrer: '' }, at);
    recordPageView(
      storage,
      { url: `${site}/work`, referrer: 'https://www.bing.com/' },
      minutes(10),
    );
    expect(leadAttributionFrom(storage, minutes(11))!.last_touch.landing_page).toBe('/work');
  });

  it('the first touch is forgotten after 90 days', () => {
    const storage = memoryStorage();
    recordPageView(storage, ad, at);
    recordPageView(storage, { url: `${site}/pricing`, referrer: '' }, days(89));
    expect(leadAttributionFrom(storage, days(89))!.first_touch.landing_page).toBe('/tampa/seo');
    recordPageView(storage, { url: `${site}/work`, referrer: '' }, days(91));
    expect(leadAttributionFrom(storage, days(91))!.first_touch.landing_page).toBe('/work');
  });

  it('nothing recorded, or something unreadable, gives no attribution', () => {
    const storage = memoryStorage();
    expect(leadAttributionFrom(storage, at)).toBeUndefined();
    storage.setItem(ATTRIBUTION_KEY, '{"first_touch":"<script>"}');
    expect(leadAttributionFrom(storage, at)).toBeUndefined();
    recordPageView(storage, ad, at);
    expect(leadAttributionFrom(storage, at)?.channel).toBe('Paid Search');
  });
});
