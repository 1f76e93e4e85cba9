// Vite's and Vitest's configs load without a warning (docs/TOOLCHAIN.md#traps-already-found-and-their-fixes).
// Vite 8 reads every file the config imports, ours and the blog model's, and warns on each import
// its coming native loader could not follow (a relative import without its file extension): 48
// lines before every build, dev start and test run, 700 in one `npm test`. A new import without
// its extension anywhere in that graph fails here, with Vite's own words.
import { resolve } from 'node:path';
import { createLogger, loadConfigFromFile } from 'vite';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');

describe('the Vite configs', () => {
  for (const file of ['vite.config.ts', 'vitest.config.ts']) {
    it(`${file} loads without a warning`, async () => {
      const warnings: string[] = [];
      const logger = createLogger('warn');
      logger.warn = (message) => warnings.push(message);
      logger.warnOnce = (message) => warnings.push(message);
      const loaded = await loadConfigFromFile(
        { command: 'build', mode: 'production' },
        resolve(root, file),
        root,
        'warn',
        logger,
      );
      expect(loaded?.path).toBe(resolve(root, file));
      expect(warnings).toEqual([]);
    });
  }
});
