import { describe, expect, it } from 'vitest';
import { generateSync, deepen, applyDeepen } from '../engine';
import { LEVELS } from '../engine/limits';
import { layoutPlan, nodeLabel, nodeRadius } from './layout';
import { syntheticPlan } from './syntheticPlan';

describe('node radius and label (SPEC §9)', () => {
  it('is 40, 20, then 10 by level', () => {
    expect(LEVELS.map((level) => nodeRadius(level))).toEqual([40, 20, 10, 10, 10]);
  });
  it('cuts labels to 15 characters and hides them below radius 12', () => {
    expect(nodeLabel('Assisted Living Marketing', 1)).toBe('Assisted Living…');
    expect(nodeLabel('Short title', 2)).toBe('Short title');
    expect(nodeLabel('Any asset', 3)).toBeNull();
    // The selected node (a search match, the open one) is always named.
    expect(nodeLabel('Any asset', 3, true)).toBe('Any asset');
  });
});

function assertNoOverlaps(laid: ReturnType<typeof layoutPlan>) {
  for (let i = 0; i < laid.length; i += 1) {
    for (let j = i + 1; j < laid.length; j += 1) {
      const a = laid[i];
      const b = laid[j];
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      expect(distance, `${a.node.id} and ${b.node.id}`).toBeGreaterThanOrEqual(
        nodeRadius(a.node.level) + nodeRadius(b.node.level),
      );
    }
  }
}

describe('layoutPlan', () => {
  it('puts the pillar in the centre and every node once, without overlaps', () => {
    const plan = generateSync('Tampa roofing leads from storm season', 7);
    const laid = layoutPlan(plan.nodes);
    expect(laid).toHaveLength(plan.nodes.length);
    expect(laid.find((l) => l.node.level === 1)).toMatchObject({ x: 0, y: 0 });
    assertNoOverlaps(laid);
  });

  it('places deepened children next to their parent, further out', () => {
    const plan = generateSync('Med spa reels and reviews', 3);
    const asset = plan.nodes.find((n) => n.level === 3)!;
    const deeper = applyDeepen(plan, deepen(plan, asset.id, 11));
    const laid = layoutPlan(deeper.nodes);
    const at = new Map(laid.map((l) => [l.node.id, l]));
    const parent = at.get(asset.id)!;
    const children = laid.filter((l) => l.node.parentId === asset.id);
    expect(children.length).toBeGreaterThanOrEqual(2);
    for (const child of children) {
      expect(Math.hypot(child.x, child.y)).toBeGreaterThan(Math.hypot(parent.x, parent.y));
      // Same direction from the centre as the parent, give or take a narrow fan.
      const angle = Math.abs(Math.atan2(child.y, child.x) - Math.atan2(parent.y, parent.x));
      expect(Math.min(angle, 2 * Math.PI - angle)).toBeLessThan(0.5);
    }
    assertNoOverlaps(laid);
  });

  it('lays out 2,000 nodes quickly', () => {
    const plan = syntheticPlan(2000);
    const started = performance.now();
    const laid = layoutPlan(plan);
    expect(laid).toHaveLength(2000);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
