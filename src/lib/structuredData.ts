/** Builders for schema.org JSON-LD, fed by the same content the pages render so the two cannot drift. */
import { brand } from './brand';

export interface Faq {
  question: string;
  answer: string;
}

export interface Crumb {
  name: string;
  path: string;
}

export type JsonLd = Record<string, unknown>;

export function absoluteUrl(path: string): string {
  return new URL(path, brand.siteUrl).toString();
}

/** The first crumb of every trail. */
const homeCrumb: Crumb = { name: 'Home', path: '/' };

/** A page's breadcrumb trail: Home, its parents, then the page itself. */
export function trailOf(page: Crumb, parents: readonly Crumb[] = []): Crumb[] {
  return [homeCrumb, ...parents, page];
}

/** One card of a list: its name, and where it leads or what it says when it has one. */
export interface ListEntry {
  name: string;
  path?: string;
  description?: string;
}

/** The cards a page lists, in the order shown (schema.org ItemList of ListItem). */
export function itemListJsonLd(name: string, entries: readonly ListEntry[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: entries.length,
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.name,
      ...(entry.path ? { url: absoluteUrl(entry.path) } : {}),
      ...(entry.description ? { description: entry.description } : {}),
    })),
  };
}

/** A page that gathers other pages (a category, a tag, an author): its list is its main entity. */
export function collectionPageJsonLd(page: {
  name: string;
  description: string;
  path: string;
  list: JsonLd;
}): JsonLd {
  const { '@context': _context, ...list } = page.list;
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: page.name,
    description: page.description,
    url: absoluteUrl(page.path),
    mainEntity: list,
  };
}

export function faqPageJsonLd(faqs: readonly Faq[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** The business; its price range comes from the site's package prices (features/site/content/money.ts). */
export function localBusinessJsonLd(priceRange: string, extra: JsonLd = {}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: brand.name,
    url: brand.siteUrl,
    telephone: brand.phone,
    email: brand.email,
    priceRange,
    address: {
      '@type': 'PostalAddress',
      addressLocality: brand.address.locality,
      addressRegion: brand.address.region,
      postalCode: brand.address.postalCode,
      addressCountry: brand.address.country,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: brand.geo.latitude,
      longitude: brand.geo.longitude,
    },
    openingHours: 'Mo-Fr 09:00-18:00',
    ...extra,
  };
}

export function serviceJsonLd(service: {
  name: string;
  description: string;
  path: string;
  offers?: JsonLd;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.description,
    url: absoluteUrl(service.path),
    areaServed: { '@type': 'City', name: 'Tampa' },
    provider: { '@type': 'LocalBusiness', name: brand.name, telephone: brand.phone },
    ...(service.offers ? { offers: service.offers } : {}),
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the script. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
