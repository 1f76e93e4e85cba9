/**
 * The build's render-once cache (src/app/renderedParts.tsx) against the plain render: over sites
 * generated from a seed, every page the build writes is rendered with the cache and without it,
 * and the two must be equal byte for byte (docs/ARCHITECTURE.md#render-once-parts). The content goes
 * through the build's own front matter writer and parser, as content/blog/ files would.
 *
 * `npm test` runs FUZZ_SEEDS (default 20) seeds from FUZZ_FROM (default 1); `npm run fuzz:build`
 * runs 200. A failure names its seed: `FUZZ_FROM=<seed> FUZZ_SEEDS=1 npx vitest run <this file>`.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  parseContent,
  publishedOnly,
  serializeContent,
  type PublishedContent,
} from '../features/blog/model/content';
import { generateSite, servedImagesOf } from './generatedSite';

const site = vi.hoisted(() => ({
  content: { posts: [], categories: [], tags: [], authors: [] } as unknown,
  served: {} as unknown,
}));
vi.mock('virtual:blog-content', () => ({
  get default() {
    return site.content;
  },
}));
vi.mock('virtual:blog-images', () => ({
  get default() {
    return site.served;
  },
}));

const FROM = Number(process.env.FUZZ_FROM ?? 1);
const SEEDS = Number(process.env.FUZZ_SEEDS ?? 20);

/** The pages of a generated site, in the order the build renders them (lists, then posts). */
function pagesOf(blogPaths: string[]) {
  const isPost = (path: string) => path.startsWith('/blog/');
  return [
    '/',
    '/contact',
    '/blog',
    ...blogPaths.filter((path) => !isPost(path)),
    ...blogPaths.filter(isPost),
  ];
}

async function differences(seed: number): Promise<string[]> {
  const generated = generateSite(seed);
  // Read back as the build reads content/blog/: written to files, then parsed.
  const content: PublishedContent = publishedOnly(parseContent(serializeContent(generated)));
  site.content = content;
  site.served = servedImagesOf(content);
  vi.resetModules();
  const { render, blogPaths } = await import('./prerender');
  const pages = pagesOf(blogPaths);
  const cached: Awaited<ReturnType<typeof render>>[] = [];
  for (const path of pages) cached.push(await render(path));
  const found: string[] = [];
  for (const [i, path] of pages.entries()) {
    const plain = await render(path, { renderOnce: false });
    for (const key of ['html', 'head', 'css'] as const)
      if (cached[i][key] !== plain[key]) {
        const at = [...plain[key]].findIndex((ch, j) => cached[i][key][j] !== ch);
        found.push(
          `seed ${seed}: ${path} ${key} differs at ${at}:\n  cached: ${cached[i][key].slice(Math.max(0, at - 80), at + 120)}\n  plain:  ${plain[key].slice(Math.max(0, at - 80), at + 120)}`,
        );
      }
  }
  return found;
}

describe('render-once cache against the plain render, over generated sites', () => {
  it(`writes the same pages with and without the cache (seeds ${FROM} to ${FROM + SEEDS - 1})`, async () => {
    const found: string[] = [];
    for (let seed = FROM; seed < FROM + SEEDS; seed++) found.push(...(await differences(seed)));
    expect(found.join('\n\n')).toBe('');
  }, 600_000);
});
