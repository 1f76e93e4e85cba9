// Every file and folder README.md and docs/*.md name exists today (docs/ARCHITECTURE.md#layout): a
// path in backticks that starts at one of the repository's own folders, a file name in backticks
// (found anywhere in the repository), and every entry of ARCHITECTURE's layout tree.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const docs = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Written by the build, a bench or publishing, so absent from a fresh clone (docs/PRODUCT.md#publishing). */
const MADE_LATER = ['content/', '.bench/', 'dist/', 'node_modules/'];
const SKIPPED = new Set(['node_modules', '.git', 'storybook-static', 'test-results', '.bench']);

const repositoryFiles: string[] = [];
(function walk(dir: string) {
  for (const name of readdirSync(join(root, dir))) {
    if (SKIPPED.has(name) || name.startsWith('dist')) continue;
    const path = dir ? `${dir}/${name}` : name;
    repositoryFiles.push(path);
    if (statSync(join(root, path)).isDirectory()) walk(path);
  }
})('');
const topFolders = new Set(
  readdirSync(root).filter((name) => statSync(join(root, name)).isDirectory()),
);
topFolders.add('content');

const exists = (path: string) => existsSync(join(root, path.replace(/\/$/, '')));
const existsAnywhere = (name: string) =>
  exists(name) || repositoryFiles.some((path) => path.endsWith(`/${name.replace(/\/$/, '')}`));

/** Backticked paths in a document, with the line each is on. */
function namedPaths(doc: string): { where: string; path: string }[] {
  return readFileSync(join(root, doc), 'utf8')
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(/`([\w.-]+(?:\/[\w.-]*)*)`/g)].map(([, path]) => ({
        where: `${doc}:${index + 1}`,
        path,
      })),
    )
    .filter(({ path }) =>
      path.includes('/')
        ? topFolders.has(path.split('/')[0])
        : /\.(ts|tsx|mjs|js|json|md)$/.test(path) && path !== 'package-lock.json',
    );
}

/** ARCHITECTURE's layout tree as full paths: indentation nests, two spaces part names from notes. */
function layoutTree(): string[] {
  const text = readFileSync(join(root, 'docs/ARCHITECTURE.md'), 'utf8');
  const block = /## Layout\n\n```\n([\s\S]*?)```/.exec(text)?.[1] ?? '';
  const parents: { indent: number; path: string }[] = [];
  return block.split('\n').flatMap((line) => {
    const indent = line.length - line.trimStart().length;
    const names: string[] = [];
    for (const part of line.trim().split(/ {2,}/)) {
      if (!/^[\w.-]+(\/[\w.-]+)*\/?$/.test(part)) break;
      names.push(part);
    }
    if (!names.length) return [];
    while (parents.length && parents[parents.length - 1].indent >= indent) parents.pop();
    const base = parents.length ? parents[parents.length - 1].path : '';
    if (names.length === 1 && names[0].endsWith('/')) {
      parents.push({ indent, path: base + names[0] });
    }
    return names.map((name) => base + name);
  });
}

describe('paths the documents name', () => {
  it('reads the layout tree and the backticked paths', () => {
    expect(layoutTree()).toContain('src/app/routeManifest.ts');
    expect(docs.flatMap(namedPaths).length).toBeGreaterThan(50);
  });

  it('names no file or folder that does not exist', () => {
    const missing = [
      ...docs
        .flatMap(namedPaths)
        .filter(({ path }) => (path.includes('/') ? !exists(path) : !existsAnywhere(path))),
      ...layoutTree()
        .filter((path) => !exists(path))
        .map((path) => ({ where: 'docs/ARCHITECTURE.md#layout', path })),
    ]
      .filter(({ path }) => !MADE_LATER.some((folder) => path.startsWith(folder)))
      .map(({ where, path }) => `${where}: ${path}`);
    expect(missing).toEqual([]);
  });
});
