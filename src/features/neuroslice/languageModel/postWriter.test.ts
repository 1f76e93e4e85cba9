import { describe, expect, it, vi } from 'vitest';
import { generateSync, nodeFocusKeyphrase } from '../engine';
import type { FetchFn } from './client';
import { ModelRequestError } from './errors';
import { streamedAnswer } from './streamedAnswer.testing';
import { MAX_POST_CHARS, modelPostBody, writePostWithModel } from './postWriter';
import { postPrompt } from './prompts';

const KEY = 'sk-test-SECRET-1234';
const plan = generateSync('Kombucha for Tampa cafes', 3, { now: new Date(2026, 10, 23) });
const node = plan.nodes.find((n) => n.level === 3)!;
const brief = {
  node,
  personas: plan.personas,
  angles: new Map(
    plan.variants.filter((v) => v.node_id === node.id).map((v) => [v.persona_id, v.hook]),
  ),
  focusKeyphrase: nodeFocusKeyphrase(node),
  relatedLinks: ['[Brewing basics](/blog/brewing-basics)'],
};
const connection = {
  provider: 'custom' as const,
  baseUrl: 'http://127.0.0.1:9/v1',
  model: 'brew-1',
  apiKey: KEY,
};

const sse = streamedAnswer;

describe('the post prompt', () => {
  it("hands over the node's brief fenced, every persona with its angle, the keyphrase and the links", () => {
    const [system, user] = postPrompt(brief);
    expect(system.content).toMatch(/Markdown/);
    expect(system.content).toMatch(/No HTML/);
    expect(user.content).toContain(`"""\nTitle: ${node.title}\n`);
    for (const line of node.outline) expect(user.content).toContain(line.replace(/^\d+\.\s*/, ''));
    for (const persona of plan.personas) expect(user.content).toContain(persona.name);
    for (const hook of brief.angles.values()) expect(user.content).toContain(hook);
    expect(user.content).toContain(`"${brief.focusKeyphrase}"`);
    expect(user.content).toContain('- [Brewing basics](/blog/brewing-basics)');
  });
});

describe('the model post body', () => {
  it('takes off a fence around the whole answer, keeps Markdown and HTML as text, cuts the key and the length', () => {
    expect(modelPostBody('```markdown\n## Start\n\nWords.\n```')).toBe('## Start\n\nWords.');
    expect(modelPostBody('Intro\r\n\r\n<script>x</script>')).toBe('Intro\n\n<script>x</script>');
    expect(modelPostBody(`Your key is ${KEY}.`, KEY)).toBe('Your key is [API key].');
    expect(modelPostBody('a'.repeat(MAX_POST_CHARS + 10))).toHaveLength(MAX_POST_CHARS);
  });
});

describe('writePostWithModel', () => {
  it('streams the post: one free-text request, each piece reported, the body returned', async () => {
    const fetchImpl = vi.fn<FetchFn>(async () => sse(['## Start', '\n\nWords.']));
    const seen: string[] = [];
    const body = await writePostWithModel(connection, brief, {
      signal: new AbortController().signal,
      onText: (text) => seen.push(text),
      client: { fetchImpl },
    });
    expect(body).toBe('## Start\n\nWords.');
    expect(seen).toEqual(['## Start', '## Start\n\nWords.']);
    const sent = JSON.parse(String(fetchImpl.mock.calls[0][1].body));
    expect(sent).toMatchObject({ model: 'brew-1', stream: true });
    expect(sent).not.toHaveProperty('response_format');
    expect(String(fetchImpl.mock.calls[0][1].body)).not.toContain(KEY);
  });

  it('an empty answer is a plain failure; an abort rejects with what arrived already reported', async () => {
    const empty = writePostWithModel(connection, brief, {
      signal: new AbortController().signal,
      onText: () => undefined,
      client: { fetchImpl: async () => sse(['  ']) },
    });
    await expect(empty).rejects.toThrow(ModelRequestError);
    await expect(empty).rejects.toThrow('the model sent no text for the post.');

    const controller = new AbortController();
    const seen: string[] = [];
    const cancelled = writePostWithModel(connection, brief, {
      signal: controller.signal,
      onText: (text) => {
        seen.push(text);
        controller.abort();
      },
      client: {
        // A stream that stays open after one piece, and breaks off when the request is aborted.
        fetchImpl: async (_url, init) =>
          new Response(
            new ReadableStream({
              start(stream) {
                const piece = { choices: [{ delta: { content: 'Half a post' } }] };
                stream.enqueue(new TextEncoder().encode(`data: ${JSON.stringify(piece)}\n\n`));
                init.signal?.addEventListener('abort', () =>
                  stream.error(new DOMException('The request was cancelled.', 'AbortError')),
                );
              },
            }),
            { headers: { 'Content-Type': 'text/event-stream' } },
          ),
      },
    });
    await expect(cancelled).rejects.toHaveProperty('name', 'AbortError');
    expect(seen).toEqual(['Half a post']);
  });
});
