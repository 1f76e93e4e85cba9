/**
 * A language model's answers merged with the offline plan (docs/PRODUCT.md#a-real-language-model), held to SPEC §9: the model
 * writes the text, the engine keeps the shape. Counts are cut to docs/SPEC.md's limits (limits.ts)
 * and whatever is missing or unusable is taken from the offline plan of the same brain dump and
 * seed. Each field on its own (a platform, an outline, hashtags) is held to SPEC in modelFields.ts.
 */
import { buildCalendar, extendCalendar } from './calendar';
import { deepen, generateSync, type DeepenResult } from './generate';
import {
  ASSET_LEVEL,
  ASSETS_PER_CLUSTER,
  CHILDREN_PER_DEEPEN,
  CLUSTERS_PER_PILLAR,
  HOOKS_PER_NODE,
  MAX_TRENDS,
  STRIKE_PACKS_PER_TREND,
  childLevel,
} from './limits';
import {
  EMPTY_NODE_ANSWER,
  type NodeAnswer,
  type deepenAnswerSchema,
  type treeAnswerSchema,
  type trendsAnswerSchema,
  type variantsAnswerSchema,
} from './modelAnswers';
import { ctaOf, hashtagsOf, outlineOf, pickFrom, platformOf } from './modelFields';
import { MODEL_TITLE_MAX, plainText } from './modelText';
import { buildPersonas } from './personas';
import { nodeId } from './nodes';
import { buildTrends, evidenceUrl, TREND_SOURCES, TREND_STAGES } from './trends';
import { buildVariant, buildVariants } from './variants';
import type {
  ContentNode,
  NodeLevel,
  Persona,
  StrategyData,
  Trend,
  TrendSource,
  TrendStage,
  Variant,
} from './types';
import type { z } from 'zod';

/** One node from a model answer, every field held to SPEC; `offline` fills what is missing. */
function nodeFromAnswer(
  answer: NodeAnswer,
  offline: ContentNode,
  place: { id: string; parentId: string | null; level: NodeLevel },
): ContentNode {
  const hooks = [...answer.hooks, ...offline.hooks].slice(0, HOOKS_PER_NODE) as [string, string];
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
 * The plan's nodes from a tree answer: one pillar, CLUSTERS_PER_PILLAR clusters, ASSETS_PER_CLUSTER
 * assets per cluster (SPEC §9). Extra items are cut; missing ones come from `offlineNodes`
 * (generateSync of the same input).
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
    const cluster = nodeFromAnswer(modelCluster ?? EMPTY_NODE_ANSWER, offlineCluster, {
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
        nodeFromAnswer(modelAssets[a] ?? EMPTY_NODE_ANSWER, fallbacks[a % fallbacks.length], {
          id: nodeId(nodes.length),
          parentId: cluster.id,
          level: ASSET_LEVEL,
        }),
      );
    }
  }
  return nodes;
}

/**
 * Deepen Cluster (SPEC §4/§9): CHILDREN_PER_DEEPEN children one level down, never past MAX_LEVEL.
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
    nodeFromAnswer(model[i] ?? EMPTY_NODE_ANSWER, offline[i % offline.length], {
      id: nodeId(firstIndex + i),
      parentId: parent.id,
      level,
    }),
  );
}

/** Level-3 nodes, numbered from 0 as the prompts number them for the model. */
export const promptAssets = (nodes: readonly ContentNode[]) =>
  nodes.filter((n) => n.level === ASSET_LEVEL);

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
    const velocity = Number.isFinite(item.velocity)
      ? Math.round(Math.min(1, Math.max(0, item.velocity)) * 100) / 100
      : (fallback?.velocity ?? 0.5);
    const packs = item.strike_packs
      .filter((p) => p.title && p.hook)
      .slice(0, STRIKE_PACKS_PER_TREND);
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
    if (node.level < ASSET_LEVEL) continue;
    for (const persona of personas) {
      const offline = buildVariant(node, persona, seed);
      const item = written.get(`${node.id}|${persona.id}`);
      if (!item) {
        variants.push(offline);
        continue;
      }
      const hashtags = hashtagsOf(item.hashtags, offline.hashtags);
      variants.push({
        ...offline,
        title: item.title,
        hook: item.hook || offline.hook,
        caption: item.caption || offline.caption,
        hashtags,
        thumbnail_brief: item.thumbnail_brief || offline.thumbnail_brief,
      });
    }
  }
  return variants;
}

/**
 * Skip with a model (docs/PRODUCT.md#a-real-language-model): what the model wrote so far is kept and the offline engine writes
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
