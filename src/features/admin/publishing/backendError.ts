/**
 * The one vocabulary in which every content backend fails (docs/ARCHITECTURE.md#content-backends),
 * and the owner's words for each. A message never holds the token, a URL with it, or a raw answer.
 */
export type BackendProblem =
  | 'unauthorised'
  | 'forbidden'
  | 'not-found'
  | 'no-branch'
  | 'conflict'
  | 'unreachable'
  | 'rate-limited'
  | 'failed';

export class BackendError extends Error {
  constructor(
    readonly problem: BackendProblem,
    message: string,
    /** When GitHub takes requests again (rate limited). */
    readonly retryAt?: Date,
  ) {
    super(message);
    this.name = 'BackendError';
  }
}

const time = (date: Date) =>
  date.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

/** The owner's message for each problem, for the repository `repo` on branch `branch`. */
export const backendMessages = {
  unauthorised: () =>
    'GitHub did not accept this token. Check that it was copied whole and has not expired, or make a new one.',
  forbidden: (repo: string) =>
    `This token cannot write to ${repo}. Give it Contents: Read and write on that repository.`,
  notFound: (repo: string) =>
    `GitHub has no repository ${repo} that this token can see. Check the name (owner/name) and that the token is for that repository.`,
  noBranch: (repo: string, branch: string) => `${repo} has no branch “${branch}”.`,
  unreachable: () =>
    'GitHub could not be reached. Check your connection and try again; nothing was lost.',
  rateLimited: (until: Date) =>
    `GitHub's request limit for this token is reached until ${time(until)}. Try again after that; nothing was lost.`,
  failed: (status: number) =>
    `GitHub answered with an error (${status}). Nothing was written; try again.`,
  conflict: (paths: readonly string[]) =>
    `Someone changed ${paths.join(', ')} on GitHub since this admin read it. Nothing was written, and your copy is kept in this browser: open Posts to see theirs, then publish again.`,
  missingImage: (path: string) =>
    `The image ${path} is neither in this browser nor in the repository: upload it again in the editor.`,
  unreadable: (problem: string) => `The content on GitHub could not be read: ${problem}`,
} as const;
