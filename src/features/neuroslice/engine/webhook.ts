/** Send-to-blog webhook (SPEC §7, §9): the payload for one node and a POST with a timeout. */
import type { ContentNode, StrategyData, WebhookPayload } from './types';
import { isHttpUrl } from '../../../lib/url';
import { leadingTopic } from '../../../lib/keyPhrases';

const WEBHOOK_SLUG_MAX = 50;
const SEO_DESCRIPTION_MAX = 160;
const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * SPEC §9: lower-cased, runs of non-alphanumerics replaced by '-', cut to 50. Hyphens at either
 * end are dropped too, so a title ending in '?' does not give 'my-title-'.
 */
export function webhookSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, WEBHOOK_SLUG_MAX)
    .replace(/-+$/, '');
}

// Only http and https URLs are ever called (docs/PRODUCT.md#safe-post-bodies: no javascript: or other schemes); the
// check is the one the blog uses.
export { isHttpUrl };

/** The platform plus the first three words of the title. */
function webhookTags(node: ContentNode): string[] {
  const words = node.title
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean)
    .slice(0, 3);
  return [node.platform, ...words];
}

function nodeMarkdown(node: ContentNode): string {
  return [
    `# ${node.title}`,
    '',
    node.summary,
    '',
    '## Hooks',
    '',
    ...node.hooks.map((h) => `- ${h}`),
    '',
    '## Outline',
    '',
    ...node.outline,
    '',
    '## Call to action',
    '',
    node.cta,
    '',
  ].join('\n');
}

export function buildWebhookPayload(node: ContentNode, data: StrategyData): WebhookPayload {
  return {
    title: node.title,
    body_markdown: nodeMarkdown(node),
    slug: webhookSlug(node.title),
    excerpt: node.summary,
    tags: webhookTags(node),
    personas: data.personas.map((p) => p.name),
    seo: { title: node.title, description: node.summary.slice(0, SEO_DESCRIPTION_MAX) },
  };
}

/**
 * The focus keyphrase a blog draft made from this node starts with: the key phrase the node is
 * about, else its title's leading phrase. Lower-case, as the owner would type it.
 */
export function nodeFocusKeyphrase(node: ContentNode): string {
  const phrase = node.focus?.trim() || leadingTopic(node.title) || '';
  return phrase.toLowerCase();
}

export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{ ok: boolean; status: number }>;

export interface SendWebhookOptions {
  timeoutMs?: number;
  fetchImpl?: FetchLike;
}

export interface WebhookResponse {
  ok: boolean;
  status: number;
}

/**
 * POSTs the payload as JSON; only the response's ok flag and status are read (SPEC §7). Rejects on
 * a network failure, a non-http(s) URL, or after `timeoutMs` (the request is aborted).
 */
export async function sendWebhook(
  url: string,
  payload: WebhookPayload,
  options: SendWebhookOptions = {},
): Promise<WebhookResponse> {
  const { timeoutMs = WEBHOOK_TIMEOUT_MS, fetchImpl = globalThis.fetch as unknown as FetchLike } =
    options;
  if (!isHttpUrl(url)) throw new Error(`Refused to send to a URL that is not http(s): ${url}`);
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`The webhook did not answer within ${timeoutMs} ms.`)),
    timeoutMs,
  );
  try {
    const response = await fetchImpl(url.trim(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    return { ok: response.ok, status: response.status };
  } finally {
    clearTimeout(timer);
  }
}
