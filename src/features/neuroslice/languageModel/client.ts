/**
 * The OpenAI-compatible chat-completions client (docs/PRODUCT.md#a-real-language-model): fetch plus a small SSE parser, no SDK
 * (its extra headers fail some local servers' CORS preflight). One call = one request for one JSON
 * answer in a given JSON schema. The API key goes only in the Authorization header.
 */
import { chatCompletionsUrl } from './providers';
import {
  ModelRequestError,
  errorForStatus,
  scrubKey,
  stalledError,
  unreachableError,
} from './errors';
import { sleep, type Sleep } from '../engine/sleep';
import { completionContent, createChatStreamParser } from './sse';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** What a request needs to know about the connection. */
export interface ModelEndpoint {
  baseUrl: string;
  model: string;
  apiKey?: string;
}

export type FetchFn = (input: string, init: RequestInit) => Promise<Response>;

export interface ModelCallOptions {
  signal?: AbortSignal;
  /** Each piece of text as it streams in (the overlay's progress). */
  onProgress?: (receivedChars: number) => void;
  /** The answer so far, after each piece (a post streamed into the draft's progress view). */
  onText?: (textSoFar: string) => void;
  /** A stream with no new bytes for this long fails (docs/PRODUCT.md#a-real-language-model: 30 s). */
  stallMs?: number;
  fetchImpl?: FetchFn;
  /** How to wait before the one retry after a 429 (the engine's cancellable sleep by default). */
  wait?: Sleep;
}

const STALL_TIMEOUT_MS = 30_000;
/** A Retry-After longer than this is not waited for: the 429 is reported instead. */
const MAX_RETRY_AFTER_MS = 60_000;
const DEFAULT_RETRY_MS = 2_000;

export interface JsonSchemaFormat {
  name: string;
  schema: object;
}

const isLocalUrl = (url: string) => {
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);
  } catch {
    return false;
  }
};

function headersFor(endpoint: ModelEndpoint): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const key = endpoint.apiKey?.trim();
  if (key) headers.Authorization = `Bearer ${key}`;
  return headers;
}

/** Retry-After in ms (seconds or an HTTP date); the default when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number {
  if (!value) return DEFAULT_RETRY_MS;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - now) : DEFAULT_RETRY_MS;
}

function abortReason(signal: AbortSignal): unknown {
  const reason: unknown = signal.reason;
  if (reason instanceof Error) return reason;
  const error = new Error('The request was cancelled.');
  error.name = 'AbortError';
  return error;
}

/** POST with the 429 retry; network failures become 'unreachable' (the browser hides CORS). */
async function post(
  endpoint: ModelEndpoint,
  body: object,
  options: ModelCallOptions,
  signal: AbortSignal,
): Promise<Response> {
  const fetchImpl: FetchFn = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const url = chatCompletionsUrl(endpoint.baseUrl);
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: headersFor(endpoint),
        body: JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (signal.aborted) throw abortReason(signal);
      void error;
      throw unreachableError(endpoint.baseUrl, isLocalUrl(url));
    }
    if (response.ok) return response;
    if (response.status === 429 && attempt === 0) {
      const ms = retryAfterMs(response.headers.get('Retry-After'));
      if (ms <= MAX_RETRY_AFTER_MS) {
        await response.body?.cancel().catch(() => undefined);
        await (options.wait ?? sleep)(ms, signal);
        continue;
      }
    }
    await response.body?.cancel().catch(() => undefined);
    throw errorForStatus(response.status, endpoint.model);
  }
}

/** Reads the whole answer text, streamed (SSE) or not, failing when the stream stalls. */
async function readAnswer(
  response: Response,
  options: ModelCallOptions,
  controller: AbortController,
  stall: { fired: boolean; reset: () => void },
): Promise<string> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('text/event-stream') || !response.body) {
    let json: unknown;
    try {
      json = JSON.parse(await response.text());
    } catch {
      throw new ModelRequestError('badAnswer', 'the model server sent a reply that is not JSON.');
    }
    return completionContent(json);
  }
  let text = '';
  const parser = createChatStreamParser((delta) => {
    text += delta;
    options.onProgress?.(text.length);
    options.onText?.(text);
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      stall.reset();
      const { value, done } = await reader.read();
      if (done) break;
      parser.feed(value);
      if (parser.done) break;
    }
  } finally {
    if (controller.signal.aborted || parser.done) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
  return text;
}

