import { describe, expect, it, vi } from 'vitest';
import { generateSync } from './generate';
import { BRAIN_DUMPS, FIXED_TODAY, seeds } from './testInputs';
import { velocityColour } from './trends';
import {
  buildWebhookPayload,
  isHttpUrl,
  nodeFocusKeyphrase,
  sendWebhook,
  webhookSlug,
  type FetchLike,
} from './webhook';

describe('webhook slug (SPEC §9)', () => {
  it('lower-cases, turns runs of non-alphanumerics into one hyphen and cuts to 50', () => {
    expect(webhookSlug('Is Med Spa Worth It for Tampa?')).toBe('is-med-spa-worth-it-for-tampa');
    expect(webhookSlug('A/B Headline Test: SEO — 2026!!')).toBe('a-b-headline-test-seo-2026');
    expect(webhookSlug('x'.repeat(80))).toHaveLength(50);
  });

  it('only ever has [a-z0-9-], at most 50 characters, no hyphen at either end', () => {
    for (const seed of seeds(25)) {
      for (const node of generateSync(BRAIN_DUMPS[seed % BRAIN_DUMPS.length], seed).nodes) {
        const slug = webhookSlug(node.title);
        expect(slug.length).toBeLessThanOrEqual(50);
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    }
    expect(webhookSlug(`${'word '.repeat(9)}wordy`)).not.toMatch(/-$/);
  });
});

describe('webhook payload (SPEC §3, §7, §9)', () => {
  const data = generateSync(BRAIN_DUMPS[0], 12, { now: FIXED_TODAY });
  const node = data.nodes.find((n) => n.level === 3)!;

  it('carries title, markdown body, slug, excerpt, tags, personas and seo', () => {
    const payload = buildWebhookPayload(node, data);
    expect(Object.keys(payload).sort()).toEqual([
      'body_markdown',
      'excerpt',
      'personas',
      'seo',
      'slug',
      'tags',
      'title',
    ]);
    expect(payload.title).toBe(node.title);
    expect(payload.slug).toBe(webhookSlug(node.title));
    expect(payload.excerpt).toBe(node.summary);
    expect(payload.personas).toEqual(['Vibe-Seeker', 'Proof-Hunter', 'Chaos-Clicker']);
    expect(payload.seo.title).toBe(node.title);
    expect(payload.seo.description).toBe(node.summary.slice(0, 160));
    for (const part of [node.summary, ...node.hooks, ...node.outline, node.cta])
      expect(payload.body_markdown).toContain(part);
    expect(payload.body_markdown.startsWith(`# ${node.title}\n`)).toBe(true);
  });

  it('tags the platform plus the first three words of the title', () => {
    const tagged = buildWebhookPayload({ ...node, title: 'Botox Promos: Before and After' }, data);
    expect(tagged.tags).toEqual([node.platform, 'Botox', 'Promos', 'Before']);
  });

  it('cuts the SEO description to 160 characters', () => {
    const long = buildWebhookPayload({ ...node, summary: 'word '.repeat(60) }, data);
    expect(long.seo.description).toHaveLength(160);
    expect(long.excerpt.length).toBeGreaterThan(160);
  });
});

describe('isHttpUrl', () => {
  it('accepts http and https only', () => {
    expect(isHttpUrl('https://hooks.example.com/blog')).toBe(true);
    expect(isHttpUrl(' http://localhost:8080/hook ')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'ftp://x.example',
      'file:///etc/passwd',
      'not a url',
      '',
      'https://',
    ]) {
      expect(isHttpUrl(bad)).toBe(false);
    }
  });
});

describe('sendWebhook', () => {
  const data = generateSync('SEO', 1, { now: FIXED_TODAY });
  const payload = buildWebhookPayload(data.nodes[1], data);

  it('POSTs the payload as JSON and reports ok and status', async () => {
    const fetchImpl = vi.fn<FetchLike>(async () => ({ ok: true, status: 201 }));
    await expect(
      sendWebhook('https://hooks.example.com/x', payload, { fetchImpl }),
    ).resolves.toEqual({ ok: true, status: 201 });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('https://hooks.example.com/x');
    expect(init.method).toBe('POST');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body)).toEqual(payload);
  });

  it('reports a non-OK answer', async () => {
    const fetchImpl: FetchLike = async () => ({ ok: false, status: 500 });
    await expect(
      sendWebhook('https://hooks.example.com/x', payload, { fetchImpl }),
    ).resolves.toEqual({ ok: false, status: 500 });
  });

  it('aborts after the timeout (10 s by default)', async () => {
    vi.useFakeTimers();
    try {
      let seenSignal: AbortSignal | undefined;
      const fetchImpl: FetchLike = (_url, init) =>
        new Promise((_resolve, reject) => {
          seenSignal = init.signal;
          init.signal.addEventListener('abort', () => reject(init.signal.reason));
        });
      const sent = sendWebhook('https://slow.example.com/', payload, { fetchImpl });
      const settled = expect(sent).rejects.toThrow(/10000 ms/);
      await vi.advanceTimersByTimeAsync(9_999);
      expect(seenSignal!.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(seenSignal!.aborted).toBe(true);
      await settled;
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects a network failure and a non-http URL without calling fetch', async () => {
    const failing: FetchLike = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(
      sendWebhook('https://down.example.com/', payload, { fetchImpl: failing }),
    ).rejects.toThrow('Failed to fetch');
    const fetchImpl = vi.fn<FetchLike>();
    await expect(sendWebhook('javascript:alert(1)', payload, { fetchImpl })).rejects.toThrow();
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('velocityColour (SPEC §9)', () => {
  it('is green above 0.7, yellow above 0.4, red otherwise', () => {
    expect(velocityColour(1)).toBe('green');
    expect(velocityColour(0.71)).toBe('green');
    expect(velocityColour(0.7)).toBe('yellow');
    expect(velocityColour(0.41)).toBe('yellow');
    expect(velocityColour(0.4)).toBe('red');
    expect(velocityColour(0)).toBe('red');
  });
});

describe('a blog draft made from a node', () => {
  it("starts with the node's key phrase as its focus keyphrase", () => {
    const plan = generateSync(BRAIN_DUMPS[0], 7);
    for (const node of plan.nodes) {
      const phrase = nodeFocusKeyphrase(node);
      expect(phrase).not.toBe('');
      expect(phrase).toBe(phrase.toLowerCase());
      if (node.focus) expect(phrase).toBe(node.focus.toLowerCase());
    }
  });

  it("falls back to the title's leading phrase when the node names none", () => {
    const node = { ...generateSync(BRAIN_DUMPS[0], 7).nodes[0], focus: undefined };
    expect(nodeFocusKeyphrase({ ...node, title: 'Med Spa Marketing: 5 Hooks' })).toBe(
      'med spa marketing',
    );
  });
});
