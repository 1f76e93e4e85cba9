/** The site's JSON-LD, built from the same content modules the pages render so the two cannot drift. */
import { brand } from '../../../lib/brand';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  faqPageJsonLd,
  itemListJsonLd,
  localBusinessJsonLd,
  serviceJsonLd,
  type Crumb,
  trailOf,
  type Faq,
  type JsonLd,
  type ListEntry,
} from '../../../lib/structuredData';
import { packagePriceRange } from '../content/money';

/** The business's JSON-LD, priced from the packages. */
export const businessJsonLd = (extra: JsonLd = {}): JsonLd =>
  localBusinessJsonLd(packagePriceRange, extra);
import type { PageMetaContent, ServiceDetail } from '../content/types';

/**
 * A page below `/`: its breadcrumb trail (Home, parents, the page), and one ItemList for each group
 * of cards it shows, in the page's order.
 */
export function pageJsonLd(
  page: Crumb,
  {
    parents = [],
    lists = [],
  }: {
    parents?: readonly Crumb[];
    lists?: readonly { name: string; entries: readonly ListEntry[] }[];
  } = {},
): JsonLd[] {
  return [
    breadcrumbJsonLd(trailOf(page, parents)),
    ...lists.map((list) => itemListJsonLd(list.name, list.entries)),
  ];
}

/** SPEC §2 Tampa pages: LocalBusiness with the brand's Tampa geo and price range, plus the breadcrumb trail. */
export function tampaPageJsonLd(
  meta: PageMetaContent,
  crumbs: readonly Crumb[],
  faqs?: readonly Faq[],
): JsonLd[] {
  return [
    businessJsonLd({
      '@id': `${brand.siteUrl}/#business`,
      description: meta.description,
      areaServed: ['Tampa', 'St. Petersburg', 'Clearwater', 'Brandon'].map((name) => ({
        '@type': 'City',
        name,
      })),
    }),
    breadcrumbJsonLd(crumbs),
    ...(faqs && faqs.length > 0 ? [faqPageJsonLd(faqs)] : []),
  ];
}

/** A service page: Service (with its typical budget or starting price), FAQPage and BreadcrumbList. */
export function serviceDetailJsonLd(detail: ServiceDetail): JsonLd[] {
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    ...(detail.parent ? [detail.parent] : []),
    { name: detail.label, path: detail.path },
  ];
  return [
    serviceJsonLd({
      name: detail.name,
      description: detail.meta.description,
      path: detail.path,
      offers: {
        '@type': 'Offer',
        description: `${detail.priceLabel}: ${detail.priceValue}`,
        priceCurrency: 'USD',
      },
    }),
    faqPageJsonLd(detail.faqs),
    breadcrumbJsonLd(crumbs),
  ];
}

/**
 * SPEC §2 home metadata: the organisation, the site's page templates, the /book-demo redirect and
 * the non-indexed admin login, as a WebSite whose parts are the templates.
 */
export function homeJsonLd(input: {
  meta: PageMetaContent;
  templates: readonly { name: string; paths: readonly string[] }[];
  redirects: readonly { from: string; to: string }[];
  nonIndexed: readonly { name: string; path: string }[];
  faqs: readonly Faq[];
}): JsonLd[] {
  const website: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: brand.name,
    url: absoluteUrl('/'),
    description: input.meta.description,
    publisher: { '@id': `${brand.siteUrl}/#business` },
    hasPart: [
      ...input.templates.map((template) => ({
        '@type': 'WebPage',
        name: `${template.name} template`,
        url: absoluteUrl(template.paths[0]),
        ...(template.paths.length > 1 ? { about: template.paths.map((p) => absoluteUrl(p)) } : {}),
      })),
      ...input.redirects.map((redirect) => ({
        '@type': 'WebPage',
        name: `${redirect.from} redirects to ${redirect.to}`,
        url: absoluteUrl(redirect.from),
        mainEntityOfPage: absoluteUrl(redirect.to),
      })),
      ...input.nonIndexed.map((page) => ({
        '@type': 'WebPage',
        name: `${page.name} (not indexed)`,
        url: absoluteUrl(page.path),
        description: `${page.path} is the admin login page; it carries robots noindex and is not in the sitemap.`,
      })),
    ],
  };
  return [
    businessJsonLd({
      '@id': `${brand.siteUrl}/#business`,
      description: input.meta.description,
    }),
    website,
    faqPageJsonLd(input.faqs),
  ];
}
