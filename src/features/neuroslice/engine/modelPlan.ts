/**
 * A language model's answers, held to SPEC §9 (issue 13). The model writes the text; the engine
 * keeps the shape: every answer is parsed with zod, cut to SPEC's counts, and whatever is missing
 * or unusable is taken from the offline plan of the same brain dump and seed. Model text is plain
 * text everywhere, so markup is stripped here, once, before it reaches any screen or file.
 */
import { z } from 'zod';
import { buildCalendar, extendCalendar } from './calendar';
import {
  ASSETS_PER_CLUSTER,
  CHILDREN_PER_DEEPEN,
  CLUSTERS_PER_PILLAR,
  deepen,
  generateSync,
  type DeepenResult,
} from './generate';
import { buildPersonas } from './personas';
import { childLevel, nodeId } from './nodes';
import { buildTrends, evidenceUrl, MAX_TRENDS, TREND_SOURCES, TREND_STAGES } from './trends';
import { buildVariant, buildVariants } from './variants';
import {
  CTAS,
  PLATFORMS,
  type ContentNode,
  type Cta,
  type NodeLevel,
  type Persona,
  type Platform,
  type StrategyData,
  type Trend,
  type TrendSource,
  type TrendStage,
  type Variant,
} from './types';

/** Longest title or line kept from a model (a title is a headline, not a paragraph). */
const MODEL_TITLE_MAX = 120;
const MODEL_TEXT_MAX = 600;

/** The model's answer did not have the requested shape (not JSON, or not the schema). */
export class ModelAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelAnswerError';
  }
}

/** Markup, control characters and runs of whitespace out; at most `max` characters. */
export function plainText(value: unknown, max = MODEL_TEXT_MAX): string {
  if (typeof value !== 'string') return '';
  const text = value
    .replace(/<[^>]*>/g, ' ')
    .replace(/[<>]/g, '')
    // Control characters (a model's stray escapes) read as spaces.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

// Lenient fields: a wrong or missing field is completed offline; only the overall shape must fit.
const text = z.unknown().transform((v) => plainText(v));
const title = z.unknown().transform((v) => plainText(v, MODEL_TITLE_MAX));
const texts = z
  .unknown()
  .transform((v) => (Array.isArray(v) ? v.map((s) => plainText(s)).filter(Boolean) : []));

const nodeAnswer = z.object({
  title,
  summary: text.optional(),
  platform: text.optional(),
  hooks: texts.optional(),
  outline: texts.optional(),
  cta: text.optional(),
});
type NodeAnswer = z.infer<typeof nodeAnswer>;

export const treeAnswerSchema = z.object({
  pillar: nodeAnswer.extend({
    clusters: z.array(nodeAnswer.extend({ assets: z.array(nodeAnswer) })),
  }),
});
export const deepenAnswerSchema = z.object({ children: z.array(nodeAnswer) });
export const trendsAnswerSchema = z.object({
  trends: z.array(
    z.object({
      asset: z.unknown(),
      term: text,
      source: text.optional(),
      stage: text.optional(),
      velocity: z.unknown().optional(),
      strike_packs: z
        .array(z.object({ title, hook: text }))
        .optional()
        .catch([]),
    }),
  ),
});
export const variantsAnswerSchema = z.object({
  variants: z.array(
    z.object({
      asset: z.unknown(),
      persona: text,
      title,
      hook: text.optional(),
      caption: text.optional(),
      hashtags: texts.optional(),
      thumbnail_brief: text.optional(),
    }),
  ),
});

/** The JSON text of an answer, parsed and checked; a ModelAnswerError names what is wrong. */
export function parseModelAnswer<T>(json: string, schema: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new ModelAnswerError('the model answered with text that is not JSON.');
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new ModelAnswerError(`the model's answer does not fit the plan's schema${where}.`);
  }
  return result.data;
}

// --- JSON Schemas for response_format (strict mode: every property required, no extras) ---

