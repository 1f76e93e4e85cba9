/** Market trends: at most 4, drawn from level-3 nodes, about 70% inferred (SPEC §9). */
import { createRandom, mixSeed } from './random';
import { titleCase } from '../../../lib/keyPhrases';
import {
  ASSET_LEVEL,
  INFERRED_SHARE,
  MAX_TRENDS,
  STRIKE_PACKS_PER_TREND,
  VELOCITY_GREEN_ABOVE,
  VELOCITY_YELLOW_ABOVE,
} from './limits';
import type { ContentNode, Trend, TrendSource, TrendStage } from './types';

export const TREND_SOURCES: readonly TrendSource[] = ['TikTok', 'YouTube', 'Reddit', 'News'];
export const TREND_STAGES: readonly TrendStage[] = ['early', 'peak', 'late'];

export type VelocityColour = 'green' | 'yellow' | 'red';

/** SPEC §9: above 0.7 green, above 0.4 yellow, otherwise red. */
export function velocityColour(velocity: number): VelocityColour {
  if (velocity > VELOCITY_GREEN_ABOVE) return 'green';
  if (velocity > VELOCITY_YELLOW_ABOVE) return 'yellow';
  return 'red';
}

/** Where a person would go to check the trend on that source. */
export function evidenceUrl(source: TrendSource, term: string): string {
  const q = encodeURIComponent(term);
  switch (source) {
    case 'TikTok':
      return `https://www.tiktok.com/search?q=${q}`;
    case 'YouTube':
      return `https://www.youtube.com/results?search_query=${q}`;
    case 'Reddit':
      return `https://www.reddit.com/search/?q=${q}`;
    case 'News':
      return `https://news.google.com/search?q=${q}`;
  }
}

const PACK_TITLES = [
  '{P}: What Changed This Week',
  'Riding the {P} Wave',
  'The {P} Trend, Explained in 60 Seconds',
  'Why Everyone Is Talking About {P}',
];
const PACK_HOOKS = [
  '{P} is spiking on {s}. Here is how to get in before it peaks.',
  'Everyone on {s} is talking about {p}. Here is the angle nobody has taken.',
  'The {p} conversation just shifted. Here is what it means for you.',
  'Jump on {p} now: three posts you can publish today.',
];

export function buildTrends(nodes: readonly ContentNode[], seed: number): Trend[] {
  const random = createRandom(mixSeed(seed, 'trends'));
  const shuffled = random.sample(
    nodes.filter((n) => n.level === ASSET_LEVEL),
    Infinity,
  );
  // Prefer assets with different focuses so that four trends are four different terms.
  const seen = new Set<string>();
  const distinct = shuffled.filter((n) => {
    const term = (n.focus ?? n.title).toLowerCase();
    if (seen.has(term)) return false;
    seen.add(term);
    return true;
  });
  const rest = shuffled.filter((n) => !distinct.includes(n));
  return [...distinct, ...rest].slice(0, MAX_TRENDS).map((node) => {
    const source = random.pick(TREND_SOURCES);
    const term = (node.focus ?? node.title).toLowerCase();
    const P = titleCase(node.focus ?? node.title);
    const fill = (s: string) =>
      s.replace(/\{P\}/g, P).replace(/\{p\}/g, term).replace(/\{s\}/g, source);
    const titles = random.sample(PACK_TITLES, STRIKE_PACKS_PER_TREND);
    const hooks = random.sample(PACK_HOOKS, STRIKE_PACKS_PER_TREND);
    return {
      nodeId: node.id,
      source,
      term,
      velocity: Math.round(random.next() * 100) / 100,
      stage: random.pick(TREND_STAGES),
      evidence_url: evidenceUrl(source, term),
      inferred: random.chance(INFERRED_SHARE),
      strike_packs: titles.map((title, i) => ({ title: fill(title), hook: fill(hooks[i]) })),
    };
  });
}
