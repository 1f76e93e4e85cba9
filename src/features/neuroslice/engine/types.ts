/** NeuroSlice's generated data (SPEC §3 "Strategy tool data"). Shared by the engine, the slice and the UI. */
import type { NodeLevel } from './limits';

export type { NodeLevel } from './limits';

/** SPEC §4: 1 Pillar, 2 Cluster, 3 Asset, 4 Micro-Asset, 5 Detail. */
export const LEVEL_NAMES: Readonly<Record<NodeLevel, string>> = {
  1: 'Pillar',
  2: 'Cluster',
  3: 'Asset',
  4: 'Micro-Asset',
  5: 'Detail',
};

export { MAX_LEVEL } from './limits';

/** SPEC §9 platforms and CTAs, exactly. */
export const PLATFORMS = [
  'Blog Post',
  'YouTube Video',
  'Shorts/Reel',
  'LinkedIn Article',
  'Tweet Thread',
  'Podcast Episode',
] as const;
export type Platform = (typeof PLATFORMS)[number];

export const CTAS = [
  'Book a Demo',
  'Download Whitepaper',
  'Subscribe to Newsletter',
  'Start Free Trial',
  'Contact Sales',
  'Join Community',
] as const;
export type Cta = (typeof CTAS)[number];

export interface ContentNode {
  id: string;
  parentId: string | null;
  title: string;
  level: NodeLevel;
  summary: string;
  platform: Platform;
  hooks: [string, string];
  /** Five numbered sections: '1. ...' to '5. ...'. */
  outline: string[];
  cta: Cta;
  /** The key phrase the node is about (engine bookkeeping, used when it is deepened). */
  focus?: string;
}

export type TrendSource = 'TikTok' | 'YouTube' | 'Reddit' | 'News';
export type TrendStage = 'early' | 'peak' | 'late';

interface StrikePack {
  title: string;
  hook: string;
}

export interface Trend {
  nodeId: string;
  source: TrendSource;
  term: string;
  /** 0 to 1. */
  velocity: number;
  stage: TrendStage;
  evidence_url: string;
  inferred: boolean;
  strike_packs: StrikePack[];
}

export interface Persona {
  id: string;
  name: string;
  age_range: string;
  income_band: string;
  psych_profile: string[];
  interests: string[];
  pain_points: string[];
  avatarStyle: string;
  avatar: { url_png: string; url_svg: string };
}

export interface Variant {
  id: string;
  node_id: string;
  persona_id: string;
  personaName: string;
  title: string;
  hook: string;
  caption: string;
  hashtags: string[];
  thumbnail_brief: string;
}

export interface CalendarEvent {
  id: string;
  title: string;
  /** YYYY-MM-DD, local date. */
  date: string;
  node: { id: string; platform: Platform };
  /**
   * How many times the entry has moved: the .ics SEQUENCE, so an imported event updates. Absent
   * (0) in a new plan and in plans saved before entries could move.
   */
  sequence?: number;
  /** The blog post "Write draft" made from this entry (its id), so a second click opens it. */
  draftPostId?: string;
}

export interface StrategyData {
  nodes: ContentNode[];
  personas: Persona[];
  variants: Variant[];
  trends: Trend[];
  calendar: CalendarEvent[];
  /** The language model that wrote the plan (docs/PRODUCT.md#a-real-language-model); absent for the offline engine. Never a key. */
  writtenBy?: PlanAuthor;
}

/** Which connected model wrote a plan: the provider's name and the model id, nothing secret. */
export interface PlanAuthor {
  provider: string;
  model: string;
}

export const emptyStrategy: StrategyData = {
  nodes: [],
  personas: [],
  variants: [],
  trends: [],
  calendar: [],
};

/** A new empty plan that shares no arrays with any other (the store freezes what it holds). */
export const createEmptyStrategy = (): StrategyData => ({
  nodes: [],
  personas: [],
  variants: [],
  trends: [],
  calendar: [],
});

/** SPEC §3 webhook payload. */
export interface WebhookPayload {
  title: string;
  body_markdown: string;
  slug: string;
  excerpt: string;
  tags: string[];
  personas: string[];
  seo: { title: string; description: string };
}
