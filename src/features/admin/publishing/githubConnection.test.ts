/**
 * The GitHub connection's record (githubConnection.ts): in the tab's session unless the owner asks
 * to be remembered, in one place only, forgotten everywhere on Disconnect; a hand-edited or
 * older record is ignored rather than trusted.
 */
import { describe, expect, it } from 'vitest';
import {
  forgetGitHubConnection,
  isBranchName,
  isRepoName,
  readGitHubConnection,
  saveGitHubConnection,
} from './githubConnection';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const connection = {
  repo: 'bayshore/site',
  branch: 'main',
  token: 'github_pat_x',
  remember: false,
};

describe('the GitHub connection in this browser', () => {
  it('is kept in the session only, unless remembered, and never in both', () => {
    const stores = { session: memoryStorage(), local: memoryStorage() };
    saveGitHubConnection(connection, stores);
    expect(stores.local.items.size).toBe(0);
    expect(readGitHubConnection(stores)).toEqual(connection);
    saveGitHubConnection({ ...connection, remember: true }, stores);
    expect(stores.session.items.size).toBe(0);
    expect(readGitHubConnection(stores)).toEqual({ ...connection, remember: true });
    forgetGitHubConnection(stores);
    expect(stores.local.items.size + stores.session.items.size).toBe(0);
    expect(readGitHubConnection(stores)).toBeNull();
  });

  it('ignores a record it did not write', () => {
    for (const raw of [
      'not json',
      '{"version":2,"repo":"a/b","branch":"main","token":"t"}',
      '{"version":1,"repo":"no-slash","branch":"main","token":"t"}',
      '{"version":1,"repo":"a/b","branch":"main","token":""}',
      '{"version":1,"repo":"a/b","branch":"main"}',
      'null',
    ]) {
      const session = memoryStorage();
      session.setItem('bayshore:github-connection', raw);
      expect(readGitHubConnection({ session, local: memoryStorage() })).toBeNull();
    }
  });

  it('knows a repository and a branch name when it sees one', () => {
    expect(isRepoName('bayshore/site')).toBe(true);
    expect(isRepoName('Bay-Shore/site.github.io')).toBe(true);
    for (const bad of ['site', '/site', 'a/b/c', 'a b/c', 'a/..', '-a/b'])
      expect(isRepoName(bad)).toBe(false);
    expect(isBranchName('main')).toBe(true);
    expect(isBranchName('release/2026-11')).toBe(true);
    for (const bad of ['', 'a b', 'a..b', '-x', 'x.lock', 'x/', 'a~1', 'a:b'])
      expect(isBranchName(bad)).toBe(false);
  });
});
