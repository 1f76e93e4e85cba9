/** Plans and tool states shared by the NeuroSlice stories: fixed seeds and a fixed "today", so every story looks the same every day. */
import {
  applyDeepen,
  canDeepen,
  deepen,
  generateSync,
  type ContentNode,
  type StrategyData,
} from '../../src/features/neuroslice/engine';
import { syntheticPlan } from '../../src/features/neuroslice/map/syntheticPlan';
import {
  initialNeuroSliceState,
  type NeuroSliceState,
} from '../../src/features/neuroslice/neurosliceSlice';

const STORY_TODAY = new Date(2026, 10, 16);
const STORY_SEED = 20260101;
export const STORY_BRAIN_DUMP =
  'Med spa marketing in Tampa: Botox and filler specials for first-time clients, before-and-after reels, Google reviews, SMS reminders that cut no-shows, membership plans and a referral program.';

export const freshPlan: StrategyData = generateSync(STORY_BRAIN_DUMP, STORY_SEED, {
  now: STORY_TODAY,
});

/** The fresh plan with one branch deepened from an asset down to level 5. */
export const deepPlan: StrategyData = (() => {
  let data = freshPlan;
  let target: ContentNode | undefined = data.nodes.find((n) => n.level === 3);
  while (target && canDeepen(target.level)) {
    const before = data.nodes.length;
    data = applyDeepen(data, deepen(data, target.id, STORY_SEED, { now: STORY_TODAY }));
    target = data.nodes.slice(before)[0];
  }
  return data;
})();

/** 2,000 nodes: the map's performance case (npm run bench:map measures the same shape). */
export const bigPlan: StrategyData = {
  ...freshPlan,
  nodes: syntheticPlan(2000),
  variants: [],
  trends: [],
  calendar: [],
};

export const nodeAtLevel = (data: StrategyData, level: number): ContentNode =>
  data.nodes.find((n) => n.level === level)!;

/** A finished plan, as the store holds it after 'NeuroSlice Complete'. */
export function readyState(
  data: StrategyData,
  overrides: Partial<NeuroSliceState> = {},
): Partial<NeuroSliceState> {
  return {
    ...initialNeuroSliceState,
    status: 'READY',
    statusMessage: 'Ready',
    brainDump: STORY_BRAIN_DUMP,
    data,
    seed: STORY_SEED,
    plannedAt: STORY_TODAY.toISOString(),
    activeView: 'map',
    ...overrides,
  };
}
