/**
 * The saved-data and content checks moved from zod/mini to valibot (a smaller first screen for
 * both apps, docs/ARCHITECTURE.md#apps-in-pieces). The zod/mini schemas they replaced are the
 * oracle (savedDataChecks.oracle.testing.ts): over generated values (a valid record with one to
 * three hostile edits: a field gone, a wrong type, NaN, Infinity, a list where a record was, a
 * repeated id, an extra field, an over-long text), the valibot checks must accept exactly what
 * zod accepted, give the same output, and, where the owner reads the reason (a backup, a content
 * file), name the same field with the same words.
 *
 * `npm test` runs VALIDATION_SEEDS (default 1,000) values per schema; a failure names its seed:
 * `VALIDATION_FROM=<seed> VALIDATION_SEEDS=1 npx vitest run <this file>`.
 */
import { CORE_SCHEMA, dump, load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { parseBackup, createBackup } from '../features/blog/model/backup';
import { ContentError, parseContent } from '../features/blog/model/content';
import { isBlogData, postSchema } from '../features/blog/model/schema';
import { sampleBlogState } from '../features/blog/testing/sampleBlog';
import { createRandom, type Random } from '../features/neuroslice/engine/random';
import { isSavedMapView } from '../features/neuroslice/map/mapViewSlice';
import { isSavedNeuroSlice } from '../features/neuroslice/neurosliceSchema';
import { data as readyPlan, DUMP } from '../features/neuroslice/readyPlan.testing';
import { firstIssue } from '../lib/validation';
import { oracle, zodIssue } from './savedDataChecks.oracle.testing';
import * as v from 'valibot';

const FROM = Number(process.env.VALIDATION_FROM ?? 1);
const SEEDS = Number(process.env.VALIDATION_SEEDS ?? 1000);
const seeds = Array.from({ length: SEEDS }, (_, i) => FROM + i);

// ---- Generated values: a valid record with hostile edits. ----
const HOSTILE: readonly unknown[] = [
  '',
  ' ',
  'x',
  'draft',
  'published',
  'dark',
  'TikTok',
  'peak',
  'openai',
  '2026-01-02',
  '2026-1-2',
  'https://example.com/a',
  'javascript:alert(1)',
  '/blog/images/a.png',
  '/blog/images/../x.png',
  'a'.repeat(201),
  0,
  -0,
  1,
  3,
  5,
  6,
  0.5,
  1.5,
  -1,
  2 ** 53,
  NaN,
  Infinity,
  -Infinity,
  null,
  undefined,
  true,
  false,
  [],
  {},
  ['a'],
  ['a', 'b'],
  ['a', 'b', 'c'],
  [1],
  { a: 1 },
  { id: 'x' },
  new Date(0),
];

type Path = (string | number)[];
/** A place to edit: a walk down from the top that stops at each level by chance, so the top-level
 * fields of a large plan are edited as often as its deep ones. */
function placeIn(value: unknown, random: Random): Path {
  const at: Path = [];
  let here = value;
  while (here && typeof here === 'object' && !random.chance(0.3)) {
    const keys: (string | number)[] = Array.isArray(here)
      ? here.map((_, i) => i)
      : Object.keys(here);
    if (!keys.length) break;
    const key = random.pick(keys);
    at.push(key);
    here = (here as Record<string | number, unknown>)[key];
  }
  return at;
}

function edit(value: unknown, random: Random): unknown {
  const root = { value: structuredClone(value) as unknown };
  const at = placeIn(root.value, random);
  let parent: Record<string | number, unknown> = root;
  let key: string | number = 'value';
  for (const step of at) {
    parent = parent[key] as Record<string | number, unknown>;
    key = step;
  }
  const current = parent[key];
  switch (random.int(0, 6)) {
    case 0:
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key];
      break;
    case 1:
      if (Array.isArray(current) && current.length) current.push(structuredClone(current[0]));
      else parent[key] = random.pick(HOSTILE);
      break;
    case 2:
      if (current && typeof current === 'object' && !Array.isArray(current))
        (current as Record<string, unknown>)[random.pick(['extra', '__proto__x', 'id'])] =
          random.pick(HOSTILE);
      else parent[key] = random.pick(HOSTILE);
      break;
    case 3:
      parent[key] = Array.isArray(current) ? [] : [current];
      break;
    default:
      parent[key] = random.pick(HOSTILE);
  }
  return root.value;
}

function generated(base: unknown, seed: number): unknown {
  const random = createRandom(seed);
  let value = base;
  for (let n = random.chance(0.6) ? 1 : random.int(2, 3); n > 0; n--) value = edit(value, random);
  return value;
}

function expectSame<T>(seed: number, ours: T, theirs: T) {
  if (JSON.stringify(ours) !== JSON.stringify(theirs) || !Object.is(ours, theirs))
    expect({ seed, ours }).toEqual({ seed, ours: theirs });
}

