// No circle of files in src/, type imports included (docs/ARCHITECTURE.md#rules-of-the-house):
// ESLint's import rules skip `import type`, so a circle made of types alone goes unseen there. This
// reads every import, re-export and `import()` with the TypeScript compiler's own pre-processor and
// resolver (the tsconfig's options, so `bundler` resolution and `.ts` extensions) and finds the
// strongly connected parts of the graph.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const src = join(root, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const config = ts.readConfigFile(join(root, 'tsconfig.json'), (path) => ts.sys.readFile(path));
const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);

/** File -> the files in src/ it imports (values and types alike). */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const inSrc = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles.flatMap(({ fileName }) => {
        const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
        const target = resolved && resolve(resolved.resolvedFileName);
        return target && inSrc.has(target) ? [target] : [];
      });
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Tarjan's strongly connected components of more than one file, or of a file importing itself. */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== file);
    if (part.length > 1 || graph.get(file)?.includes(file)) found.push(part);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('circles of files in src/', () => {
  const files = sourceFiles(src);
  const graph = importGraph(files);

  it('reads the imports, type-only ones included', () => {
    const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
    expect(files.length).toBeGreaterThan(300);
    expect(edges).toBeGreaterThan(files.length);
    const limits = join(src, 'features/neuroslice/engine/limits.ts');
    const importersOfLimits = [...graph].filter(([, targets]) => targets.includes(limits));
    expect(importersOfLimits.length).toBeGreaterThan(5);
    // PlanMinimap.tsx imports one type from flowElements.ts and nothing else from it.
    const map = join(src, 'features/neuroslice/map');
    expect(graph.get(join(map, 'PlanMinimap.tsx'))).toContain(join(map, 'flowElements.ts'));
  });

  it('finds a circle made of type imports alone', () => {
    const a = join(src, 'a.ts');
    const b = join(src, 'b.ts');
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toHaveLength(1);
  });

  it('has none', () => {
    const named = circles(graph).map((part) => part.map((file) => relative(root, file)).sort());
    expect(named).toEqual([]);
  });
});