const str = { type: 'string' } as const;
const strArr = { type: 'array', items: str } as const;
const obj = (properties: Record<string, unknown>) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});
const nodeProps = {
  title: str,
  summary: str,
  platform: { type: 'string', enum: [...PLATFORMS] },
  hooks: strArr,
  outline: strArr,
  cta: { type: 'string', enum: [...CTAS] },
};

export const TREE_JSON_SCHEMA = obj({
  pillar: obj({
    ...nodeProps,
    clusters: {
      type: 'array',
      items: obj({ ...nodeProps, assets: { type: 'array', items: obj(nodeProps) } }),
    },
  }),
});
export const DEEPEN_JSON_SCHEMA = obj({ children: { type: 'array', items: obj(nodeProps) } });
export const TRENDS_JSON_SCHEMA = obj({
  trends: {
    type: 'array',
    items: obj({
      asset: { type: 'integer' },
      term: str,
      source: { type: 'string', enum: [...TREND_SOURCES] },
      stage: { type: 'string', enum: [...TREND_STAGES] },
      velocity: { type: 'number' },
      strike_packs: { type: 'array', items: obj({ title: str, hook: str }) },
    }),
  },
});
export const VARIANTS_JSON_SCHEMA = obj({
  variants: {
    type: 'array',
    items: obj({
      asset: { type: 'integer' },
      persona: str,
      title: str,
      hook: str,
      caption: str,
      hashtags: strArr,
      thumbnail_brief: str,
    }),
  },
});

// --- SPEC §9 clamps ---

const pickFrom = <T extends string>(list: readonly T[], value: string | undefined): T | undefined =>
  list.find((item) => item.toLowerCase() === value?.trim().toLowerCase());

const platformOf = (value: string | undefined, fallback: Platform) =>
  pickFrom(PLATFORMS, value) ?? fallback;
const ctaOf = (value: string | undefined, fallback: Cta) => pickFrom(CTAS, value) ?? fallback;

/** Five sections numbered '1. ' to '5. ', whatever numbering the model used. */
function outlineOf(lines: string[] | undefined, fallback: string[]): string[] {
  const strip = (line: string) => line.replace(/^\s*(\d+[.)]|[-*•])\s*/, '').trim();
  const model = (lines ?? []).map(strip).filter(Boolean);
  return Array.from({ length: 5 }, (_, i) => {
    const section = model[i] ?? strip(fallback[i] ?? '');
    return `${i + 1}. ${section}`;
  });
}

/** One node from a model answer, every field held to SPEC; `offline` fills what is missing. */
function nodeFromAnswer(
  answer: NodeAnswer,
  offline: ContentNode,
  place: { id: string; parentId: string | null; level: NodeLevel },
): ContentNode {
  const hooks = [...(answer.hooks ?? []), ...offline.hooks].slice(0, 2) as [string, string];
  return {
    id: place.id,
    parentId: place.parentId,
    level: place.level,
    title: answer.title || offline.title,
    summary: answer.summary || offline.summary,
    platform: platformOf(answer.platform, offline.platform),
    hooks,
    outline: outlineOf(answer.outline, offline.outline),
    cta: ctaOf(answer.cta, offline.cta),
    focus: offline.focus,
  };
}

/**
 * The plan's nodes from a tree answer: one pillar, 5-8 clusters, 3-6 assets per cluster (SPEC
 * §9). Extra items are cut; missing ones come from `offlineNodes` (generateSync of the same input).
 */
