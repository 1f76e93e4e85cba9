/**
 * The site's GitHub repository as the published blog's store (docs/ARCHITECTURE.md#content-backends):
 * reads what the branch holds under content/blog/ (REST: the branch, its tree, the text blobs) and
 * commits a change set in one commit on the head it read (GraphQL createCommitOnBranch with
 * expectedHeadOid). When the branch moved, it reads again and retries once if none of the files
 * the commit touches changed; if one did, nothing is written ("Changed on GitHub").
 * Loaded with the admin only; the token goes only to the API origin, in the Authorization header.
 */
import { Octokit } from '@octokit/core';
import { base64ToBytes, bytesToBase64, loadContentFiles, type PublishedContent } from '../../blog';
import { BackendError, backendMessages } from './backendError';
import {
  changedBetween,
  isEmptyChangeSet,
  touchedPaths,
  type ChangeSet,
  type ContentFiles,
  type StoreSnapshot,
} from './changeSet';

export interface GitHubSettings {
  /** owner/name */
  repo: string;
  branch: string;
  token: string;
  /** https://api.github.com, or a GitHub Enterprise Server's /api/v3 */
  apiUrl: string;
}

/** The owner's stored image at a post image path (`/blog/images/{name}`). */
export type ImageSource = (path: string) => Promise<Blob | undefined>;

interface OctokitFailure {
  status?: number;
  response?: { headers?: Record<string, string | undefined> };
  errors?: { type?: string; message?: string }[];
}

const STALE = 'STALE_DATA';

/** Any failure of a GitHub call in the backends' one vocabulary. */
function asBackendError(error: unknown, { repo, branch }: GitHubSettings): BackendError {
  if (error instanceof BackendError) return error;
  const failure = (error ?? {}) as OctokitFailure;
  const graphqlType = failure.errors?.[0]?.type;
  if (graphqlType === 'FORBIDDEN')
    return new BackendError('forbidden', backendMessages.forbidden(repo));
  if (graphqlType === 'NOT_FOUND')
    return /\bRef\b/.test(failure.errors?.[0]?.message ?? '')
      ? new BackendError('no-branch', backendMessages.noBranch(repo, branch))
      : new BackendError('not-found', backendMessages.notFound(repo));
  const status = failure.status;
  const headers = failure.response?.headers ?? {};
  if (status === 401) return new BackendError('unauthorised', backendMessages.unauthorised());
  if ((status === 403 && headers['x-ratelimit-remaining'] === '0') || status === 429) {
    const reset = Number(headers['x-ratelimit-reset']);
    const retryAfter = Number(headers['retry-after']);
    const until = new Date(
      reset > 0 ? reset * 1000 : Date.now() + (retryAfter > 0 ? retryAfter : 60) * 1000,
    );
    return new BackendError('rate-limited', backendMessages.rateLimited(until), until);
  }
  if (status === 403) return new BackendError('forbidden', backendMessages.forbidden(repo));
  if (status === 404) return new BackendError('not-found', backendMessages.notFound(repo));
  // fetch itself failed (offline, DNS, refused): Octokit reports it as a 500 with no answer.
  if (!failure.response && !failure.errors)
    return new BackendError('unreachable', backendMessages.unreachable());
  return new BackendError('failed', backendMessages.failed(status ?? 500));
}

const isText = (path: string) => /\.(md|yml)$/.test(path);
const utf8 = new TextDecoder();

