/**
 * A local OpenAI-compatible chat-completions server for the language-model journeys (docs/PRODUCT.md#a-real-language-model):
 * answers the CORS preflight, records every request, and writes answers that fit the requested
 * JSON schema with a marker word in every title. `mode` picks a failure to play.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export const MARKER = 'Zephyr';
export const MODEL_KEY = 'sk-e2e-SECRET-7f3a9c';

type ModelServerMode = 'ok' | '401' | '500' | 'malformed' | 'stall' | 'hang';

interface RecordedRequest {
  method: string;
  path: string;
  authorization?: string;
  body: string;
  schemaName?: string;
  stream?: boolean;
  /** The browser closed the connection before the answer ended (abort). */
  aborted: boolean;
}

export interface ModelServer {
  baseUrl: string;
  requests: RecordedRequest[];
  mode: ModelServerMode;
  /**
   * Posts (requests with no JSON schema): from the `from`-th on (1-based), stop writing after
   * `pieces` pieces and keep the connection open: until `until` settles (then the rest follows),
   * or for good (the client must cancel).
   */
  postHold?: { from: number; pieces: number; until?: Promise<void> };
  /** The pause between a post's pieces (ms): a post arrives over a moment, as a model writes it. */
  postDelayMs: number;
  /** Answer this schema without streaming (a server that ignores `stream: true`). */
  plainFor: Set<string>;
  close(): Promise<void>;
}

const node = (title: string) => ({
  title,
  summary: `${title}: a plan the model wrote.`,
  platform: 'YouTube Video',
  hooks: [`${title} hook one`, `${title} hook two`],
  outline: ['Open', 'Explain', 'Show', 'Prove', 'Ask'],
  cta: 'Join Community',
});

function answerFor(name: string | undefined, prompt: string): unknown {
  switch (name) {
    case 'topic_tree':
      return {
        pillar: {
          ...node(`${MARKER} Kombucha Plan`),
          clusters: Array.from({ length: 5 }, (_, c) => ({
            ...node(`${MARKER} Cluster ${c + 1}`),
            assets: Array.from({ length: 3 }, (_, a) => node(`${MARKER} Asset ${c + 1}.${a + 1}`)),
          })),
        },
      };
    case 'trends':
      return {
        trends: [0, 1].map((asset) => ({
          asset,
          term: `${MARKER.toLowerCase()} brew ${asset}`,
          source: 'Reddit',
          stage: 'early',
          velocity: 0.8,
          strike_packs: [{ title: `${MARKER} Trend Pack`, hook: 'Hook' }],
        })),
      };
    case 'persona_variants': {
      const assets = [...prompt.matchAll(/\[asset (\d+)\]/g)].map((m) => Number(m[1]));
      const personas = [...prompt.matchAll(/- id \\"([^"\\]+)\\"/g)].map((m) => m[1]);
      return {
        variants: assets.flatMap((asset) =>
          personas.map((persona) => ({
            asset,
            persona,
            title: `${MARKER} Variant ${asset}`,
            hook: 'A hook',
            caption: 'A caption',
            hashtags: ['zephyr'],
            thumbnail_brief: 'A thumbnail',
          })),
        ),
      };
    }
    case 'children':
      return {
        children: [node(`${MARKER} Child A`), node(`${MARKER} Child B`), node(`${MARKER} Child C`)],
      };
    default:
      return {};
  }
}

/** A hostile line a model might write: it must show as text and never run. */
export const HOSTILE_HTML = '<img src=x onerror="window.__xssFired=1">';

