import { defineConfig } from 'vitest/config';

// Vitest 5's reporter calls Map.groupBy (Node 21+); this machine runs Node 20 (docs/TOOLCHAIN.md).
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value<K, T>(items: Iterable<T>, key: (item: T, index: number) => K) {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const group = groups.get(k);
        if (group) group.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}
import react from '@vitejs/plugin-react';
import { blogContentPlugin } from './scripts/blogContentPlugin.ts';

// Stories themselves run once, in Chromium (visual/stories.spec.ts): play, axe and screenshot in one
// visit. Only plain unit tests run here.
const TESTS = [
  'src/**/*.test.{ts,tsx}',
  'stories/**/*.test.{ts,tsx}',
  'scripts/**/*.test.ts',
  'visual/**/*.test.ts',
];
/** Test files that replace a module with vi.mock: they must load every module afresh. */
const MOCKING = ['src/app/contentFailure.test.tsx', 'src/app/renderOnce.differential.test.tsx'];

export default defineConfig({
  plugins: [react(), blogContentPlugin()],
  test: {
    // Node by default; files that need a DOM ask for jsdom in their first line (src/test/setup.ts).
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 60000,
    css: false,
    pool: 'threads',
    // A worker keeps the modules it loaded from one file to the next (MUI, React, the engine), which
    // made the run about twice as fast; every file still gets a fresh environment and the setup's
    // clean slate. Files that mock a module (vi.mock) need the modules loaded afresh, so they run
    // isolated (docs/TOOLCHAIN.md).
    projects: [
      { extends: true, test: { name: 'shared', include: TESTS, exclude: MOCKING, isolate: false } },
      { extends: true, test: { name: 'isolated', include: MOCKING } },
    ],
  },
});
