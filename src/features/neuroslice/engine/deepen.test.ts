import { describe, expect, it } from 'vitest';
import { applyDeepen, deepen, generateSync } from './generate';
import { BRAIN_DUMPS, FIXED_TODAY, seeds } from './testInputs';
import { CTAS, PLATFORMS, type StrategyData } from './types';

const plan = (seed: number) =>
  generateSync(BRAIN_DUMPS[seed % BRAIN_DUMPS.length], seed, { now: FIXED_TODAY });

describe('deepen (SPEC §4, §5, §9)', () => {
  it('adds 2-4 children one level down, with new unique ids, for every level below 5', () => {
    for (const seed of seeds(40)) {
      let data = plan(seed);
      // Walk down one branch: pillar -> cluster -> asset -> micro-asset -> detail.
      let target = data.nodes[0];
      for (let level = 1; level < 5; level++) {
        const result = deepen(data, target.id, seed, { now: FIXED_TODAY });
        expect(result.nodes.length).toBeGreaterThanOrEqual(2);
        expect(result.nodes.length).toBeLessThanOrEqual(4);
        for (const child of result.nodes) {
          expect(child.parentId).toBe(target.id);
          expect(child.level).toBe(target.level + 1);
          expect(PLATFORMS).toContain(child.platform);
          expect(CTAS).toContain(child.cta);
          expect(child.hooks).toHaveLength(2);
          expect(child.outline).toHaveLength(5);
          expect(child.title).not.toMatch(/[{}]|undefined/);
        }
        const next = applyDeepen(data, result);
        // Appended: the existing nodes keep their order, the new ones come last.
        expect(next.nodes).toEqual([...data.nodes, ...result.nodes]);
        data = next;
        expect(new Set(data.nodes.map((n) => n.id)).size).toBe(data.nodes.length);
        target = result.nodes[0];
      }
      expect(target.level).toBe(5);
      expect(deepen(data, target.id, seed, { now: FIXED_TODAY })).toEqual({
        nodes: [],
        variants: [],
        calendar: [],
      });
    }
  });

  it('returns nothing for an unknown node', () => {
    expect(deepen(plan(1), 'node-404', 1).nodes).toEqual([]);
  });

  it('adds one variant per persona for new nodes at level 3 or deeper, none for new clusters', () => {
    const data = plan(3);
    const cluster = data.nodes.find((n) => n.level === 2)!;
    const asset = data.nodes.find((n) => n.level === 3)!;
    expect(deepen(data, data.nodes[0].id, 3).variants).toEqual([]);
    for (const target of [cluster, asset]) {
      const result = deepen(data, target.id, 3, { now: FIXED_TODAY });
      expect(result.variants).toHaveLength(result.nodes.length * 3);
      for (const node of result.nodes) {
        expect(
          result.variants.filter((v) => v.node_id === node.id).map((v) => v.personaName),
        ).toEqual(['Vibe-Seeker', 'Proof-Hunter', 'Chaos-Clicker']);
      }
    }
  });

  it('schedules new level-3 nodes after the last event while the calendar has room', () => {
    // A plan with few assets leaves room in the calendar.
    let data: StrategyData | undefined;
    for (const seed of seeds(200)) {
      const candidate = plan(seed);
      if (candidate.calendar.length < 26) {
        data = candidate;
        break;
      }
    }
    expect(data).toBeDefined();
    let current = data!;
    const cluster = current.nodes.find((n) => n.level === 2)!;
    for (let i = 0; i < 12; i++)
      current = applyDeepen(current, deepen(current, cluster.id, i, { now: FIXED_TODAY }));
    expect(current.calendar).toHaveLength(30);
    const dates = current.calendar.map((e) => e.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect([...dates].sort()).toEqual(dates);
    expect(dates[0]).toBe('2026-11-22');
    expect(dates.at(-1)).toBe('2026-12-21');
    for (const e of current.calendar)
      expect(current.nodes.find((n) => n.id === e.node.id)?.level).toBe(3);
  });

  it('is deterministic for the same plan, node and seed', () => {
    const data = plan(7);
    const id = data.nodes[4].id;
    expect(deepen(data, id, 11, { now: FIXED_TODAY })).toEqual(
      deepen(data, id, 11, { now: FIXED_TODAY }),
    );
  });

  it('leaves the plan it was given untouched', () => {
    const data = plan(8);
    const copy = JSON.parse(JSON.stringify(data));
    applyDeepen(data, deepen(data, data.nodes[2].id, 8, { now: FIXED_TODAY }));
    expect(data).toEqual(copy);
  });
});
