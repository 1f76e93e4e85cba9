// One home per fact (docs/ARCHITECTURE.md#rules-of-the-house): each fact below is written in one
// module and read from there everywhere else, and each test here fails on a second copy written
// anywhere else. The sources are read with the TypeScript parser, so comments never count and
// every string, template and JSX text does.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ASSET_LEVEL, LEVELS } from '../features/neuroslice/engine/limits';

const root = resolve(__dirname, '../..');

/** The code files under a folder, tests and type declarations left out (tests pin literal values). */
function codeFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) {
      return ['node_modules', 'fixtures'].includes(name) ? [] : codeFiles(path);
    }
    return /\.(ts|tsx|mjs)$/.test(name) && !/\.(test|spec|d)\.[a-z]+$/.test(name) ? [path] : [];
  });
}

const parsed = new Map<string, ts.SourceFile>();
function parse(path: string): ts.SourceFile {
  let file = parsed.get(path);
  if (!file) {
    const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    file = ts.createSourceFile(path, readFileSync(join(root, path), 'utf8'), 99, true, kind);
    parsed.set(path, file);
  }
  return file;
}

function nodesOf(file: ts.SourceFile): ts.Node[] {
  const all: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    all.push(node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return all;
}

const where = (file: ts.SourceFile, node: ts.Node) =>
  `${file.fileName}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;

/** Every piece of literal text in a file: strings, template parts and JSX text, with its line. */
function textsIn(path: string): { where: string; text: string }[] {
  const file = parse(path);
  return nodesOf(file)
    .filter(
      (node) =>
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node) ||
        ts.isJsxText(node),
    )
    .map((node) => ({ where: where(file, node), text: (node as ts.LiteralLikeNode).text }));
}

function copiesOf(dirs: string[], home: string, pattern: RegExp): string[] {
  return dirs
    .flatMap(codeFiles)
    .filter((path) => path !== home)
    .flatMap(textsIn)
    .filter(({ text }) => pattern.test(text))
    .map(({ where: at, text }) => `${at}: ${text.trim().slice(0, 80)}`);
}

describe('one home per fact', () => {
  it('writes every price in money.ts and builds each price sentence from it', () => {
    // The site's copy and everything that renders or describes it.
    const home = 'src/features/site/content/money.ts';
    expect(textsIn(home).some(({ text }) => text.includes('$'))).toBe(true);
    expect(copiesOf(['src/features/site', 'src/lib', 'src/app'], home, /\$\s?\d/)).toEqual([]);
  });

  it('writes the blog image prefix once (blog/model/images.ts)', () => {
    const home = 'src/features/blog/model/images.ts';
    expect(textsIn(home).map(({ text }) => text)).toContain('/blog/images/');
    // content/blog/images/ is the repository's folder, another fact.
    expect(copiesOf(['src', 'scripts'], home, /(?<!content)\/blog\/images\b/)).toEqual([]);
  });

  it("writes the admin's paths once (lib/appPaths.ts; the route table reads them)", () => {
    const home = 'src/lib/appPaths.ts';
    expect(textsIn(home).map(({ text }) => text)).toContain('/admin/blog');
    expect(copiesOf(['src'], home, /(^|[\s'"(`])\/admin\b/)).toEqual([]);
  });

  it('lists the NeuroSlice levels once (engine/limits.ts) and derives every other list', () => {
    const home = 'src/features/neuroslice/engine/limits.ts';
    const levelList = (values: readonly (string | undefined)[]) =>
      values.length === LEVELS.length && values.every((v, i) => v === String(LEVELS[i]));
    const copies = ['src', 'scripts', 'stories']
      .flatMap(codeFiles)
      .filter((path) => path !== home)
      .flatMap((path) => {
        const file = parse(path);
        return nodesOf(file).flatMap((node) => {
          // `1 | 2 | 3 | 4 | 5` as a type, `[1, 2, 3, 4, 5]` as a value.
          const members = ts.isUnionTypeNode(node)
            ? node.types.map((t) => (ts.isLiteralTypeNode(t) ? t.literal.getText(file) : undefined))
            : ts.isArrayLiteralExpression(node)
              ? node.elements.map((e) => (ts.isNumericLiteral(e) ? e.text : undefined))
              : [];
          // `level: 3` where ASSET_LEVEL is meant.
          const assetLevel =
            ts.isPropertyAssignment(node) &&
            node.name.getText(file) === 'level' &&
            ts.isNumericLiteral(node.initializer) &&
            Number(node.initializer.text) === ASSET_LEVEL &&
            path.startsWith('src/features/neuroslice');
          return levelList(members) || assetLevel
            ? [`${where(file, node)}: ${node.getText(file)}`]
            : [];
        });
      });
    expect(copies).toEqual([]);
  });
});
