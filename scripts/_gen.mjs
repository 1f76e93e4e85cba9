// bench:publish — the published blog at scale (issue 12). Writes 1,000 generated posts with their
// taxonomy into a temporary content folder, builds the site with 0 and with 1,000 posts, and
// prints the build times, the build time per post, the HTML files written (one per page) and the
// sizes of dist/, sitemap.xml and the feeds.
// Each build is cold: a new `npm run build` process (Vite's client and server builds, then the
// prerender) into output folders Vite empties first, with no build cache. What the runs share:
// node_modules and the operating system's file cache (the 0-post build runs first, so it also
// warms the disk for the other), and, for the image runs only, the image cache they measure. Then (issue 21) 100 posts with one 3000x2000 photo each (BENCH_IMAGE_POSTS): the image
// step's time with an empty cache and again with it full, and the bytes saved. Measured, never
// asserted. Output goes to .bench/ (OUT_DIR), never into dist/ or content/.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const POSTS = Number(process.env.BENCH_POSTS ?? 1000);
const IMAGE_POSTS = Number(process.env.BENCH_IMAGE_POSTS ?? 100);
const PHOTO = { width: Number(process.env.BENCH_PHOTO_WIDTH ?? 3000), height: 0 };
PHOTO.height = Math.round((PHOTO.width * 2) / 3);
const outDir = '.bench/publish-dist';

/** `count` different photo-like JPEGs (smooth colour fields, as a photo compresses). */
async function writePhotos(dir, count) {
  const { default: sharp } = await import('sharp');
  const { createHash } = await import('node:crypto');
  mkdirSync(join(dir, 'images'), { recursive: true });
  const names = [];
  for (let i = 0; i < count; i++) {
    const bytes = await sharp({
      create: {
        width: 500,
        height: 333,
        channels: 3,
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .blur(6)
      .resize(PHOTO.width, PHOTO.height)
      .jpeg({ quality: 88 })
      .toBuffer();
    const name = `bench-photo-${i + 1}-${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}.jpg`;
    writeFileSync(join(dir, 'images', name), bytes);
    names.push(name);
  }
  return names;
}

function writeContent(dir, count, covers = []) {
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
cover_image: '${covers[i - 1] ? `/blog/images/${covers[i - 1]}` : ''}'
alt_text: '${covers[i - 1] ? 'A generated photo' : ''}'
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

/** Every .html file under `dir`, as a path relative to it with forward slashes. */
function htmlFiles(dir, prefix = '') {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return htmlFiles(dir, path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function build(contentDir, extraEnv = {}) {
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    env: {
      ...process.env,
      CONTENT_DIR: contentDir,
      OUT_DIR: outDir,
      SSR_OUT_DIR: `${outDir}-ssr`,
      ...extraEnv,
    },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  build.lastOutput = result.stdout ?? '';
  const ms = performance.now() - started;
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`build failed with ${contentDir}`);
  }
  return ms;
}

const dir = process.argv[2];
writeContent(dir, Number(process.argv[3] ?? 1000));
console.log('wrote', dir);
