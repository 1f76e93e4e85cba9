// Every comment that cites the documents must land on something in docs/ (docs/README.md): a
// `docs/<page>.md` that exists, a `#anchor` that is one of that page's headings, a `SPEC §N` that is
// a numbered section of docs/SPEC.md, and never a bare page name that does not say where it lives.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const docsDir = join(root, 'docs');
const PAGES = ['SPEC', 'PRODUCT', 'ARCHITECTURE', 'TOOLCHAIN'];
const SCANNED = ['src', 'scripts', 'e2e', 'stories', 'visual', '.storybook'];
const SKIP_DIRS = new Set(['node_modules', '__screenshots__', 'fixtures']);
const SELF = relative(root, __filename);

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function headingsOf(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => line.replace(/^#+ /, ''));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIP_DIRS.has(name) ? [] : filesUnder(path);
    return /\.(ts|tsx|mjs|js|mts)$/.test(name) ? [path] : [];
  });
}

const scanned = [
  ...SCANNED.flatMap((dir) => filesUnder(join(root, dir))),
  ...readdirSync(root)
    .filter((name) => /\.(ts|js|mjs)$/.test(name))
    .map((name) => join(root, name)),
  join(root, 'README.md'),
].filter((path) => relative(root, path) !== SELF);

interface Reference {
  where: string;
  text: string;
}

function referencesIn(path: string, pattern: RegExp): Reference[] {
  const lines = readFileSync(path, 'utf8').split('\n');
  return lines.flatMap((line, index) =>
    [...line.matchAll(pattern)].map((match) => ({
      where: `${relative(root, path)}:${index + 1}`,
      text: match[0],
    })),
  );
}

const docPages = new Map(
  readdirSync(docsDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => [
      name,
      headingsOf(readFileSync(join(docsDir, name), 'utf8')).map(headingAnchor),
    ]),
);

function unresolved(page: string, anchor: string | undefined): string | null {
  const anchors = docPages.get(page);
  if (!anchors) return `no docs/${page}`;
  if (anchor && !anchors.includes(anchor)) return `no heading #${anchor} in docs/${page}`;
  return null;
}

describe('references to the documents', () => {
  it('has the four pages in docs/, each with headings', () => {
    for (const page of PAGES) expect(docPages.get(`${page}.md`)?.length ?? 0).toBeGreaterThan(2);
  });

  it('finds the references it checks (the scan reads the code)', () => {
    const all = scanned.flatMap((path) => referencesIn(path, /docs\/[A-Za-z]+\.md/g));
    expect(all.length).toBeGreaterThan(30);
  });

  it('resolves every docs/<page>.md#anchor to a page and one of its headings', () => {
    const broken = scanned
      .flatMap((path) => referencesIn(path, /docs\/([A-Za-z]+\.md)(#[\p{L}\p{N}_-]+)?/gu))
      .flatMap(({ where, text }) => {
        const [, page, anchor] = /docs\/([A-Za-z]+\.md)(?:#(.+))?/u.exec(text)!;
        const problem = unresolved(page, anchor);
        return problem ? [`${where}: ${text} (${problem})`] : [];
      });
    expect(broken).toEqual([]);
  });

  it('never names a document without saying it lives in docs/', () => {
    const bare = scanned
      .flatMap((path) =>
        referencesIn(path, new RegExp(`(?<!docs/)\\b(${PAGES.join('|')})\\.md`, 'g')),
      )
      .map(({ where, text }) => `${where}: ${text}`);
    expect(bare).toEqual([]);
  });

  it('cites a decision by its docs/ anchor, never by a tracker number the repository cannot resolve', () => {
    const sources = [...scanned, ...[...docPages.keys()].map((name) => join(docsDir, name))];
    const numbered = sources
      .flatMap((path) => referencesIn(path, /\b[Ii]ssues?\s+#?\d+/g))
      .map(({ where, text }) => `${where}: ${text}`);
    expect(numbered).toEqual([]);
  });

  it('resolves every SPEC §N to a numbered section of docs/SPEC.md', () => {
    const sections = new Set(
      headingsOf(readFileSync(join(docsDir, 'SPEC.md'), 'utf8'))
        .map((heading) => /^(\d+)\. /.exec(heading)?.[1])
        .filter(Boolean),
    );
    const cited = scanned.flatMap((path) =>
      referencesIn(path, /SPEC\s+§\d+(?:\s*(?:,|\/|-|and)\s*§\d+)*/g),
    );
    expect(cited.length).toBeGreaterThan(100);
    const broken = cited.flatMap(({ where, text }) =>
      [...text.matchAll(/§(\d+)/g)]
        .filter(([, n]) => !sections.has(n))
        .map(([section]) => `${where}: ${section} is no section of docs/SPEC.md`),
    );
    expect(broken).toEqual([]);
  });

  it('resolves the links between the documents and from README', () => {
    const sources = [
      ...[...docPages.keys()].map((name) => join(docsDir, name)),
      join(root, 'README.md'),
    ];
    const broken = sources.flatMap((path) =>
      [
        ...readFileSync(path, 'utf8').matchAll(/\]\(((?:docs\/)?[A-Za-z]+\.md)(?:#([^)]+))?\)/g),
      ].flatMap(([text, target, anchor]) => {
        const page = target.replace(/^docs\//, '');
        if (path.startsWith(docsDir) !== !target.startsWith('docs/') && page !== 'README.md') {
          return [`${relative(root, path)}: ${text} (wrong folder)`];
        }
        if (page === 'README.md') return [];
        const problem = unresolved(page, anchor);
        return problem ? [`${relative(root, path)}: ${text} (${problem})`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });
});
