/**
 * This tab's link to the site's GitHub repository (docs/ARCHITECTURE.md#content-backends): not
 * connected, connecting, connected (with the store), or the reason it is not. A plain module store
 * that the Publishing page, the posts table and the publish controls share; the GitHub client is
 * loaded only when a connection is made.
 */
import { useSyncExternalStore } from 'react';
import { loadImageStore, setPublishedContent } from '../../blog';
import { BackendError, backendMessages } from './backendError';
import {
  forgetGitHubConnection,
  githubDefaults,
  readGitHubConnection,
  saveGitHubConnection,
  type GitHubConnection,
} from './githubConnection';
import type { GitHubStore } from './githubStore';

export type PublishingStatus =
  | { state: 'off' }
  | { state: 'connecting'; connection: GitHubConnection }
  | { state: 'connected'; connection: GitHubConnection; store: GitHubStore }
  | { state: 'failed'; connection: GitHubConnection; error: BackendError };

let status: PublishingStatus = { state: 'off' };
const listeners = new Set<() => void>();

function set(next: PublishingStatus) {
  status = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => status;

export const usePublishingStatus = () => useSyncExternalStore(subscribe, snapshot, snapshot);

const storedImage = (path: string) => loadImageStore().then(({ getImage }) => getImage(path));

/** Stories and tests set a status directly (the Publishing page's states). */
export const setPublishingStatus = set;

/**
 * Connect: checks the token, the repository, write access and the branch at once, reads what the
 * branch holds, and only then keeps the connection (where the owner chose). A failure keeps
 * nothing and says why.
 */
export async function connect(connection: GitHubConnection): Promise<boolean> {
  set({ state: 'connecting', connection });
  try {
    const { createGitHubStore } = await import('./githubStore');
    const store = createGitHubStore({ ...connection, apiUrl: githubDefaults.apiUrl }, storedImage);
    await store.check();
    const { content } = await store.read();
    saveGitHubConnection(connection);
    setPublishedContent(content);
    set({ state: 'connected', connection, store });
    return true;
  } catch (error) {
    set({
      state: 'failed',
      connection,
      error:
        error instanceof BackendError
          ? error
          : new BackendError('unreachable', backendMessages.unreachable()),
    });
    return false;
  }
}

/** Forgets the token in this browser; publishing falls back to the dev API or the bundle. */
export function disconnect(): void {
  forgetGitHubConnection();
  set({ state: 'off' });
}

let resumed = false;
/** Once per page load: a connection saved in this tab or on this device connects again. */
export function resumeSavedConnection(): void {
  if (resumed) return;
  resumed = true;
  const saved = readGitHubConnection();
  if (saved && status.state === 'off') void connect(saved);
}

/** Reads the branch again (opening the posts table); the published content follows. */
export async function refreshFromGitHub(): Promise<void> {
  if (status.state !== 'connected') return;
  try {
    const { content } = await status.store.read();
    setPublishedContent(content);
  } catch {
    // The table keeps what it last read; a publish reports its own failure.
  }
}
