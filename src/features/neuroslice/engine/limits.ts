/**
 * NeuroSlice's numbers and rules of SPEC §9 (and §3, §5), each written once. The engine, the
 * thunks, the selectors, the language-model planner and its prompts (their text is built from
 * these) all read them; limits.test.ts pins them to SPEC's literal values.
 */

/**
 * The plan's levels, top down (SPEC §4): 1 Pillar, 2 Cluster, 3 Asset, 4 Micro-Asset, 5 Detail. The
 * level type, the deepest level and every list of levels (toolbar, schema, tests) come from here.
 */
export const LEVELS = [1, 2, 3, 4, 5] as const;
export type NodeLevel = (typeof LEVELS)[number];

/** Nothing past the last level (SPEC §5, §9). */
export const MAX_LEVEL: NodeLevel = LEVELS[LEVELS.length - 1]!;

/** The level that is an asset: trends, variants and the calendar start from it (SPEC §9). */
export const ASSET_LEVEL = 3 satisfies NodeLevel;

/** An inclusive count range. */
export interface CountRange {
  readonly min: number;
  readonly max: number;
}

/** Each pillar gets 5 to 8 clusters (SPEC §9). */
export const CLUSTERS_PER_PILLAR = { min: 5, max: 8 } as const satisfies CountRange;
/** Each cluster gets 3 to 6 assets (SPEC §9). */
export const ASSETS_PER_CLUSTER = { min: 3, max: 6 } as const satisfies CountRange;
/** Deepening adds 2 to 4 children at the next level (SPEC §9). */
export const CHILDREN_PER_DEEPEN = { min: 2, max: 4 } as const satisfies CountRange;
/** A variant carries 2 to 4 hashtags (what the offline voices write; a model is asked for as many). */
export const HASHTAGS_PER_VARIANT = { min: 2, max: 4 } as const satisfies CountRange;

/** Every node has two hooks and a five-section outline (SPEC §3). */
export const HOOKS_PER_NODE = 2;
export const OUTLINE_SECTIONS = 5;

/** At most 4 trends (SPEC §9), each with 2 strike packs. */
export const MAX_TRENDS = 4;
export const STRIKE_PACKS_PER_TREND = 2;
/** About 70% of the offline engine's trends are marked inferred (SPEC §9). */
export const INFERRED_SHARE = 0.7;
/** Velocity colours: above 0.7 green, above 0.4 yellow, otherwise red (SPEC §9). */
export const VELOCITY_GREEN_ABOVE = 0.7;
export const VELOCITY_YELLOW_ABOVE = 0.4;

/** The calendar holds at most 30 events (SPEC §9). */
export const MAX_CALENDAR_EVENTS = 30;

/** Deepen Cluster is offered only below level 5 (SPEC §5). */
export const canDeepen = (level: NodeLevel): boolean => level < MAX_LEVEL;

/** The level of a node's children, or null at the last level. */
export function childLevel(level: NodeLevel): Exclude<NodeLevel, 1> | null {
  return canDeepen(level) ? ((level + 1) as Exclude<NodeLevel, 1>) : null;
}

/** "min to max": how the prompts say a range. */
export const rangeText = (range: CountRange): string => `${range.min} to ${range.max}`;
