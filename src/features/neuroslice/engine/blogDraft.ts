/**
 * A blog draft from a node (docs/PRODUCT.md#from-plan-to-posts): the post's fields as today's
 * "Save as blog draft" makes them, the calendar entry's day as its publish date, and, offline, a
 * working outline for a body that already meets the editor's analysis where an outline can.
 */
import { parseLocalDate } from './calendar';
import type { ContentNode, Cta, StrategyData, WebhookPayload } from './types';
import { buildWebhookPayload, nodeFocusKeyphrase } from './webhook';

/** A draft from an entry is set to go out at 9:00 local time on the entry's day. */
const DRAFT_PUBLISH_HOUR = 9;

/** The ISO time a draft from an entry on `date` (YYYY-MM-DD) is set to publish. */
export function entryPublishDate(date: string): string {
  const day = parseLocalDate(date);
  day.setHours(DRAFT_PUBLISH_HOUR);
  return day.toISOString();
}

/** What each of SPEC §9's calls to action asks the reader to do, in a sentence. */
const CTA_SENTENCES: Record<Cta, string> = {
  'Book a Demo': 'Book a demo and we will walk you through it with your own numbers.',
  'Download Whitepaper': 'Download the whitepaper for the full method, with the figures behind it.',
  'Subscribe to Newsletter': 'Subscribe to the newsletter to get the next guide the day it is out.',
  'Start Free Trial': 'Start a free trial and put this to work this week.',
  'Contact Sales': 'Contact our team and we will tell you what this would take for you.',
  'Join Community': 'Join the community to compare notes with owners doing the same.',
};

/**
 * What each of the five outline sections should cover, as notes to the writer. Plain, short
 * sentences without the keyphrase (the headings, hooks and summary carry it): the outline then
 * reads well and keeps the keyphrase's density in the analysis's good range.
 */
const SECTION_NOTES = [
  'First, open with the problem this solves for the reader today. Give one number or one short story that shows the cost of waiting. Then say in one line what the reader will be able to do by the end.',
  'Explain the main idea in plain words, as you would to a new client. For example, walk through one real case from start to finish. Keep it to the few steps that matter most. Also, cut any step a reader could skip.',
  'List the tools and templates that save the most time. Show one of them in use, with a screenshot or a short example. In addition, say what each one costs and who on the team should own it. Link to each tool you name.',
  'Show how the approach changes for a local market like yours. Name the season, the rules or the habits that make it different here. As a result, the reader sees why a generic plan falls short. Then add one quote from a client if you have it.',
  'Sum up the three points the reader should remember. Keep each one to a single short sentence. Finally, lead into the next step below, so the close reads as one clear ask. Keep it warm and short.',
];

const sectionTitle = (line: string) => line.replace(/^\d+\.\s*/, '').trim();

/**
 * The offline body: the hooks and summary as the introduction, the five outline sections as
 * headings (each with what it should cover), the call to action, and links to the published posts
 * the editor's suggestions rank first (Markdown links, given by the caller).
 */
export function outlineDraftBody(node: ContentNode, relatedLinks: readonly string[]): string {
  const keyphrase = nodeFocusKeyphrase(node);
  const lines = [node.hooks.join(' '), '', node.summary, ''];
  const headings = node.outline.map(sectionTitle);
  headings.forEach((heading, i) => lines.push(`## ${heading}`, '', SECTION_NOTES[i] ?? '', ''));
  // The analysis wants the keyphrase in 30-75% of the subheadings: unless most of the outline's
  // own headings hold it, the closing headings carry it too.
  const withKeyphrase = headings.filter((h) => h.toLowerCase().includes(keyphrase)).length;
  const closingHoldsKeyphrase = !!keyphrase && withKeyphrase < 4;
  const ctaHeading = closingHoldsKeyphrase ? `Your next step with ${keyphrase}` : 'Your next step';
  lines.push(`## ${ctaHeading}`, '', CTA_SENTENCES[node.cta], '');
  if (relatedLinks.length) {
    const heading = closingHoldsKeyphrase ? `More on ${keyphrase}` : 'Related reading';
    lines.push(`## ${heading}`, '', ...relatedLinks.map((link) => `- ${link}`), '');
  }
  return lines.join('\n');
}

