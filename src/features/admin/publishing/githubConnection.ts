/**
 * The owner's GitHub connection in this browser (docs/PRODUCT.md#publishing-from-anywhere): the
 * repository, branch and token, kept in sessionStorage, or in localStorage only when the owner
 * ticks "Remember on this device"; a record of its own, so the token is never in the blog's saved
 * state, a backup or an export. Read only in handlers and effects.
 */
import * as v from 'valibot';
import { record } from '../../../lib/validation';

const CONNECTION_KEY = 'bayshore:github-connection';

export interface GitHubConnection {
  /** owner/name */
  repo: string;
  branch: string;
  /** A fine-grained personal access token: sent only in the Authorization header to the API. */
  token: string;
  remember: boolean;
}

const savedSchema = record({
  version: v.literal(1),
  repo: v.pipe(v.string(), v.maxLength(200)),
  branch: v.pipe(v.string(), v.maxLength(250)),
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(500)),
});

/** Build-time settings (.env or the host's environment): where GitHub's API is, and defaults. */
export const githubDefaults = {
  apiUrl: (import.meta.env.VITE_GITHUB_API_URL as string | undefined) || 'https://api.github.com',
  repo: (import.meta.env.VITE_GITHUB_REPO as string | undefined) ?? '',
  branch: (import.meta.env.VITE_GITHUB_BRANCH as string | undefined) || 'main',
};

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const storages = (): { session?: StorageLike; local?: StorageLike } => {
  const get = (name: 'sessionStorage' | 'localStorage') => {
    try {
      return globalThis[name];
    } catch {
      return undefined;
    }
  };
  return { session: get('sessionStorage'), local: get('localStorage') };
};

function readFrom(storage: StorageLike | undefined): Omit<GitHubConnection, 'remember'> | null {
  try {
    const parsed = v.safeParse(savedSchema, JSON.parse(storage?.getItem(CONNECTION_KEY) ?? 'null'));
    if (!parsed.success || !isRepoName(parsed.output.repo)) return null;
    const { repo, branch, token } = parsed.output;
    return { repo, branch, token };
  } catch {
    return null;
  }
}

/** The saved connection (this tab's session first), or null. */
export function readGitHubConnection(stores = storages()): GitHubConnection | null {
  const session = readFrom(stores.session);
  if (session) return { ...session, remember: false };
  const local = readFrom(stores.local);
  return local ? { ...local, remember: true } : null;
}

/** Saves where the owner chose, and removes it from the other place. False when refused. */
export function saveGitHubConnection(connection: GitHubConnection, stores = storages()): boolean {
  const { repo, branch, token, remember } = connection;
  const [keep, drop] = remember ? [stores.local, stores.session] : [stores.session, stores.local];
  try {
    drop?.removeItem(CONNECTION_KEY);
    keep?.setItem(CONNECTION_KEY, JSON.stringify({ version: 1, repo, branch, token }));
    return Boolean(keep);
  } catch {
    return false;
  }
}

/** Disconnect: the token is forgotten in both places. */
export function forgetGitHubConnection(stores = storages()): void {
  for (const storage of [stores.session, stores.local])
    try {
      storage?.removeItem(CONNECTION_KEY);
    } catch {
      // A storage this browser refuses holds nothing of ours.
    }
}

/** GitHub's rule for owner/name: letters, digits, '-', and for the name also '.' and '_'. */
export function isRepoName(value: string): boolean {
  return (
    /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/.test(value) &&
    !/\/\.\.?$/.test(value)
  );
}

/** A branch name git accepts (the common rules: no spaces, '..', '~^:?*[\', leading '-'). */
export function isBranchName(value: string): boolean {
  return (
    value.length > 0 &&
    value.length <= 250 &&
    !/[\s~^:?*[\\]|\.\.|@\{|^-|^\/|\/$|\.lock$|\.$/.test(value)
  );
}