export function nodesFromTree(
  answer: z.infer<typeof treeAnswerSchema>,
  offlineNodes: readonly ContentNode[],
): ContentNode[] {
  const offlinePillar = offlineNodes.find((n) => n.level === 1);
  if (!offlinePillar) throw new Error('The offline plan has no pillar.');
  const offlineClusters = offlineNodes.filter((n) => n.level === 2);
  const offlineAssets = (cluster: ContentNode) =>
    offlineNodes.filter((n) => n.parentId === cluster.id);
  const nodes: ContentNode[] = [];
  const pillar = nodeFromAnswer(answer.pillar, offlinePillar, {
    id: nodeId(0),
    parentId: null,
    level: 1,
  });
  nodes.push(pillar);
  const modelClusters = answer.pillar.clusters.slice(0, CLUSTERS_PER_PILLAR.max);
  const clusterCount = Math.max(CLUSTERS_PER_PILLAR.min, modelClusters.length);
  for (let c = 0; c < clusterCount; c++) {
    const offlineCluster = offlineClusters[c % offlineClusters.length];
    const modelCluster = modelClusters[c];
    const cluster = nodeFromAnswer(modelCluster ?? { title: '' }, offlineCluster, {
      id: nodeId(nodes.length),
      parentId: pillar.id,
      level: 2,
    });
    nodes.push(cluster);
    const fallbacks = offlineAssets(offlineCluster);
    const modelAssets = (modelCluster?.assets ?? []).slice(0, ASSETS_PER_CLUSTER.max);
    const assetCount = Math.max(ASSETS_PER_CLUSTER.min, modelAssets.length);
    for (let a = 0; a < assetCount; a++) {
      nodes.push(
        nodeFromAnswer(modelAssets[a] ?? { title: '' }, fallbacks[a % fallbacks.length], {
          id: nodeId(nodes.length),
          parentId: cluster.id,
          level: 3,
        }),
      );
    }
  }
  return nodes;
}

/**
 * Deepen Cluster (SPEC §4/§9): 2-4 children one level below the parent, never past level 5.
 * `offline` is the offline engine's deepening of the same node (it supplies ids and fills gaps).
 */
export function childrenFromAnswer(
  answer: z.infer<typeof deepenAnswerSchema>,
  parent: ContentNode,
  offline: readonly ContentNode[],
  firstIndex: number,
): ContentNode[] {
  const level = childLevel(parent.level);
  if (!level || !offline.length) return [];
  const model = answer.children.slice(0, CHILDREN_PER_DEEPEN.max);
  const count = Math.max(CHILDREN_PER_DEEPEN.min, model.length);
  return Array.from({ length: count }, (_, i) =>
    nodeFromAnswer(model[i] ?? { title: '' }, offline[i % offline.length], {
      id: nodeId(firstIndex + i),
      parentId: parent.id,
      level,
    }),
  );
}

/** Level-3 nodes, numbered from 0 as the prompts number them for the model. */
export const promptAssets = (nodes: readonly ContentNode[]) => nodes.filter((n) => n.level === 3);

const assetAt = (assets: readonly ContentNode[], index: unknown) =>
  typeof index === 'number' && Number.isInteger(index) ? assets[index] : undefined;

/** At most 4 trends, each on a level-3 node, from SPEC's sources and stages; offline fills up. */
export function trendsFromAnswer(
  answer: z.infer<typeof trendsAnswerSchema>,
  nodes: readonly ContentNode[],
  offline: readonly Trend[],
): Trend[] {
  const assets = promptAssets(nodes);
  const trends: Trend[] = [];
  const used = new Set<string>();
  for (const item of answer.trends) {
    if (trends.length >= MAX_TRENDS) break;
    const node = assetAt(assets, item.asset);
    const term = plainText(item.term, MODEL_TITLE_MAX).toLowerCase();
    if (!node || !term || used.has(node.id)) continue;
    used.add(node.id);
    const fallback = offline[trends.length % Math.max(offline.length, 1)];
    const source: TrendSource = pickFrom(TREND_SOURCES, item.source) ?? fallback?.source ?? 'News';
    const stage: TrendStage = pickFrom(TREND_STAGES, item.stage) ?? fallback?.stage ?? 'early';
    const velocity =
      typeof item.velocity === 'number' && Number.isFinite(item.velocity)
        ? Math.round(Math.min(1, Math.max(0, item.velocity)) * 100) / 100
        : (fallback?.velocity ?? 0.5);
    const packs = (item.strike_packs ?? []).filter((p) => p.title && p.hook).slice(0, 2);
    trends.push({
      nodeId: node.id,
      source,
      term,
      velocity,
      stage,
      evidence_url: evidenceUrl(source, term),
      // A model has no live trend data: every trend it names is inferred.
      inferred: true,
      strike_packs: packs.length ? packs : (fallback?.strike_packs ?? []),
    });
  }
  for (const trend of offline) {
    if (trends.length >= MAX_TRENDS) break;
    if (!used.has(trend.nodeId) && nodes.some((n) => n.id === trend.nodeId)) {
      used.add(trend.nodeId);
      trends.push(trend);
    }
  }
  return trends;
}

