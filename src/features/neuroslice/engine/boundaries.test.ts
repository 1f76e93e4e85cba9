// docs/ARCHITECTURE.md#rules-of-the-house: the engine is pure TypeScript (no React, MUI, React Flow or DOM), so it runs in
// Node (tests, bench, prerender) and stays out of the first load. Lint enforces this too; this
// test also catches DOM globals reached without a lint-visible name.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = import.meta.dirname;
const sources = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => ({ file: f, text: readFileSync(join(dir, f), 'utf8') }));

describe('engine boundaries', () => {
  // zod checks a language model's answers (docs/PRODUCT.md#a-real-language-model): pure TypeScript, no DOM.
  // lib/ is the bottom layer (docs/ARCHITECTURE.md#layout): the one URL check and the brand
  // (the tool's name) live there (docs/ARCHITECTURE.md#rules-of-the-house).
  it('imports only itself, lib/url, lib/brand, lib/keyPhrases (shared with the editor), jszip and zod', () => {
    for (const { file, text } of sources) {
      for (const [, spec] of text.matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
        expect(
          spec.startsWith('./') ||
            spec === '../../../lib/url' ||
            spec === '../../../lib/brand' ||
            spec === '../../../lib/keyPhrases' ||
            spec === 'jszip' ||
            spec === 'zod',
          `${file} imports ${spec}`,
        ).toBe(true);
      }
    }
  });

  it('touches no DOM or browser storage', () => {
    for (const { file, text } of sources) {
      expect(text, file).not.toMatch(
        /\b(window|document|localStorage|sessionStorage|navigator|HTMLElement)\s*[.[]/,
      );
    }
  });
});