/** The post a "Write draft" request gets: the brief's title, the marker in every section. */
function postFor(prompt: string): string {
  const title = /Title: ([^\\]+)\\n/.exec(prompt)?.[1] ?? 'the plan';
  const sections = [
    'Why it matters',
    'How it works',
    'Tools that help',
    'Close to home',
    'What to remember',
  ];
  return [
    `${MARKER} wrote this post about ${title}. Every brew starts with a clean jar and a plan.`,
    ...sections.flatMap((heading, i) => [
      `## ${MARKER} ${heading}`,
      `Section ${i + 1} of the ${MARKER} post: short, plain sentences for a busy owner who wants the next step.`,
    ]),
    HOSTILE_HTML,
    `## ${MARKER} next step`,
    'Join the community and compare notes with owners doing the same.',
  ].join('\n\n');
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => resolve(body));
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Authorization',
};

function completion(content: string) {
  return JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] });
}

/**
 * Streams `content` in small SSE events, each split over two writes. `stall`: one piece, then
 * silence; `holdAfter`: that many pieces, then silence (until `until` settles, when given);
 * `delayMs` between pieces.
 */
async function stream(
  res: ServerResponse,
  content: string,
  {
    stall = false,
    holdAfter,
    until,
    delayMs = 0,
  }: { stall?: boolean; holdAfter?: number; until?: Promise<void>; delayMs?: number } = {},
) {
  res.writeHead(200, { ...CORS, 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  const pieces = content.match(/[\s\S]{1,40}/g) ?? [];
  for (const [i, piece] of pieces.entries()) {
    const event = `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece } }] })}\n\n`;
    const cut = Math.floor(event.length / 2);
    res.write(event.slice(0, cut));
    res.write(event.slice(cut));
    if (i + 1 === holdAfter && until) await until;
    else if ((stall && i === 0) || i + 1 === holdAfter) return;
    if (delayMs) await pause(delayMs);
  }
  res.end('data: [DONE]\n\n');
}

export async function startModelServer(port: number): Promise<ModelServer> {
  const state: ModelServer = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests: [],
    mode: 'ok',
    plainFor: new Set(),
    postDelayMs: 15,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = createServer(async (req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS);
      return res.end();
    }
    const body = await readBody(req);
    let parsed: { stream?: boolean; response_format?: { json_schema?: { name?: string } } };
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = {};
    }
    const record: RecordedRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      authorization: req.headers.authorization,
      body,
      schemaName: parsed.response_format?.json_schema?.name,
      stream: parsed.stream,
      aborted: false,
    };
    state.requests.push(record);
    res.on('close', () => {
      if (!res.writableFinished) record.aborted = true;
    });
    if (req.url !== '/v1/chat/completions') {
      res.writeHead(404, CORS);
      return res.end();
    }
    const json = (status: number, text: string) => {
      res.writeHead(status, { ...CORS, 'Content-Type': 'application/json' });
      res.end(text);
    };
    if (req.headers.authorization !== `Bearer ${MODEL_KEY}`)
      return json(401, '{"error":{"message":"Incorrect API key"}}');
    if (!parsed.stream) return json(200, completion('OK'));
    if (state.mode === '401') return json(401, '{"error":{"message":"Incorrect API key"}}');
    if (state.mode === '500') return json(500, '{"error":{"message":"boom"}}');
    if (state.mode === 'hang') {
      res.writeHead(200, { ...CORS, 'Content-Type': 'text/event-stream' });
      return; // never answers: the client must abort
    }
    const prompt = body;
    // A post arrives over a moment, as a model writes it: the progress view shows it growing.
    if (!record.schemaName) {
      const number = state.requests.filter((r) => r.stream && !r.schemaName).length;
      const hold = state.postHold && number >= state.postHold.from ? state.postHold : undefined;
      return stream(res, postFor(prompt), {
        holdAfter: hold?.pieces,
        until: hold?.until,
        delayMs: state.postDelayMs,
      });
    }
    const content =
      state.mode === 'malformed'
        ? 'Sure! Here is your content plan: pillars, clusters and more.'
        : JSON.stringify(answerFor(record.schemaName, prompt));
    if (state.plainFor.has(record.schemaName)) return json(200, completion(content));
    await stream(res, content, { stall: state.mode === 'stall' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return state;
}
