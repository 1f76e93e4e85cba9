// bench:publish — the published blog at scale (docs/PRODUCT.md#publishing). Writes 1,000 generated posts with their
// taxonomy into a temporary content folder, builds the site with 0 and with 1,000 posts, and
// prints the build times, the build time per post, the HTML files written (one per page) and the
// sizes of dist/, sitemap.xml and the feeds.
// Each build is cold: a new `npm run build` process (Vite's client and server builds, then the
// prerender) into output folders Vite empties first, with no build cache. What the runs share:
// node_modules and the operating system's file cache (the 0-post build runs first, so it also
// warms the disk for the other), and, for the image runs only, the image cache they measure. Then (docs/PRODUCT.md#images-in-posts) 100 posts with one 3000x2000 photo each (BENCH_IMAGE_POSTS): the image
// step's time with an empty cache and again with it full, and the bytes saved. Measured, never
// asserted. Output goes to .bench/ (OUT_DIR), never into dist/ or content/.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

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

/** The blog's own post image path (blog/model/images.ts), bundled by esbuild: Node 20 reads no TypeScript. */
async function loadImagePath() {
  const { build } = await import('esbuild');
  const outfile = join(root, outDir, '..', 'images.mjs');
  await build({
    entryPoints: [join(root, 'src/features/blog/model/images.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
  });
  return (await import(pathToFileURL(outfile).href)).imagePath;
}

/** `covers`: post image paths, one per post from the first. */
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
cover_image: '${covers[i - 1] ?? ''}'
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
  const routes = Number(/prerendered (\d+) routes/.exec(build.lastOutput)?.[1] ?? Number.NaN);
  const html = htmlFiles(dist);
  // `/x` is written once, as x.html; only `/` is an index.html (x/index.html would be a second copy).
  const doubles = html.filter((file) => file.endsWith('/index.html')).length;
  const rows = [
    ['cold build, 0 posts', `${(t0 / 1000).toFixed(1)} s`],
    [`cold build, ${POSTS} posts`, `${(t1 / 1000).toFixed(1)} s`],
    ['build time per post (extra build time / posts)', `${((t1 - t0) / POSTS).toFixed(1)} ms`],
    [
      `HTML files, ${POSTS} posts`,
      `${html.length} for ${routes} pages + app.html; ${doubles} written twice (x/index.html)`,
    ],
    ['dist/, 0 posts', kb(emptyDist)],
    [`dist/, ${POSTS} posts`, kb(sizeOf(dist))],
    ['sitemap.xml', kb(sizeOf(join(dist, 'sitemap.xml')))],
    ['blog/rss.xml', kb(sizeOf(join(dist, 'blog/rss.xml')))],
    ['blog/atom.xml', kb(sizeOf(join(dist, 'blog/atom.xml')))],
  ];
  if (IMAGE_POSTS > 0) {
    const photos = join(temp, 'photos');
    const names = await writePhotos(photos, IMAGE_POSTS);
    const imagePath = await loadImagePath();
    writeContent(photos, IMAGE_POSTS, names.map(imagePath));
    const cache = join(temp, 'image-cache');
    const env = { BLOG_IMAGES_CACHE: cache };
    const imageLine = () => {
      const line = build.lastOutput.split('\n').find((l) => l.startsWith('blog images:'));
      const match =
        /in ([\d.]+) s; originals (\d+) B, largest AVIF a reader loads \(<= 1200 px\) (\d+) B, saved (\d+) B/.exec(
          line ?? '',
        );
      if (!match) throw new Error(`no image step line in the build output:\n${build.lastOutput}`);
      return { seconds: Number(match[1]), original: Number(match[2]), served: Number(match[3]) };
    };
    const coldBuild = build(photos, env);
    const cold = imageLine();
    // The smoke run in `npm test` skips the second build (BENCH_IMAGE_WARM=0).
    const warmed = process.env.BENCH_IMAGE_WARM !== '0';
    const warmBuild = warmed ? build(photos, env) : Number.NaN;
    const warm = warmed ? imageLine() : { seconds: Number.NaN };
    const label = `${IMAGE_POSTS} posts, one ${PHOTO.width}x${PHOTO.height} photo each`;
    rows.push(
      [`build, ${label}, empty image cache`, `${(coldBuild / 1000).toFixed(1)} s`],
      ['  image step (AVIF+WebP+JPEG x4 widths + og), cold', `${cold.seconds.toFixed(1)} s`],
      ['  image step per photo, cold', `${((cold.seconds * 1000) / IMAGE_POSTS).toFixed(0)} ms`],
      ...(warmed
        ? [
            [`build, ${label}, image cache full`, `${(warmBuild / 1000).toFixed(1)} s`],
            ['  image step, warm (from the cache)', `${warm.seconds.toFixed(1)} s`],
          ]
        : []),
      ['  originals (JPEG as uploaded)', kb(cold.original)],
      ['  what readers load instead (AVIF <= 1200 px)', kb(cold.served)],
      [
        '  bytes saved',
        `${kb(cold.original - cold.served)} (${((1 - cold.served / cold.original) * 100).toFixed(0)} %)`,
      ],
      [
        '  blog/images/ in dist (all variants)',
        kb(sizeOf(join(resolve(root, outDir), 'blog/images'))),
      ],
    );
  }
  for (const [label, value] of rows) console.log(`${label.padEnd(52)} ${value}`);
  console.log(
    'cold: each build is a new `npm run build` into output folders Vite empties first, with no build cache; shared between runs: node_modules and the OS file cache (the 0-post build runs first)',
  );
} finally {
  rmSync(temp, { recursive: true, force: true });
}
