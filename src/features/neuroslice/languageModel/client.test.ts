import { describe, expect, it, vi } from 'vitest';
import { requestJson, retryAfterMs, testConnection, type FetchFn } from './client';
import { ModelRequestError } from './errors';
import { streamedAnswer } from './streamedAnswer.testing';

const KEY = 'sk-test-SECRET-1234';
const endpoint = { baseUrl: 'http://127.0.0.1:9/v1/', model: 'brew-1', apiKey: KEY };
const format = { name: 'answer', schema: { type: 'object' } };
const messages = [{ role: 'user' as const, content: 'Hi' }];

const sse = streamedAnswer;

const status = (code: number, headers: Record<string, string> = {}) =>
  new Response(`{"error":"bad key ${KEY}"}`, { status: code, headers });

async function failure(promise: Promise<unknown>): Promise<ModelRequestError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ModelRequestError);
    return error as ModelRequestError;
  }
  throw new Error('expected a failure');
}

describe('requestJson', () => {
  it('POSTs one streamed json_schema request, the key only in the Authorization header', async () => {
    const fetchImpl = vi.fn<FetchFn>(async () => sse(['{"a":', '1}']));
    const progress: number[] = [];
    const text = await requestJson(endpoint, messages, format, {
      fetchImpl,
      onProgress: (n) => progress.push(n),
    });
    expect(text).toBe('{"a":1}');
    expect(progress).toEqual([5, 7]);
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('http://127.0.0.1:9/v1/chat/completions');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${KEY}`);
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      model: 'brew-1',
      stream: true,
      response_format: { type: 'json_schema', json_schema: { name: 'answer', strict: true } },
    });
    expect(String(init.body)).not.toContain(KEY);
  });
  it('reads a non-streamed answer too', async () => {
    const fetchImpl: FetchFn = async () =>
      Response.json({ choices: [{ message: { content: '{"b":2}' } }] });
    expect(await requestJson(endpoint, messages, format, { fetchImpl })).toBe('{"b":2}');
  });
  it.each([
    [401, 'auth', /refused the API key/],
    [403, 'auth', /refused the API key/],
    [404, 'notFound', /"brew-1" was not found/],
    [500, 'server', /had an error \(HTTP 500\)/],
    [503, 'server', /HTTP 503/],
  ])('names HTTP %i plainly, without the key', async (code, kind, message) => {
    const error = await failure(
      requestJson(endpoint, messages, format, { fetchImpl: async () => status(code) }),
    );
    expect(error.kind).toBe(kind);
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain(KEY);
  });
  it('retries a 429 once after Retry-After, then reports rate limiting', async () => {
    const wait = vi.fn(async () => undefined);
    const once = vi
      .fn<FetchFn>()
      .mockResolvedValueOnce(status(429, { 'Retry-After': '3' }))
      .mockResolvedValueOnce(sse(['{}']));
    expect(await requestJson(endpoint, messages, format, { fetchImpl: once, wait })).toBe('{}');
    expect(wait).toHaveBeenCalledWith(3000, expect.anything());
    const twice = vi.fn<FetchFn>(async () => status(429, { 'Retry-After': '1' }));
    const error = await failure(
      requestJson(endpoint, messages, format, { fetchImpl: twice, wait }),
    );
    expect(error.kind).toBe('rateLimited');
    expect(twice).toHaveBeenCalledTimes(2);
  });
  it('calls a network or CORS failure unreachable, with the local-server fixes', async () => {
    const error = await failure(
      requestJson({ ...endpoint, baseUrl: 'http://localhost:11434/v1' }, messages, format, {
        fetchImpl: async () => {
          throw new TypeError('Failed to fetch');
        },
      }),
    );
    expect(error.kind).toBe('unreachable');
    expect(error.message).toMatch(/OLLAMA_ORIGINS/);
    expect(error.message).toMatch(/lms server start --cors/);
  });
  it('fails a stream that stalls, after the injected timeout', async () => {
    const fetchImpl: FetchFn = async (_url, init) =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(
              new TextEncoder().encode('data: {"choices":[{"delta":{"content":"{"}}]}\n\n'),
            );
            init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
          },
        }),
        { headers: { 'Content-Type': 'text/event-stream' } },
      );
    const error = await failure(
      requestJson(endpoint, messages, format, { fetchImpl, stallMs: 30 }),
    );
    expect(error.kind).toBe('stalled');
  });
  it('rejects with the abort when the caller aborts (Skip)', async () => {
    const controller = new AbortController();
    const fetchImpl: FetchFn = (_url, init) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('x', 'AbortError'))),
      );
    const pending = requestJson(endpoint, messages, format, {
      fetchImpl,
      signal: controller.signal,
    });
    const reason = new Error('skipped');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });
});

describe('testConnection', () => {
  it('says connected, or names the failure without retrying a 429', async () => {
    expect(await testConnection(endpoint, { fetchImpl: async () => Response.json({}) })).toEqual({
      ok: true,
    });
    const limited = vi.fn<FetchFn>(async () => status(429, { 'Retry-After': '1' }));
    const result = await testConnection(endpoint, { fetchImpl: limited });
    expect(result.ok || result.error.kind).toBe('rateLimited');
    expect(limited).toHaveBeenCalledTimes(1);
  });
  it("leaves no listener on the caller's signal", async () => {
    const signal = new AbortController().signal;
    const add = vi.spyOn(signal, 'addEventListener');
    const remove = vi.spyOn(signal, 'removeEventListener');
    await testConnection(endpoint, { fetchImpl: async () => Response.json({}), signal });
    expect(add).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledWith('abort', add.mock.calls[0][1]);
  });
});

describe('the 429 wait', () => {
  it("is the engine's cancellable sleep: every abort listener it adds is removed", async () => {
    const limitedOnce = vi
      .fn<FetchFn>()
      .mockResolvedValueOnce(status(429, { 'Retry-After': '0.01' }))
      .mockResolvedValue(sse(['{}']));
    const add = vi.spyOn(
      Object.getPrototypeOf(AbortSignal.prototype) as EventTarget,
      'addEventListener',
    );
    const remove = vi.spyOn(
      Object.getPrototypeOf(AbortSignal.prototype) as EventTarget,
      'removeEventListener',
    );
    const signal = new AbortController().signal;
    try {
      expect(
        await requestJson(endpoint, messages, format, { fetchImpl: limitedOnce, signal }),
      ).toBe('{}');
      const aborts = (calls: unknown[][]) =>
        calls.filter(([type]) => type === 'abort').map(([, listener]) => listener);
      expect(limitedOnce).toHaveBeenCalledTimes(2);
      expect(aborts(add.mock.calls).length).toBeGreaterThanOrEqual(2);
      expect(new Set(aborts(remove.mock.calls))).toEqual(new Set(aborts(add.mock.calls)));
    } finally {
      add.mockRestore();
      remove.mockRestore();
    }
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6_000);
    expect(retryAfterMs(null)).toBe(2000);
  });
});
