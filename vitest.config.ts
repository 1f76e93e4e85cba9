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
import { blogContentPlugin } from './scripts/blogContentPlugin';

export default defineConfig({
  plugins: [react(), blogContentPlugin()],
  test: {
    // Node by default; files that need a DOM ask for jsdom in their first line (src/test/setup.ts).
    environment: 'node',
    // Stories themselves run once, in Chromium (visual/stories.spec.ts): play, axe and screenshot in
    // one visit. Only plain unit tests run here.
    include: ['src/**/*.test.{ts,tsx}', 'stories/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 60000,
    css: false,
    pool: 'threads',
  },
});
