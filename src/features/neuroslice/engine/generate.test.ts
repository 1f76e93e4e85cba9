import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addLocalDays, localDateString } from './calendar';
import { generate, generateSync, isAbortError, type StageUpdate } from './generate';
import { titleCase } from '../../../lib/keyPhrases';
import { DEFAULT_STAGE_DELAYS, STAGE_MESSAGES, STATUS_MESSAGES } from './messages';
import { BUSINESS_TOPICS } from './nodes';
import { BRAIN_DUMPS, FIXED_TODAY, seeds } from './testInputs';
import { TREND_SOURCES, TREND_STAGES } from './trends';
import { CTAS, PLATFORMS, type StrategyData } from './types';

const hash = (data: StrategyData) =>
  createHash('sha256').update(JSON.stringify(data)).digest('hex');

const cases = BRAIN_DUMPS.flatMap((dump) => seeds(12).map((seed) => ({ dump, seed })));

describe('generateSync: the plan (SPEC §3, §9)', () => {
  it('is deterministic: two runs of the same input and seed hash the same', () => {
    for (const { dump, seed } of cases.slice(0, 40)) {
      expect(hash(generateSync(dump, seed, { now: FIXED_TODAY }))).toBe(
        hash(generateSync(dump, seed, { now: FIXED_TODAY })),
      );
    }
  });

  it('changes with the seed and with the input', () => {
    const dump = BRAIN_DUMPS[0];
    const hashes = new Set(seeds(20).map((s) => hash(generateSync(dump, s, { now: FIXED_TODAY }))));
    expect(hashes.size).toBe(20);
    const a = generateSync(BRAIN_DUMPS[0], 1, { now: FIXED_TODAY });
    const b = generateSync(BRAIN_DUMPS[1], 1, { now: FIXED_TODAY });
    const titles = (d: StrategyData) => new Set(d.nodes.map((n) => n.title));
    const shared = [...titles(a)].filter((t) => titles(b).has(t));
    expect(shared).toEqual([]);
  });

  it('has one pillar with 5-8 clusters, each with 3-6 assets, and nothing deeper', () => {
    for (const { dump, seed } of cases) {
      const { nodes } = generateSync(dump, seed, { now: FIXED_TODAY });
      const pillars = nodes.filter((n) => n.level === 1);
      expect(pillars).toHaveLength(1);
      expect(pillars[0].parentId).toBeNull();
      const clusters = nodes.filter((n) => n.level === 2);
      expect(clusters.length).toBeGreaterThanOrEqual(5);
      expect(clusters.length).toBeLessThanOrEqual(8);
      for (const cluster of clusters) {
        expect(cluster.parentId).toBe(pillars[0].id);
        const assets = nodes.filter((n) => n.parentId === cluster.id);
        expect(assets.length).toBeGreaterThanOrEqual(3);
        expect(assets.length).toBeLessThanOrEqual(6);
        expect(assets.every((a) => a.level === 3)).toBe(true);
      }
      expect(nodes.every((n) => n.level <= 3)).toBe(true);
      expect(new Set(nodes.map((n) => n.id)).size).toBe(nodes.length);
    }
  });

  it('fills every node field from the SPEC lists', () => {
    for (const { dump, seed } of cases) {
      for (const node of generateSync(dump, seed, { now: FIXED_TODAY }).nodes) {
        expect(node.title.trim()).not.toBe('');
        expect(node.summary.trim()).not.toBe('');
        expect(PLATFORMS).toContain(node.platform);
        expect(CTAS).toContain(node.cta);
        expect(node.hooks).toHaveLength(2);
        expect(node.hooks[0]).not.toBe(node.hooks[1]);
        expect(node.outline).toHaveLength(5);
        node.outline.forEach((section, i) =>
          expect(section).toMatch(new RegExp(`^${i + 1}\\. \\S`)),
        );
        expect(`${node.title} ${node.summary} ${node.hooks} ${node.outline}`).not.toMatch(
          /[{}]|undefined|NaN/,
        );
      }
    }
  });

  it('names the top node after the leading topic of the input', () => {
    const top = (dump: string) => generateSync(dump, 5, { now: FIXED_TODAY }).nodes[0].title;
    expect(top(BRAIN_DUMPS[0])).toBe('Med Spa Marketing');
    expect(top(BRAIN_DUMPS[1])).toBe('Roofing Company');
    expect(top('SEO')).toBe('SEO');
    expect(top('TikTok ads for skincare')).toBe('TikTok Ads');
  });

  it('picks a random business topic when the input has none', () => {
    const seen = new Set<string>();
    for (const seed of seeds(60)) {
      for (const dump of ['   the and of   ', '!!! ??? ...', '42 100 7', '']) {
        const title = generateSync(dump, seed, { now: FIXED_TODAY }).nodes[0].title;
        expect(BUSINESS_TOPICS.map(titleCase)).toContain(title);
        seen.add(title);
      }
    }
    expect(seen.size).toBeGreaterThan(5);
  });

  it('draws cluster titles from the key phrases of the input', () => {
    const { nodes } = generateSync(BRAIN_DUMPS[0], 3, { now: FIXED_TODAY });
    const clusterTitles = nodes
      .filter((n) => n.level === 2)
      .map((n) => n.title)
      .join(' | ');
    for (const phrase of ['Botox Promos', 'Google Reviews', 'Membership Plan'])
      expect(clusterTitles).toContain(phrase);
  });

  it('has exactly the three SPEC personas', () => {
    const { personas } = generateSync(BRAIN_DUMPS[0], 1, { now: FIXED_TODAY });
    expect(personas.map((p) => [p.name, p.age_range, p.income_band])).toEqual([
      ['Vibe-Seeker', '18-28', '$20k-$60k'],
      ['Proof-Hunter', '35-55', '$90k+'],
      ['Chaos-Clicker', '25-40', '$40k-$80k'],
    ]);
    for (const p of personas) {
      expect(p.psych_profile.length).toBeGreaterThan(0);
      expect(p.interests.length).toBeGreaterThan(0);
      expect(p.pain_points.length).toBeGreaterThan(0);
      expect(p.avatarStyle).not.toBe('');
      expect(p.avatar.url_png).toMatch(/^https:\/\/.+/);
      expect(p.avatar.url_svg).toMatch(/^https:\/\/.+/);
      expect(p.avatar.url_png).toContain(encodeURIComponent(p.name));
      expect(p.avatar.url_svg).toContain(encodeURIComponent(p.name));
    }
  });

  it('has one variant per persona for every node at level 3 or deeper', () => {
    for (const { dump, seed } of cases.slice(0, 60)) {
      const data = generateSync(dump, seed, { now: FIXED_TODAY });
      const deep = data.nodes.filter((n) => n.level >= 3);
      expect(data.variants).toHaveLength(deep.length * 3);
      for (const node of deep) {
        const mine = data.variants.filter((v) => v.node_id === node.id);
        expect(mine.map((v) => v.personaName)).toEqual([
          'Vibe-Seeker',
          'Proof-Hunter',
          'Chaos-Clicker',
        ]);
        for (const v of mine) {
          expect(data.personas.find((p) => p.id === v.persona_id)?.name).toBe(v.personaName);
          expect(v.hashtags.length).toBeGreaterThanOrEqual(2);
          expect(v.hashtags.length).toBeLessThanOrEqual(4);
          v.hashtags.forEach((tag) => expect(tag).toMatch(/^#\S+$/));
          expect(
            [v.title, v.hook, v.caption, v.thumbnail_brief].every(
              (s) => s.trim() && !/[{}]/.test(s),
            ),
          ).toBe(true);
        }
      }
      expect(new Set(data.variants.map((v) => v.id)).size).toBe(data.variants.length);
    }
  });

  it('has at most 4 trends, from level-3 nodes, with SPEC values', () => {
    for (const { dump, seed } of cases) {
      const data = generateSync(dump, seed, { now: FIXED_TODAY });
      expect(data.trends.length).toBeLessThanOrEqual(4);
      expect(data.trends.length).toBeGreaterThan(0);
      for (const t of data.trends) {
        expect(data.nodes.find((n) => n.id === t.nodeId)?.level).toBe(3);
        expect(t.velocity).toBeGreaterThanOrEqual(0);
        expect(t.velocity).toBeLessThanOrEqual(1);
        expect(TREND_STAGES).toContain(t.stage);
        expect(TREND_SOURCES).toContain(t.source);
        expect(t.evidence_url).toMatch(/^https:\/\//);
        expect(t.term.trim()).not.toBe('');
        expect(t.strike_packs.length).toBeGreaterThan(0);
        t.strike_packs.forEach((p) => expect(p.title && p.hook).toBeTruthy());
      }
      expect(new Set(data.trends.map((t) => t.nodeId)).size).toBe(data.trends.length);
    }
  });

  it('marks about 70% of trends as inferred over many runs', () => {
    const trends = seeds(400).flatMap(
      (s) => generateSync(BRAIN_DUMPS[s % BRAIN_DUMPS.length], s, { now: FIXED_TODAY }).trends,
    );
    const share = trends.filter((t) => t.inferred).length / trends.length;
    expect(trends.length).toBeGreaterThan(1000);
    expect(share).toBeGreaterThan(0.65);
    expect(share).toBeLessThan(0.75);
  });

  it('schedules one level-3 node per day from today, at most 30', () => {
    for (const { dump, seed } of cases) {
      const data = generateSync(dump, seed, { now: FIXED_TODAY });
      const assets = data.nodes.filter((n) => n.level === 3);
      expect(data.calendar).toHaveLength(Math.min(30, assets.length));
      data.calendar.forEach((event, day) => {
        const node = data.nodes.find((n) => n.id === event.node.id)!;
        expect(node.level).toBe(3);
        expect(event.node.platform).toBe(node.platform);
        expect(event.title).toBe(node.title);
        expect(event.date).toBe(localDateString(addLocalDays(FIXED_TODAY, day)));
        expect(event.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      });
      expect(data.calendar[0].date).toBe('2026-11-22');
    }
  });

  it('counts calendar days in local time across month ends', () => {
    expect(localDateString(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
    expect(localDateString(addLocalDays(new Date(2026, 11, 31, 23, 59), 1))).toBe('2027-01-01');
    expect(localDateString(addLocalDays(new Date(2028, 1, 28), 1))).toBe('2028-02-29');
  });
});

describe('generate: the staged run (SPEC §4, §7)', () => {
  it('announces the stages in order with growing data and waits the SPEC delays', async () => {
    const updates: StageUpdate[] = [];
    const waits: number[] = [];
    const data = await generate(BRAIN_DUMPS[0], {
      seed: 9,
      now: FIXED_TODAY,
      onStage: (u) => updates.push(u),
      sleep: async (ms) => void waits.push(ms),
    });
    expect(waits).toEqual([800, 1200, 1000, 1000, 500]);
    expect(DEFAULT_STAGE_DELAYS).toEqual([800, 1200, 1000, 1000, 500]);
    expect(updates.map((u) => u.message)).toEqual([...STAGE_MESSAGES, STATUS_MESSAGES.ready]);
    expect(updates.map((u) => u.message)).toEqual([
      'Parsing Input...',
      'Building Content Pillars...',
      'Analyzing Trends...',
      'Generating Personas...',
      'Building Calendar...',
      'Ready',
    ]);
    const sizes = updates.map((u) => [
      u.data.nodes.length > 0,
      u.data.trends.length > 0,
      u.data.personas.length > 0,
      u.data.calendar.length > 0,
    ]);
    expect(sizes).toEqual([
      [false, false, false, false],
      [true, false, false, false],
      [true, true, false, false],
      [true, true, true, false],
      [true, true, true, true],
      [true, true, true, true],
    ]);
    expect(hash(data)).toBe(hash(generateSync(BRAIN_DUMPS[0], 9, { now: FIXED_TODAY })));
    expect(updates.at(-1)!.data).toBe(data);
  });

  it('uses injected delays', async () => {
    const waits: number[] = [];
    await generate('SEO', {
      seed: 1,
      delays: [0, 0, 0, 0, 0],
      sleep: async (ms) => void waits.push(ms),
    });
    expect(waits).toEqual([0, 0, 0, 0, 0]);
  });

  it('stops at once when aborted and announces nothing after', async () => {
    const controller = new AbortController();
    const updates: string[] = [];
    const run = generate(BRAIN_DUMPS[1], {
      seed: 2,
      delays: [5, 5, 5, 5, 5],
      signal: controller.signal,
      onStage: (u) => {
        updates.push(u.message);
        if (u.message === 'Analyzing Trends...') controller.abort();
      },
    });
    await expect(run).rejects.toSatisfy(isAbortError);
    expect(updates).toEqual([
      'Parsing Input...',
      'Building Content Pillars...',
      'Analyzing Trends...',
    ]);
  });

  it('refuses to start with an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    const onStage = () => {
      throw new Error('no stage expected');
    };
    await expect(generate('x', { seed: 1, signal: controller.signal, onStage })).rejects.toSatisfy(
      isAbortError,
    );
  });
});
