// Every stories folder has a runner, and every runner's glob points at a folder that exists:
// a story added in a new folder is tested, not silently skipped.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname);
const folders = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .filter((entry) =>
    readdirSync(join(root, entry.name), { recursive: true }).some((f) =>
      String(f).endsWith('.stories.tsx'),
    ),
  )
  .map((entry) => entry.name);
const runners = readdirSync(root).filter((f) => f.endsWith('.test.tsx'));

describe('story runners', () => {
  it.each(folders)('stories/%s has a runner', (folder) => {
    const runner = runners.find((f) =>
      readFileSync(join(root, f), 'utf8').includes(`import.meta.glob('./${folder}/`),
    );
    expect(runner, `add stories/${folder}.test.tsx calling runStories`).toBeDefined();
  });

  it.each(runners)('%s globs a folder that exists', (runner) => {
    const glob = /import\.meta\.glob\('\.\/([^/']+)\//.exec(
      readFileSync(join(root, runner), 'utf8'),
    );
    expect(glob, `${runner} calls runStories(import.meta.glob('./<folder>/...'))`).not.toBeNull();
    expect(existsSync(join(root, glob![1]))).toBe(true);
  });
});
