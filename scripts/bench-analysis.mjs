// `npm run bench:analysis`: how long the editor's SEO and readability analysis (docs/PRODUCT.md#the-editors-seo-and-readability-analysis) takes on a
// 2,000-word post, first run (cold caches) and the median of 50 runs, as the editor runs it after
// each typing pause. The target is under 50 ms on this machine. Bundles the analysis with esbuild
// (as Vite would) and runs it in Node.
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const out = mkdtempSync(join(tmpdir(), 'bench-analysis-'));
const entry = join(out, 'entry.ts');
const { writeFileSync } = await import('node:fs');
writeFileSync(
  entry,
  `export { analysePost } from '${root}/src/features/admin/analysis/analysis';
export { suggestLinks } from '${root}/src/features/admin/analysis/linkSuggestions';
export { goodPost, testContext, plainSentences } from '${root}/src/features/admin/analysis/testPosts';`,
);
await build({
  entryPoints: [entry],
  bundle: true,
  format: 'esm',
  platform: 'node',
  outfile: join(out, 'analysis.mjs'),
  logLevel: 'error',
});
const { analysePost, suggestLinks, goodPost, testContext, plainSentences } = await import(
  join(out, 'analysis.mjs')
);

// 2,000 words: twenty sections of a heading and two paragraphs, links and an image.
const sections = Array.from({ length: 20 }, (_, i) =>
  [
    `## Med spa marketing, part ${i + 1}`,
    '',
    plainSentences(5, i),
    '',
    `${plainSentences(5, i + 3)} See [our SEO services](/services/seo) and the [guide](https://support.google.com/business).`,
  ].join('\n'),
);
const body = [
  'Med spa marketing in Tampa starts with what patients search for.',
  '',
  ...sections,
  '',
  '![Med spa marketing shoot](https://images.example.com/a.jpg)',
].join('\n');
const post = { ...goodPost, body };
const words = body.match(/[\p{L}\p{N}]+/gu).length;
const others = Array.from({ length: 200 }, (_, i) => ({
  id: String(i),
  title: `Post ${i}`,
  keyphrase: `topic number ${i}`,
}));
const context = { ...testContext, otherKeyphrases: others };
const targets = Array.from({ length: 60 }, (_, i) => ({
  path: `/blog/p-${i}`,
  title: `Post ${i}`,
  text: `Post ${i}. Med spa reviews, video ads and local SEO number ${i}.`,
}));

const time = (run) => {
  const start = performance.now();
  run();
  return performance.now() - start;
};
const cold = time(() => analysePost(post, context));
const runs = Array.from({ length: 50 }, () => time(() => analysePost(post, context))).sort(
  (a, b) => a - b,
);
const linkRuns = Array.from({ length: 20 }, () => time(() => suggestLinks(post, targets))).sort(
  (a, b) => a - b,
);
const median = (list) => list[Math.floor(list.length / 2)];

// What the analysis adds to the editor's lazy chunk: the analysis with its libraries, minified, gzip.
const sized = await build({
  entryPoints: [join(root, 'src/features/admin/analysis/analysis.ts')],
  bundle: true,
  minify: true,
  format: 'esm',
  write: false,
  platform: 'browser',
  external: ['marked'],
  logLevel: 'error',
});
const libraries = {};
for (const name of ['syllable', 'stemmer', 'flesch']) {
  const lib = await build({
    stdin: { contents: `export * from '${name}';`, resolveDir: root },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'error',
  });
  libraries[name] = gzipSync(lib.outputFiles[0].contents).length;
}
rmSync(out, { recursive: true, force: true });

console.log(
  `analysis of a ${words}-word post (15 SEO + 7 readability checks, 200 other keyphrases):`,
);
console.log(
  `  first run ${cold.toFixed(1)} ms, median of 50 ${median(runs).toFixed(1)} ms (min ${runs[0].toFixed(1)}, max ${runs[runs.length - 1].toFixed(1)})`,
);
console.log(
  `  internal-link suggestions against 60 targets: median ${median(linkRuns).toFixed(1)} ms`,
);
console.log(
  `  analysis module, minified + gzip (marked excluded, shared with the preview): ${(gzipSync(sized.outputFiles[0].contents).length / 1024).toFixed(1)} KiB`,
);
for (const [name, bytes] of Object.entries(libraries))
  console.log(`  ${name}: ${(bytes / 1024).toFixed(1)} KiB gzip`);
console.log(median(runs) < 50 ? 'within the 50 ms target' : 'OVER the 50 ms target');