/**
 * Exactly one variant per persona for every node at level 3 or deeper (SPEC §9): the model's where
 * it wrote one, the offline engine's otherwise. Variants for unknown nodes or personas are dropped.
 */
export function variantsFromAnswer(
  answer: z.infer<typeof variantsAnswerSchema>,
  nodes: readonly ContentNode[],
  personas: readonly Persona[],
  seed: number,
  assets: readonly ContentNode[] = promptAssets(nodes),
): Variant[] {
  const written = new Map<string, (typeof answer.variants)[number]>();
  for (const item of answer.variants) {
    const node = assetAt(assets, item.asset);
    const persona = personas.find(
      (p) =>
        p.id === item.persona.trim() || p.name.toLowerCase() === item.persona.trim().toLowerCase(),
    );
    if (!node || !persona || !item.title) continue;
    const key = `${node.id}|${persona.id}`;
    if (!written.has(key)) written.set(key, item);
  }
  const variants: Variant[] = [];
  for (const node of nodes) {
    if (node.level < 3) continue;
    for (const persona of personas) {
      const offline = buildVariant(node, persona, seed);
      const item = written.get(`${node.id}|${persona.id}`);
      if (!item) {
        variants.push(offline);
        continue;
      }
      const hashtags = (item.hashtags ?? [])
        .map((tag) => `#${tag.replace(/^#+/, '').replace(/[^\p{L}\p{N}_]+/gu, '')}`)
        .filter((tag) => tag.length > 1)
        .slice(0, 6);
      variants.push({
        ...offline,
        title: item.title,
        hook: item.hook || offline.hook,
        caption: item.caption || offline.caption,
        hashtags: hashtags.length ? hashtags : offline.hashtags,
        thumbnail_brief: item.thumbnail_brief || offline.thumbnail_brief,
      });
    }
  }
  return variants;
}

/**
 * Skip with a model (issue 13): what the model wrote so far is kept and the offline engine writes
 * the rest, so the plan is complete at once. With no nodes yet, it is the offline plan.
 */
export function completeOffline(
  partial: StrategyData,
  brainDump: string,
  seed: number,
  now: Date,
): StrategyData {
  if (!partial.nodes.length) return generateSync(brainDump, seed, { now });
  const nodes = partial.nodes;
  const personas = partial.personas.length ? partial.personas : buildPersonas();
  return {
    nodes,
    personas,
    variants: partial.variants.length ? partial.variants : buildVariants(nodes, personas, seed),
    trends: partial.trends.length ? partial.trends : buildTrends(nodes, seed),
    calendar: buildCalendar(nodes, now),
    ...(partial.writtenBy ? { writtenBy: partial.writtenBy } : {}),
  };
}

/** Deepen Cluster with a model's children: offline variants and calendar for them (SPEC §9). */
export function deepenFromAnswer(
  answer: z.infer<typeof deepenAnswerSchema>,
  data: StrategyData,
  targetId: string,
  seed: number,
  now: Date,
): DeepenResult {
  const parent = data.nodes.find((n) => n.id === targetId);
  const offline = deepen(data, targetId, seed, { now });
  if (!parent || !offline.nodes.length) return offline;
  const nodes = childrenFromAnswer(answer, parent, offline.nodes, data.nodes.length);
  return {
    nodes,
    variants: buildVariants(nodes, data.personas, seed),
    calendar: extendCalendar(data.calendar, nodes, now),
  };
}
