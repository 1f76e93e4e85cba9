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

/** What each of the five outline sections should cover, as a note to the writer. */
const SECTION_NOTES = [
  (topic: string) => `Say what ${topic} changes for the reader now, and what waiting costs.`,
  (topic: string) => `Explain the one idea behind ${topic} in plain words, with an example.`,
  () => 'List the tools and templates that save the most time, and show one in use.',
  () => 'Show how the approach changes for a local market, with one real case.',
  () => 'Sum up the three points to remember and lead into the next step.',
];

const sectionTitle = (line: string) => line.replace(/^\d+\.\s*/, '').trim();

/**
 * The offline body: the hooks and summary as the introduction, the five outline sections as
 * headings (each with what it should cover), the call to action, and links to the published posts
 * the editor's suggestions rank first (Markdown links, given by the caller).
 */
export function outlineDraftBody(node: ContentNode, relatedLinks: readonly string[]): string {
  const topic = nodeFocusKeyphrase(node) || node.title;
  const lines = [node.hooks.join(' '), '', node.summary, ''];
  node.outline.forEach((line, i) => {
    const note = SECTION_NOTES[i] ?? (() => '');
    lines.push(`## ${sectionTitle(line)}`, '', note(topic), '');
  });
  lines.push('## Your next step', '', CTA_SENTENCES[node.cta], '');
  if (relatedLinks.length) {
    lines.push('## Related reading', '', ...relatedLinks.map((link) => `- ${link}`), '');
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

export function nodeDraft(
  node: ContentNode,
  data: StrategyData,
  { body, entryDate }: { body?: string; entryDate?: string } = {},
): NodeDraft {
  const payload = buildWebhookPayload(node, data);
  return {
    payload: body ? { ...payload, body_markdown: body } : payload,
    focusKeyphrase: nodeFocusKeyphrase(node),
    publishDate: entryDate ? entryPublishDate(entryDate) : undefined,
  };
}
