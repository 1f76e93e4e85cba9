/**
 * GitHub's answers in the backends' one vocabulary (githubStore.ts), through Octokit with a fetch
 * that answers as GitHub does: the rate limit with its reset time, a server error, no network.
 * The whole conversation with a real repository is in e2e/github.
 */
import { describe, expect, it } from 'vitest';
import { BackendError } from './backendError';
import { createGitHubStore } from './githubStore';

const settings = {
  repo: 'bayshore/site',
  branch: 'main',
  token: 'github_pat_secret',
  apiUrl: 'https://api.github.example',
};
const noImages = async () => undefined;

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  (async () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    })) as typeof fetch;

async function failure(fetchImpl: typeof fetch): Promise<BackendError> {
  const error = await createGitHubStore(settings, noImages, fetchImpl)
    .check()
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(BackendError);
  return error as BackendError;
}

describe("GitHub's answers, as the owner reads them", () => {
  it('a rate limit says until when, from x-ratelimit-reset', async () => {
    const reset = Math.floor(Date.UTC(2026, 10, 27, 16, 30) / 1000);
    const error = await failure(
      answer(
        403,
        { message: 'API rate limit exceeded' },
        { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) },
      ),
    );
    expect(error.problem).toBe('rate-limited');
    expect(error.retryAt?.getTime()).toBe(reset * 1000);
  });

  it('a 403 with requests left is no write access; a 401 is a token GitHub refuses', async () => {
    expect((await failure(answer(403, { message: 'Forbidden' }))).problem).toBe('forbidden');
    expect((await failure(answer(401, { message: 'Bad credentials' }))).problem).toBe(
      'unauthorised',
    );
  });

  it('a 5xx is GitHub failing, no network is GitHub unreachable; neither holds the token', async () => {
    const server = await failure(answer(502, { message: 'Bad gateway' }));
    expect(server.problem).toBe('failed');
    const offline = await failure((async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch);
    expect(offline.problem).toBe('unreachable');
    for (const error of [server, offline]) expect(error.message).not.toContain('secret');
  });

  it('sends the token only in the Authorization header', async () => {
    const seen: { url: string; authorization: string | null }[] = [];
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push({
        url: String(input),
        authorization: new Headers(init?.headers).get('authorization'),
      });
      return new Response(JSON.stringify({ permissions: { push: false } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    await createGitHubStore(settings, noImages, fetchImpl)
      .check()
      .catch(() => undefined);
    expect(seen).toEqual([
      {
        url: 'https://api.github.example/repos/bayshore/site',
        authorization: 'token github_pat_secret',
      },
    ]);
  });
});
