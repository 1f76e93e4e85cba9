// The numbers of SPEC §9 (docs/SPEC.md), written out here as SPEC writes them: the engine's limits
// must say the same (languageModel/promptLimits.test.ts holds the prompts to the limits).
import { describe, expect, it } from 'vitest';
import {
  ASSET_LEVEL,
  ASSETS_PER_CLUSTER,
  CHILDREN_PER_DEEPEN,
  CLUSTERS_PER_PILLAR,
  HASHTAGS_PER_VARIANT,
  HOOKS_PER_NODE,
  INFERRED_SHARE,
  LEVELS,
  MAX_CALENDAR_EVENTS,
  MAX_LEVEL,
  MAX_TRENDS,
  OUTLINE_SECTIONS,
  STRIKE_PACKS_PER_TREND,
  VELOCITY_GREEN_ABOVE,
  VELOCITY_YELLOW_ABOVE,
  canDeepen,
  childLevel,
} from './limits';

describe('the limits are SPEC §9', () => {
  it('pins every count to its literal value', () => {
    expect(LEVELS).toEqual([1, 2, 3, 4, 5]);
    expect(MAX_LEVEL).toBe(5);
    expect(ASSET_LEVEL).toBe(3);
    expect(CLUSTERS_PER_PILLAR).toEqual({ min: 5, max: 8 });
    expect(ASSETS_PER_CLUSTER).toEqual({ min: 3, max: 6 });
    expect(CHILDREN_PER_DEEPEN).toEqual({ min: 2, max: 4 });
    expect(HASHTAGS_PER_VARIANT).toEqual({ min: 2, max: 4 });
    expect(HOOKS_PER_NODE).toBe(2);
    expect(OUTLINE_SECTIONS).toBe(5);
    expect(MAX_TRENDS).toBe(4);
    expect(STRIKE_PACKS_PER_TREND).toBe(2);
    expect(INFERRED_SHARE).toBe(0.7);
    expect([VELOCITY_GREEN_ABOVE, VELOCITY_YELLOW_ABOVE]).toEqual([0.7, 0.4]);
    expect(MAX_CALENDAR_EVENTS).toBe(30);
  });

  it('offers Deepen Cluster below level 5 only, one level down', () => {
    expect(LEVELS.map(canDeepen)).toEqual([true, true, true, true, false]);
    expect(LEVELS.map(childLevel)).toEqual([2, 3, 4, 5, null]);
  });
});
