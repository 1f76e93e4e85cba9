/**
 * The island registry (docs/ARCHITECTURE.md#islands-one-file-each), made by the build from file
 * names: every `src/<folder>/Name.island.tsx` is the island `Name`, its module a chunk of its own. `src`
 * is that module's path as the build's manifest knows it, so the prerender names its chunk in the
 * page's own module script (which imports it up front); `load` fetches it when a page's script did
 * not. Nothing else names an island: adding one is adding its file.
 */
import type { ComponentType } from 'react';

/** An island's file: its default export is `island(Component)` (design-system/island). */
export interface IslandFile {
  default: ComponentType<never>;
}

export interface IslandModule {
  /** Its module, fetched on demand (an island the page's script did not import up front). */
  load: () => Promise<IslandFile>;
  src: string;
}

const ISLAND_FILE = /(?:^|\/)([A-Za-z][A-Za-z0-9]*)\.island\.tsx$/;

/** The island a file holds, by the file's name (`src/app/shell/HeaderMenu.island.tsx`: HeaderMenu). */
function islandName(path: string): string {
  const name = ISLAND_FILE.exec(path)?.[1];
  if (!name) throw new Error(`${path} is not an island's file (Name.island.tsx)`);
  return name;
}

/** Island files by name, each name once: two files of one name would be one island twice. */
export function byIslandName<T>(files: Record<string, T>): Record<string, T & { src: string }> {
  const named: Record<string, T & { src: string }> = {};
  for (const [path, file] of Object.entries(files)) {
    const name = islandName(path);
    const src = path.replace(/^\//, '');
    if (named[name]) throw new Error(`Two islands named ${name}: ${named[name].src} and ${src}`);
    named[name] = { ...file, src };
  }
  return named;
}

// One chunk per island file in the documents' build (vite.config.ts), and the same map in the
// server build, whose prerender reads `src` from it.
export const islandModules: Record<string, IslandModule> = byIslandName(
  Object.fromEntries(
    Object.entries(import.meta.glob<IslandFile>('/src/**/*.island.tsx')).map(([path, load]) => [
      path,
      { load },
    ]),
  ),
);
