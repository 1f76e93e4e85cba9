/** A page's head (title, description, canonical, robots, Open Graph, JSON-LD) as data, as HTML for the prerenderer, and applied to a live document. */
import { absoluteUrl, serializeJsonLd, type JsonLd } from './structuredData';
import { escapeHtml } from './escapeHtml';

export interface PageHead {
  title: string;
  description: string;
  /** Path of the canonical URL ('/pricing'), or a full http(s) URL. */
  canonical?: string;
  noindex?: boolean;
  jsonLd?: JsonLd | readonly JsonLd[];
  ogType?: 'website' | 'article';
  /** og:image and twitter:image: an absolute http(s) URL or a site path. */
  image?: string;
  /** Feeds announced with <link rel="alternate"> (the blog's RSS and Atom). */
  feeds?: readonly FeedLink[];
}

interface FeedLink {
  type: 'application/rss+xml' | 'application/atom+xml';
  title: string;
  /** Site path of the feed ('/blog/rss.xml'). */
  href: string;
}

function canonicalUrl(head: PageHead): string | undefined {
  if (!head.canonical) return undefined;
  return /^https?:\/\//i.test(head.canonical) ? head.canonical : absoluteUrl(head.canonical);
}

function jsonLdList(head: PageHead): readonly JsonLd[] {
  if (!head.jsonLd) return [];
  return Array.isArray(head.jsonLd) ? head.jsonLd : [head.jsonLd as JsonLd];
}

/** The head tags as HTML, marked data-page-head so the client can replace them on navigation. */
export function renderPageHead(head: PageHead): string {
  const url = canonicalUrl(head);
  const image = head.image
    ? /^https?:\/\//i.test(head.image)
      ? head.image
      : absoluteUrl(head.image)
    : undefined;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" data-page-head>`,
    url ? `<link rel="canonical" href="${escapeHtml(url)}" data-page-head>` : '',
    head.noindex ? '<meta name="robots" content="noindex, nofollow" data-page-head>' : '',
    `<meta property="og:title" content="${escapeHtml(head.title)}" data-page-head>`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" data-page-head>`,
    `<meta property="og:type" content="${head.ogType ?? 'website'}" data-page-head>`,
    url ? `<meta property="og:url" content="${escapeHtml(url)}" data-page-head>` : '',
    image ? `<meta property="og:image" content="${escapeHtml(image)}" data-page-head>` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" data-page-head>`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" data-page-head>`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}" data-page-head>`,
    image ? `<meta name="twitter:image" content="${escapeHtml(image)}" data-page-head>` : '',
    ...(head.feeds ?? []).map(
      (feed) =>
        `<link rel="alternate" type="${feed.type}" title="${escapeHtml(feed.title)}" href="${escapeHtml(absoluteUrl(feed.href))}" data-page-head>`,
    ),
    ...jsonLdList(head).map(
      (data) =>
        `<script type="application/ld+json" data-page-head>${serializeJsonLd(data)}</script>`,
    ),
  ];
  return tags.filter(Boolean).join('\n');
}

/** Replace the previous page's head tags in a live document (browser only: called from effects). */
export function applyPageHead(doc: Document, head: PageHead): void {
  doc.title = head.title;
  doc.head.querySelectorAll('[data-page-head]').forEach((node) => node.remove());
  const template = doc.createElement('template');
  template.innerHTML = renderPageHead(head).replace(/<title>.*?<\/title>\n?/, '');
  // Scripts parsed by innerHTML never run; JSON-LD is data, so that is exactly right.
  doc.head.append(template.content);
}
