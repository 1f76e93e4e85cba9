// No file in src/ over 300 lines except the content tables (docs/ARCHITECTURE.md#rules-of-the-house):
// a longer file has grown a second job, which goes into a file of its own, named for it.
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const LIMIT = 300;
/** Tables of content and routes: one entry after another, each read by the pages. */
const CONTENT_TABLES = [
  'src/features/site/content/serviceDetails.ts',
  'src/features/site/content/tampa.ts',
  'src/app/routeManifest.ts',
];

const lineCount = (path: string) => readFileSync(path, 'utf8').trimEnd().split('\n').length;

describe('file length', () => {
  // Node's own recursive listing: paths relative to src/, with the platform's separator.
  const files = readdirSync(join(root, 'src'), { recursive: true })
    .map((path) => `src/${String(path).split('\\').join('/')}`)
    .filter((path) => /\.(ts|tsx)$/.test(path));

  it(`no file in src/ is over ${LIMIT} lines but the content tables`, () => {
    const long = files
      .filter((file) => !CONTENT_TABLES.includes(file))
      .map((file) => ({ file, lines: lineCount(join(root, file)) }))
      .filter(({ lines }) => lines > LIMIT)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it('every content table named is still there', () => {
    expect(CONTENT_TABLES.filter((file) => !files.includes(file))).toEqual([]);
  });
});
