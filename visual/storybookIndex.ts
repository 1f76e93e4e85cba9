/** The built Storybook's index (storybook-static/index.json): the one list of stories and docs. */
import { existsSync, readFileSync } from 'node:fs';

export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  importPath: string;
  type: 'story' | 'docs';
  tags?: string[];
}

export const INDEX_FILE = 'storybook-static/index.json';

export function readStoryIndex(file = INDEX_FILE): IndexEntry[] {
  if (!existsSync(file))
    throw new Error(`${file} is missing: run \`npm run build-storybook\` first.`);
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { entries?: Record<string, IndexEntry> };
  const entries = Object.values(parsed.entries ?? {});
  if (!entries.some((e) => e.type === 'story'))
    throw new Error(`${file} lists no story: the Storybook build found no stories.`);
  return entries;
}