/** A draft post's fields (the webhook payload's shape, as "Save as blog draft" sends it). */
export interface NodeDraft {
  payload: WebhookPayload;
  focusKeyphrase: string;
  /** ISO, when the draft comes from a calendar entry. */
  publishDate?: string;
}

/** Where a search result's title starts to be cut, and where it leaves room unused, in characters
 * of the SEO title (the blog's " | {brand} Blog" suffix is added to it). The editor measures
 * pixels; these keep an average title inside its 400-600 px. */
const SEO_TITLE_CHARS = { min: 46, max: 60 } as const;
/** Meta description length the editor calls good (Yoast: 120-156 characters). */
const META_DESCRIPTION_CHARS = { min: 120, max: 156 } as const;

const capitalise = (text: string) =>
  text
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/**
 * The draft's SEO title: the keyphrase first (the editor's "keyphrase in SEO title" wants it at
 * the start), then the node's title when it fits, else a short promise.
 */
function draftSeoTitle(title: string, keyphrase: string): string {
  if (!keyphrase) return title;
  const lead = capitalise(keyphrase);
  const base = title.toLowerCase().startsWith(keyphrase) ? title : `${lead}: ${title}`;
  const candidates = [
    base,
    `${base}: What Works Now`,
    `${base}: A Practical Guide`,
    `${lead}: A Practical Guide for Busy Owners`,
    `${lead}: What Works Now for Local Owners`,
    `${lead}: A Practical Guide`,
    `${lead}: What Works Now`,
  ];
  // The first that fits, else the one nearest the range.
  const distance = (t: string) =>
    Math.max(0, SEO_TITLE_CHARS.min - t.length, t.length - SEO_TITLE_CHARS.max);
  return candidates.reduce((best, t) => (distance(t) < distance(best) ? t : best));
}

/** The summary, with the call to action when it needs the length; cut at a word when too long. */
function draftMetaDescription(summary: string, cta: Cta): string {
  const withCta = `${summary} ${CTA_SENTENCES[cta]}`;
  const text = summary.length >= META_DESCRIPTION_CHARS.min ? summary : withCta;
  if (text.length <= META_DESCRIPTION_CHARS.max) return text;
  const cut = text.slice(0, META_DESCRIPTION_CHARS.max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:]$/, '')}.`;
}

const DRAFT_SLUG_MAX = 50;

/** The blog's slug form (letters of any script kept), cut at a word within 50 characters. */
function draftSlug(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= DRAFT_SLUG_MAX) return slug;
  const cut = slug.slice(0, DRAFT_SLUG_MAX + 1);
  return cut.slice(0, cut.lastIndexOf('-'));
}
export function nodeDraft(
  node: ContentNode,
  data: StrategyData,
  { body, entryDate }: { body?: string; entryDate?: string } = {},
): NodeDraft {
  const payload = buildWebhookPayload(node, data);
  const focusKeyphrase = nodeFocusKeyphrase(node);
  // A draft's SEO fields start where the editor's analysis calls them good; the webhook keeps
  // SPEC §9's payload.
  const seo = {
    title: draftSeoTitle(node.title, focusKeyphrase),
    description: draftMetaDescription(node.summary, node.cta),
  };
  // The slug holds the whole keyphrase: the title's when it does, else the SEO title's (which
  // starts with it). Letters stay as the blog's slugs keep them ('café', not the webhook's 'caf').
  const slug = draftSlug(node.title).includes(draftSlug(focusKeyphrase))
    ? draftSlug(node.title)
    : draftSlug(seo.title);
  return {
    payload: { ...payload, slug, seo, ...(body && { body_markdown: body }) },
    focusKeyphrase,
    publishDate: entryDate ? entryPublishDate(entryDate) : undefined,
  };
}