// A blog with a post of each kind, a category, a tag and an author (the shapes the schemas check).
const blog = (({ posts, categories, tags, authors }) => ({ posts, categories, tags, authors }))(
  sampleBlogState,
);

describe('valibot checks equal the zod/mini checks they replaced', () => {
  it('saved blog data: the same values accepted', () => {
    let refused = 0;
    for (const seed of seeds) {
      const value = generated(blog, seed);
      const expected = oracle.stored.safeParse(value).success;
      if (!expected) refused++;
      expectSame(seed, isBlogData(value), expected);
    }
    // The edits reach the checks: most generated values are refused, some pass.
    expect(refused).toBeGreaterThan(SEEDS / 3);
    expect(refused).toBeLessThan(SEEDS);
  });

  it('a backup: the same data back, or the same reason', () => {
    const base = createBackup(blog, new Date('2026-11-27T10:00:00Z'), [
      { path: '/blog/images/cover.png', bytes: new Uint8Array([1, 2, 3]) },
    ]);
    for (const seed of seeds) {
      const value = generated(base, seed) as Record<string, unknown>;
      const result = parseBackup(JSON.stringify(value));
      // parseBackup reads JSON: the oracle sees the same JSON (NaN is null, undefined gone).
      const json: unknown = JSON.parse(JSON.stringify(value) ?? 'null');
      const isBackup =
        !!json && typeof json === 'object' && (json as { format?: unknown }).format === base.format;
      // Older formats are upgraded before the check (the same code either way): the oracle sees
      // only what reaches the schema as it is.
      const version = isBackup && (json as { formatVersion?: unknown }).formatVersion;
      if (!isBackup || version === 1 || version === 2) continue;
      const parsed = oracle.backup.safeParse(json);
      if (parsed.success) {
        expectSame<unknown>(seed, result, {
          ok: true,
          data: parsed.data.data,
          exportedAt: parsed.data.exportedAt,
          images: parsed.data.images ?? [],
        });
      } else {
        const { field, message } = zodIssue(parsed.error);
        expectSame(seed, result, { ok: false, reason: `${field || 'file'}: ${message}` });
      }
    }
  });

  it('a post file: the same post, or the same field and words', () => {
    const post = blog.posts[0];
    for (const seed of seeds) {
      const value = generated(post, seed);
      const ours = v.safeParse(postSchema, value);
      const theirs = oracle.post.safeParse(value);
      expectSame(seed, ours.success, theirs.success);
      if (ours.success && theirs.success) expectSame(seed, ours.output, theirs.data);
      else expectSame(seed, firstIssue(ours.issues), zodIssue(theirs.error!));
    }
  });

  it('the taxonomy files: the same field and words for a refused file', () => {
    const bases = {
      categories: blog.categories.map(({ name, slug, description }) => ({
        name,
        slug,
        description,
      })),
      tags: blog.tags.map(({ name, slug }) => ({ name, slug })),
      authors: blog.authors.map(({ name, slug, bio, avatar }) => ({ name, slug, bio, avatar })),
    };
    for (const seed of seeds) {
      for (const kind of ['categories', 'tags', 'authors'] as const) {
        const yaml = dump(generated(bases[kind], seed), { skipInvalid: true });
        const theirs = oracle.taxonomies[kind].safeParse(load(yaml, { schema: CORE_SCHEMA }) ?? []);
        let thrown: ContentError | undefined;
        try {
          parseContent({ [`${kind}.yml`]: yaml });
        } catch (error) {
          if (!(error instanceof ContentError)) throw error;
          thrown = error;
        }
        if (!theirs.success)
          expectSame(
            seed,
            { field: thrown?.field, message: thrown?.problem },
            zodIssue(theirs.error),
          );
        // Accepted: only the checks after the schema (slugs, references) may refuse it.
        else if (thrown)
          expect(`${seed}: ${thrown.problem}`).toMatch(
            /(is not a slug|more than once|names no|not a)/,
          );
      }
    }
  });

  it('saved NeuroSlice data and map view: the same values accepted', () => {
    const saved = { brainDump: DUMP, data: readyPlan, seed: 5, plannedAt: null, theme: 'dark' };
    const view = {
      planKey: 'k',
      collapsed: ['a', 'b'],
      maxLevel: 3,
      focusId: null,
      minimapHidden: false,
      openedFolded: true,
    };
    let refused = 0;
    for (const seed of seeds) {
      const value = generated(saved, seed);
      const expected = oracle.neuroslice.safeParse(value).success;
      if (!expected) refused++;
      expectSame(seed, isSavedNeuroSlice(value), expected);
      const mapView = generated(view, seed);
      expectSame(seed, isSavedMapView(mapView), oracle.mapView.safeParse(mapView).success);
    }
    expect(refused).toBeGreaterThan(SEEDS / 5);
  });
});