export function createGitHubStore(
  settings: GitHubSettings,
  imageSource: ImageSource,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
) {
  const [owner, name] = settings.repo.split('/');
  const octokit = new Octokit({
    auth: settings.token,
    baseUrl: settings.apiUrl.replace(/\/+$/, ''),
    request: { fetch: fetchImpl },
  });
  /** Blob texts by blob id: a blob never changes, so each is fetched once per session. */
  const texts = new Map<string, string>();
  /**
   * The store as this admin's copies are based on it: the first read, then the store after each
   * of its own commits. Reading again to show the posts table does not move it, so a file someone
   * else changed since is still caught at the next commit ("Changed on GitHub").
   */
  let base: StoreSnapshot | undefined;

  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw asBackendError(error, settings);
    }
  }

  async function text(sha: string): Promise<string> {
    const known = texts.get(sha);
    if (known !== undefined) return known;
    const { data } = await octokit.request('GET /repos/{owner}/{repo}/git/blobs/{file_sha}', {
      owner,
      repo: name,
      file_sha: sha,
    });
    const bytes = base64ToBytes(data.content.replace(/\s/g, '')) ?? new Uint8Array();
    const value = utf8.decode(bytes);
    texts.set(sha, value);
    return value;
  }

  async function headOf(): Promise<string> {
    const { data } = await octokit.request('GET /repos/{owner}/{repo}/branches/{branch}', {
      owner,
      repo: name,
      branch: settings.branch,
    });
    return data.commit.sha;
  }

  /** What the branch holds under content/blog/ now (the first read is also the base). */
  async function read(): Promise<StoreSnapshot> {
    return call(async () => {
      const { CONTENT_FOLDER, ContentError, parseContent } = await loadContentFiles();
      const head = await headOf();
      const { data } = await octokit.request('GET /repos/{owner}/{repo}/git/trees/{tree_sha}', {
        owner,
        repo: name,
        tree_sha: head,
        recursive: '1',
      });
      const prefix = `${CONTENT_FOLDER}/`;
      const files = new Map<string, string>();
      for (const entry of data.tree)
        if (entry.type === 'blob' && entry.path?.startsWith(prefix) && entry.sha)
          files.set(entry.path, entry.sha);
      const folder: Record<string, string> = {};
      await Promise.all(
        [...files].map(async ([path, sha]) => {
          if (isText(path)) folder[path.slice(prefix.length)] = await text(sha);
        }),
      );
      let content: PublishedContent;
      try {
        content = parseContent(folder);
      } catch (error) {
        if (error instanceof ContentError)
          throw new BackendError('failed', backendMessages.unreadable(error.message));
        throw error;
      }
      const snapshot = { head, content, files };
      base ??= snapshot;
      return snapshot;
    });
  }

  async function additions(changes: ChangeSet) {
    const encoder = new TextEncoder();
    const added = Object.entries(changes.texts).map(([path, value]) => ({
      path,
      contents: bytesToBase64(encoder.encode(value)),
    }));
    for (const [path, imagePath] of Object.entries(changes.images)) {
      const blob = await imageSource(imagePath).catch(() => undefined);
      if (!blob) throw new BackendError('failed', backendMessages.missingImage(imagePath));
      added.push({ path, contents: bytesToBase64(new Uint8Array(await blob.arrayBuffer())) });
    }
    return added;
  }

  async function commitOn(head: string, changes: ChangeSet, headline: string) {
    const fileChanges = {
      additions: await additions(changes),
      deletions: changes.removed.map((path) => ({ path })),
    };
    // Not through call(): the caller tells a moved branch (STALE_DATA) from other failures.
    return octokit.graphql(
      `mutation ($input: CreateCommitOnBranchInput!) {
          createCommitOnBranch(input: $input) { commit { oid } }
        }`,
      {
        input: {
          branch: { repositoryNameWithOwner: settings.repo, branchName: settings.branch },
          message: { headline },
          expectedHeadOid: head,
          fileChanges,
        },
      },
    );
  }

  const isStale = (error: unknown) =>
    (error as OctokitFailure | undefined)?.errors?.some((e) => e.type === STALE) === true;

  return {
    read,

    /** Checks the token can see the repository and write to it, and that the branch exists. */
    async check(): Promise<void> {
      const { data } = await call(() =>
        octokit.request('GET /repos/{owner}/{repo}', { owner, repo: name }),
      );
      if (!data.permissions?.push)
        throw new BackendError('forbidden', backendMessages.forbidden(settings.repo));
      await call(headOf).catch((error: unknown) => {
        if (error instanceof BackendError && error.problem === 'not-found')
          throw new BackendError(
            'no-branch',
            backendMessages.noBranch(settings.repo, settings.branch),
          );
        throw error;
      });
    },

    /**
     * One commit of what `changesFor` makes of the store, on the head last read. Returns the
     * store after it, or as it is when there was nothing to change.
     */
    async commit(
      changesFor: (store: StoreSnapshot, files: ContentFiles) => ChangeSet,
      headline: string,
    ): Promise<StoreSnapshot> {
      const files = await loadContentFiles();
      const from = base ?? (await read());
      const changes = changesFor(from, files);
      if (isEmptyChangeSet(changes)) return from;
      try {
        await commitOn(from.head, changes, headline);
      } catch (error) {
        if (!isStale(error)) throw asBackendError(error, settings);
        // The branch moved since the admin read it: fine unless one of our files moved too.
        const fresh = await read();
        const moved = changedBetween(from.files, fresh.files, touchedPaths(changes));
        // The owner has been told: the next publish goes on what GitHub holds now.
        base = fresh;
        if (moved.length > 0) throw new BackendError('conflict', backendMessages.conflict(moved));
        const again = changesFor(fresh, files);
        if (isEmptyChangeSet(again)) return fresh;
        try {
          await commitOn(fresh.head, again, headline);
        } catch (retryError) {
          if (isStale(retryError))
            throw new BackendError('conflict', backendMessages.conflict(touchedPaths(again)));
          throw asBackendError(retryError, settings);
        }
      }
      const after = await read();
      base = after;
      return after;
    },
  };
}

export type GitHubStore = ReturnType<typeof createGitHubStore>;
