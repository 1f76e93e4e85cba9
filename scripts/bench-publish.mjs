// bench:publish — the published blog at scale (issue 12). Writes 1,000 generated posts with their
// taxonomy into a temporary content folder, builds the site with 0 and with 1,000 posts, and
// prints the build times, the prerender time per post and the sizes of dist/, sitemap.xml and the
// feeds. Measured, never asserted. Output goes to .bench/ (OUT_DIR), never into dist/ or content/.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const POSTS = Number(process.env.BENCH_POSTS ?? 1000);
const outDir = '.bench/publish-dist';

function writeContent(dir, count) {
  mkdirSync(join(dir, 'posts'), { recursive: true });
  const categories = Array.from({ length: 10 }, (_, i) => `category-${i + 1}`);
  const tags = Array.from({ length: 40 }, (_, i) => `tag-${i + 1}`);
  writeFileSync(
    join(dir, 'categories.yml'),
    categories
      .map((s, i) => `- name: Category ${i + 1}\n  slug: ${s}\n  description: ''\n`)
      .join(''),
  );
  writeFileSync(
    join(dir, 'tags.yml'),
    tags.map((s, i) => `- name: Tag ${i + 1}\n  slug: ${s}\n`).join(''),
  );
  writeFileSync(
    join(dir, 'authors.yml'),
    "- name: Bench Author\n  slug: bench-author\n  bio: Writes generated posts.\n  avatar: ''\n",
  );
  for (let i = 1; i <= count; i++) {
    const day = new Date(Date.UTC(2024, 0, 1) + i * 3_600_000 * 17).toISOString();
    const slug = `generated-post-${i}`;
    writeFileSync(
      join(dir, 'posts', `${slug}.md`),
      `---
id: '${1_700_000_000_000 + i}'
title: Generated post ${i} about Tampa marketing
slug: ${slug}
excerpt: Excerpt of generated post ${i}, with a few words to search.
cover_image: ''
alt_text: ''
category: ${categories[i % categories.length]}
tags:
  - ${tags[i % tags.length]}
  - ${tags[(i * 7) % tags.length]}
canonical_url: ''
status: published
publish_date: '${day}'
author: bench-author
seo_meta_title: ''
seo_meta_description: ''
updated_date: '${day}'
---

## Section ${i}

Some **bold** text and a [link](/pricing).

- one
- two
- three

${'A paragraph of body text for the generated post. '.repeat(30)}
`,
    );
  }
}

function sizeOf(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function build(contentDir) {
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    env: { ...process.env, CONTENT_DIR: contentDir, OUT_DIR: outDir, SSR_OUT_DIR: `${outDir}-ssr` },
    encoding: 'utf8',
  });
  const ms = performance.now() - started;
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`build failed with ${contentDir}`);
  }
  return ms;
}

const temp = mkdtempSync(join(tmpdir(), 'bench-publish-'));
try {
  const empty = join(temp, 'empty');
  mkdirSync(empty);
  const full = join(temp, 'full');
  writeContent(full, POSTS);

  const t0 = build(empty);
  const emptyDist = sizeOf(resolve(root, outDir));
  const t1 = build(full);
  const dist = resolve(root, outDir);
  const rows = [
    ['build, 0 posts', `${(t0 / 1000).toFixed(1)} s`],
    [`build, ${POSTS} posts`, `${(t1 / 1000).toFixed(1)} s`],
    ['prerender time per post (extra build time / posts)', `${((t1 - t0) / POSTS).toFixed(1)} ms`],
    ['dist/, 0 posts', kb(emptyDist)],
    [`dist/, ${POSTS} posts`, kb(sizeOf(dist))],
    ['sitemap.xml', kb(sizeOf(join(dist, 'sitemap.xml')))],
    ['blog/rss.xml', kb(sizeOf(join(dist, 'blog/rss.xml')))],
    ['blog/atom.xml', kb(sizeOf(join(dist, 'blog/atom.xml')))],
  ];
  for (const [label, value] of rows) console.log(`${label.padEnd(52)} ${value}`);
} finally {
  rmSync(temp, { recursive: true, force: true });
}
