// The prompts a model reads ask for exactly the engine's limits (engine/limits.ts): change a limit
// and the prompt text follows; write a number into a prompt by hand and this fails.
import { describe, expect, it } from 'vitest';
import {
  ASSETS_PER_CLUSTER,
  CHILDREN_PER_DEEPEN,
  CLUSTERS_PER_PILLAR,
  HASHTAGS_PER_VARIANT,
  HOOKS_PER_NODE,
  MAX_TRENDS,
  OUTLINE_SECTIONS,
  STRIKE_PACKS_PER_TREND,
  generateSync,
} from '../engine';
import { deepenPrompt, treePrompt, trendsPrompt, variantsPrompt } from './prompts';

describe('the prompts ask for what the limits keep', () => {
  const plan = generateSync('Kombucha for Tampa cafes', 3, { now: new Date(2026, 10, 23) });
  const user = (messages: { content: string }[]) => messages[1].content;
  /** Every "N to M <thing>" in a prompt, as { thing: { min, max } }. */
  const ranges = (text: string) =>
    Object.fromEntries(
      [...text.matchAll(/(\d+) to (\d+) (?:new \S+ )?(\w+)/g)].map(([, min, max, thing]) => [
        thing,
        { min: Number(min), max: Number(max) },
      ]),
    );

  it('tree: clusters per pillar, assets per cluster, hooks and outline sections', () => {
    const text = user(treePrompt('Kombucha', plan.personas));
    expect(ranges(text)).toEqual({ clusters: CLUSTERS_PER_PILLAR, assets: ASSETS_PER_CLUSTER });
    expect(text).toContain(`hooks: exactly ${HOOKS_PER_NODE} `);
    expect(text).toContain(`outline: exactly ${OUTLINE_SECTIONS} sections`);
  });

  it('deepen: children per deepening', () => {
    const cluster = plan.nodes.find((n) => n.level === 2)!;
    expect(ranges(user(deepenPrompt('Kombucha', plan.nodes, cluster, plan.personas)))).toEqual({
      children: CHILDREN_PER_DEEPEN,
    });
  });

  it('trends: at most MAX_TRENDS, each with its strike packs', () => {
    const text = user(trendsPrompt('Kombucha', plan.nodes));
    expect(Number(/up to (\d+) market trends/.exec(text)?.[1])).toBe(MAX_TRENDS);
    expect(Number(/(\d+) strike packs/.exec(text)?.[1])).toBe(STRIKE_PACKS_PER_TREND);
  });

  it('variants: hashtags per variant', () => {
    expect(ranges(user(variantsPrompt('Kombucha', plan.nodes, plan.personas)))).toEqual({
      hashtags: HASHTAGS_PER_VARIANT,
    });
  });
});