/**
 * One streamed chat-completions request with the stall timeout, the outer signal and the key
 * scrubbed from any failure. Resolves with the answer text; rejects with a ModelRequestError whose
 * message names the cause and never the key, or with the abort reason.
 */
async function requestStreamed(
  endpoint: ModelEndpoint,
  body: object,
  options: ModelCallOptions,
): Promise<string> {
  const controller = new AbortController();
  const outer = options.signal;
  if (outer?.aborted) throw abortReason(outer);
  const onOuterAbort = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  const stallMs = options.stallMs ?? STALL_TIMEOUT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stall = {
    fired: false,
    reset() {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stall.fired = true;
        controller.abort(stalledError(Math.round(stallMs / 1000)));
      }, stallMs);
    },
  };
  try {
    stall.reset();
    const response = await post(
      endpoint,
      { model: endpoint.model, ...body, stream: true },
      options,
      controller.signal,
    );
    return await readAnswer(response, options, controller, stall);
  } catch (error) {
    if (stall.fired) throw stalledError(Math.round(stallMs / 1000));
    if (outer?.aborted) throw abortReason(outer);
    if (error instanceof ModelRequestError)
      throw new ModelRequestError(
        error.kind,
        scrubKey(error.message, endpoint.apiKey),
        error.status,
      );
    // Anything else (a stream cut mid-answer): a plain cause, no raw text that might echo the key.
    throw new ModelRequestError('unreachable', 'the connection to the model server broke off.');
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

/**
 * One chat-completions request for a JSON answer in `format.schema` (strict structured output),
 * streamed. Resolves with the answer text (the caller parses and checks it).
 */
export function requestJson(
  endpoint: ModelEndpoint,
  messages: ChatMessage[],
  format: JsonSchemaFormat,
  options: ModelCallOptions = {},
): Promise<string> {
  return requestStreamed(
    endpoint,
    {
      messages,
      response_format: {
        type: 'json_schema',
        json_schema: { name: format.name, strict: true, schema: format.schema },
      },
    },
    options,
  );
}

/** One chat-completions request for free text (a blog post in Markdown), streamed. */
export function requestText(
  endpoint: ModelEndpoint,
  messages: ChatMessage[],
  options: ModelCallOptions = {},
): Promise<string> {
  return requestStreamed(endpoint, { messages }, options);
}

export type ConnectionTestResult = { ok: true } | { ok: false; error: ModelRequestError };

/**
 * Test connection: one tiny non-streamed request to the chosen model, so a wrong key (401/403), a
 * missing model (404), a rate limit (429), a server error (5xx) and an unreachable or CORS-blocked
 * server each show up as they would when generating.
 */
export async function testConnection(
  endpoint: ModelEndpoint,
  options: Pick<ModelCallOptions, 'fetchImpl' | 'signal'> = {},
): Promise<ConnectionTestResult> {
  const controller = new AbortController();
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });
  const timer = setTimeout(() => controller.abort(), STALL_TIMEOUT_MS);
  try {
    const response = await post(
      endpoint,
      {
        model: endpoint.model,
        messages: [{ role: 'user', content: 'Reply with the word OK.' }],
        max_tokens: 1,
        stream: false,
      },
      { ...options, wait: () => Promise.reject(errorForStatus(429, endpoint.model)) },
      controller.signal,
    );
    await response.body?.cancel().catch(() => undefined);
    return { ok: true };
  } catch (error) {
    if (error instanceof ModelRequestError)
      return {
        ok: false,
        error: new ModelRequestError(
          error.kind,
          scrubKey(error.message, endpoint.apiKey),
          error.status,
        ),
      };
    return { ok: false, error: unreachableError(endpoint.baseUrl, isLocalUrl(endpoint.baseUrl)) };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}
