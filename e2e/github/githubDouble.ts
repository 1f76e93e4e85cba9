/**
 * A GitHub double for the publishing journeys (docs/ARCHITECTURE.md#content-backends): a real
 * HTTP server on 127.0.0.1 that answers the REST and GraphQL calls the admin makes with GitHub's
 * request and answer shapes, over a real bare git repository (the git CLI), so a journey can clone
 * what the admin committed and build it. It stands only for github.com; everything else is real.
 *
 * REST: GET /repos/{owner}/{repo}, GET /repos/{owner}/{repo}/branches/{branch},
 * GET /repos/{owner}/{repo}/git/trees/{sha}?recursive=1, GET /repos/{owner}/{repo}/git/blobs/{sha}.
 * GraphQL: POST /graphql with the createCommitOnBranch mutation (expectedHeadOid checked, STALE_DATA
 * as GitHub answers it). Tokens are fine-grained: each names its one repository and its access.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  bytes: number;
}

export interface TokenGrant {
  repo: string;
  access: 'read' | 'write';
}

const DOCS = 'https://docs.github.com/rest';

export class GitHubDouble {
  readonly dir: string;
  readonly bare: string;
  readonly requests: RecordedRequest[] = [];
  readonly tokens = new Map<string, TokenGrant>();
  /** While set, every call answers 403 with GitHub's rate-limit headers, reset at this time. */
  rateLimitedUntil: Date | undefined;
  private server: Server | undefined;
  port = 0;

  constructor(
    readonly repo = 'bayshore/site',
    readonly branch = 'main',
  ) {
    this.dir = mkdtempSync(join(tmpdir(), 'github-double-'));
    this.bare = join(this.dir, 'repo.git');
    this.git(['init', '--bare', '--initial-branch', branch, this.bare], this.dir);
  }

  get origin() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** git in the bare repository (or `cwd`), with an author so commits need no global config. */
  git(args: string[], cwd = this.bare, input?: string | Buffer): string {
    return execFileSync('git', args, {
      cwd,
      input,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'GitHub',
        GIT_AUTHOR_EMAIL: 'noreply@github.com',
        GIT_COMMITTER_NAME: 'GitHub',
        GIT_COMMITTER_EMAIL: 'noreply@github.com',
      },
      maxBuffer: 64 * 1024 * 1024,
    }).toString();
  }

  /** The branch's head commit, or undefined before the first commit. */
  head(branch = this.branch): string | undefined {
    try {
      return this.git(['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`]).trim();
    } catch {
      return undefined;
    }
  }

  /** Commits files straight to the branch, as someone else pushing would. */
  commitFiles(
    message: string,
    files: Record<string, string | Buffer | null>,
    branch = this.branch,
  ): string {
    const parent = this.head(branch);
    const index = join(this.dir, `index-${Date.now()}-${Math.random()}`);
    const env = { GIT_INDEX_FILE: index };
    const withIndex = (args: string[], input?: string | Buffer) =>
      execFileSync('git', args, { cwd: this.bare, input, env: { ...process.env, ...env } })
        .toString()
        .trim();
    if (parent) withIndex(['read-tree', parent]);
    for (const [path, contents] of Object.entries(files)) {
      if (contents === null) {
        // Mode 0 removes the path from the index (a bare repository has no work tree to ask).
        withIndex(['update-index', '--index-info'], `0 ${'0'.repeat(40)}\t${path}\n`);
        continue;
      }
      const blob = withIndex(['hash-object', '-w', '--stdin'], contents);
      withIndex(['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`]);
    }
    const tree = withIndex(['write-tree']);
    rmSync(index, { force: true });
    const commit = this.git(
      ['commit-tree', tree, ...(parent ? ['-p', parent] : []), '-m', message],
      this.bare,
    ).trim();
    this.git(['update-ref', `refs/heads/${branch}`, commit, ...(parent ? [parent] : [])]);
    return commit;
  }

  /** Commits on the branch, newest first: [sha, subject]. */
  log(branch = this.branch): { sha: string; subject: string }[] {
    if (!this.head(branch)) return [];
    return this.git(['log', '--format=%H %s', `refs/heads/${branch}`])
      .trim()
      .split('\n')
      .map((line) => ({ sha: line.slice(0, 40), subject: line.slice(41) }));
  }

  /** A working clone of the branch, for a journey to read and build. */
  clone(into: string): string {
    mkdirSync(dirname(into), { recursive: true });
    execFileSync('git', ['clone', '-q', '--branch', this.branch, this.bare, into]);
    return into;
  }

  /** Listens on `port` (0: any free one); a journey stops and starts it again to play GitHub down. */
  async start(port = this.port): Promise<void> {
    this.server = createServer((req, res) => {
      void this.handle(req, res).catch((error: unknown) => {
        send(res, 500, { message: String(error), documentation_url: DOCS }, corsHeaders(req));
      });
    });
    await new Promise<void>((done) => this.server?.listen(port, '127.0.0.1', done));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  /** Stops answering: GitHub unreachable until `start()` again. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    }
  }

  dispose() {
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', this.origin);
    // The browser's preflight: GitHub's API allows any origin and these headers.
    if (req.method === 'OPTIONS') {
      res.writeHead(204, corsHeaders(req));
      res.end();
      return;
    }
    this.requests.push({
      method: req.method ?? 'GET',
      path: url.pathname + url.search,
      authorization: req.headers.authorization,
      bytes: body.length,
    });
    const cors = corsHeaders(req);
    if (this.rateLimitedUntil && this.rateLimitedUntil > new Date()) {
      send(
        res,
        403,
        { message: 'API rate limit exceeded for user ID 1.', documentation_url: DOCS },
        {
          ...cors,
          'x-ratelimit-limit': '5000',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': String(Math.ceil(this.rateLimitedUntil.getTime() / 1000)),
        },
      );
      return;
    }
    const token = /^(?:token|bearer) (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const grant = token ? this.tokens.get(token) : undefined;
    if (!grant) {
      send(res, 401, { message: 'Bad credentials', documentation_url: DOCS, status: '401' }, cors);
      return;
    }
    if (req.method === 'POST' && url.pathname === '/graphql') {
      this.graphql(JSON.parse(body.toString() || '{}'), grant, res, cors);
      return;
    }
    const match = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(url.pathname);
    // A fine-grained token sees only its own repository: any other is "Not Found".
    if (!match || `${match[1]}/${match[2]}` !== this.repo || grant.repo !== this.repo) {
      send(res, 404, { message: 'Not Found', documentation_url: DOCS, status: '404' }, cors);
      return;
    }
    const rest = match[3] ?? '';
    if (req.method !== 'GET') {
      send(res, 404, { message: 'Not Found', documentation_url: DOCS }, cors);
      return;
    }
    if (rest === '') {
      const [owner, name] = this.repo.split('/');
      send(
        res,
        200,
        {
          id: 1,
          node_id: 'R_1',
          name,
          full_name: this.repo,
          owner: { login: owner, type: 'Organization' },
          private: true,
          default_branch: this.branch,
          permissions: {
            admin: false,
            maintain: false,
            push: grant.access === 'write',
            triage: false,
            pull: true,
          },
        },
        cors,
      );
      return;
    }
    const branch = /^\/branches\/(.+)$/.exec(rest);
    if (branch) {
      const name = decodeURIComponent(branch[1]);
      const sha = this.head(name);
      if (!sha) {
        send(
          res,
          404,
          { message: 'Branch not found', documentation_url: DOCS, status: '404' },
          cors,
        );
        return;
      }
      send(
        res,
        200,
        {
          name,
          commit: { sha, url: `${this.origin}/repos/${this.repo}/commits/${sha}` },
          protected: false,
        },
        cors,
      );
      return;
    }
    const tree = /^\/git\/trees\/([0-9a-f]{40})$/.exec(rest);
    if (tree) {
      const recursive = url.searchParams.has('recursive');
      let treeSha: string;
      try {
        treeSha = this.git(['rev-parse', `${tree[1]}^{tree}`]).trim();
      } catch {
        send(res, 404, { message: 'Not Found', documentation_url: DOCS }, cors);
        return;
      }
      const entries = this.git(['ls-tree', '-l', ...(recursive ? ['-r', '-t'] : []), treeSha])
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [meta, path] = line.split('\t');
          const [mode, type, sha, size] = meta.split(/\s+/);
          return {
            path,
            mode,
            type,
            sha,
            ...(type === 'blob' ? { size: Number(size) } : {}),
            url: `${this.origin}/repos/${this.repo}/git/${type}s/${sha}`,
          };
        });
      send(
        res,
        200,
        {
          sha: treeSha,
          url: `${this.origin}/repos/${this.repo}/git/trees/${treeSha}`,
          tree: entries,
          truncated: false,
        },
        cors,
      );
      return;
    }
    const blob = /^\/git\/blobs\/([0-9a-f]{40})$/.exec(rest);
    if (blob) {
      let bytes: Buffer;
      try {
        bytes = execFileSync('git', ['cat-file', 'blob', blob[1]], { cwd: this.bare });
      } catch {
        send(res, 404, { message: 'Not Found', documentation_url: DOCS }, cors);
        return;
      }
      send(
        res,
        200,
        {
          sha: blob[1],
          node_id: `B_${blob[1]}`,
          size: bytes.length,
          url: `${this.origin}/repos/${this.repo}/git/blobs/${blob[1]}`,
          // GitHub wraps the Base64 text at 60 characters.
          content: (bytes.toString('base64').match(/.{1,60}/g) ?? []).join('\n') + '\n',
          encoding: 'base64',
        },
        cors,
      );
      return;
    }
    send(res, 404, { message: 'Not Found', documentation_url: DOCS }, cors);
  }

  private graphql(
    request: { query?: string; variables?: Record<string, unknown> },
    grant: TokenGrant,
    res: ServerResponse,
    cors: Record<string, string>,
  ) {
    const error = (type: string, message: string) =>
      send(
        res,
        200,
        {
          data: { createCommitOnBranch: null },
          errors: [{ type, path: ['createCommitOnBranch'], locations: [], message }],
        },
        cors,
      );
    if (
      !/mutation[\s\S]*createCommitOnBranch\s*\(\s*input\s*:\s*\$input/.test(request.query ?? '')
    ) {
      send(
        res,
        200,
        { errors: [{ message: 'This double answers only createCommitOnBranch.' }] },
        cors,
      );
      return;
    }
    const input = request.variables?.input as
      | {
          branch?: { repositoryNameWithOwner?: string; branchName?: string };
          message?: { headline?: string; body?: string };
          expectedHeadOid?: string;
          fileChanges?: {
            additions?: { path: string; contents: string }[];
            deletions?: { path: string }[];
          };
        }
      | undefined;
    const repo = input?.branch?.repositoryNameWithOwner;
    const branchName = input?.branch?.branchName;
    if (!input || !repo || !branchName || !input.message?.headline || !input.expectedHeadOid) {
      send(
        res,
        200,
        {
          errors: [
            {
              message:
                'Variable $input of type CreateCommitOnBranchInput! was provided invalid value',
            },
          ],
        },
        cors,
      );
      return;
    }
    if (repo !== this.repo || grant.repo !== this.repo) {
      error('NOT_FOUND', `Could not resolve to a Repository with the name '${repo}'.`);
      return;
    }
    if (grant.access !== 'write') {
      error('FORBIDDEN', 'Resource not accessible by personal access token');
      return;
    }
    const head = this.head(branchName);
    if (!head) {
      error('NOT_FOUND', `Could not resolve to a Ref with the name 'refs/heads/${branchName}'.`);
      return;
    }
    if (head !== input.expectedHeadOid) {
      error(
        'STALE_DATA',
        `Expected branch to point to "${input.expectedHeadOid}" but it did not.  Pull and try again.`,
      );
      return;
    }
    const files: Record<string, Buffer | null> = {};
    for (const { path } of input.fileChanges?.deletions ?? []) files[path] = null;
    for (const { path, contents } of input.fileChanges?.additions ?? [])
      files[path] = Buffer.from(contents, 'base64');
    const message = [input.message.headline, input.message.body].filter(Boolean).join('\n\n');
    const oid = this.commitFiles(message, files, branchName);
    send(
      res,
      200,
      {
        data: {
          createCommitOnBranch: {
            commit: { oid, url: `https://github.com/${this.repo}/commit/${oid}` },
          },
        },
      },
      cors,
    );
  }
}

function corsHeaders(req: IncomingMessage): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE',
    'access-control-allow-headers':
      req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type',
    'access-control-expose-headers':
      'ETag, Link, Location, X-GitHub-Request-Id, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, X-RateLimit-Used',
  };
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}
