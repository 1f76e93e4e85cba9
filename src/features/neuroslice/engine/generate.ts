/** Plan generation (SPEC §4, §7, §9): deterministic per brain dump + seed, revealed stage by stage. */
import { buildCalendar, extendCalendar } from './calendar';
import { extractKeyPhrases, leadingTopic } from '../../../lib/keyPhrases';
import { DEFAULT_STAGE_DELAYS, STAGE_MESSAGES, STATUS_MESSAGES } from './messages';
import { abortError, sleep, type Sleep } from './sleep';
import {
  BUSINESS_TOPICS,
  CLUSTER_ANGLES,
  buildNode,
  nodeId,
  titleTemplates,
  type NodeContext,
} from './nodes';
import {
  ASSET_LEVEL,
  ASSETS_PER_CLUSTER,
  CHILDREN_PER_DEEPEN,
  CLUSTERS_PER_PILLAR,
  childLevel,
} from './limits';
import { buildPersonas } from './personas';
import { createRandom, mixSeed } from './random';
import { buildTrends } from './trends';
import { buildVariants } from './variants';
import {
  createEmptyStrategy,
  type CalendarEvent,
  type ContentNode,
  type StrategyData,
  type Variant,
} from './types';

export interface GenerateOptions {
  /** The local "today" the calendar starts on (default: now). */
  now?: Date;
}

interface Reading {
  topic: string;
  /** Key phrases other than the topic, best first. */
  phrases: string[];
}

/** What the plan is about: the leading topic and the other key phrases of the input. */
function readBrainDump(brainDump: string, seed: number): Reading {
  const lead = leadingTopic(brainDump);
  const topic = lead ?? createRandom(mixSeed(seed, 'topic')).pick(BUSINESS_TOPICS);
  const leadKey = topic.toLowerCase();
  const phrases = extractKeyPhrases(brainDump)
    .filter((p) => p.key !== leadKey)
    .map((p) => p.text);
  return { topic, phrases };
}

function buildPlanNodes(reading: Reading, seed: number): ContentNode[] {
  const random = createRandom(mixSeed(seed, 'plan'));
  const ctx: NodeContext = { topic: reading.topic, phrases: reading.phrases };
  const nodes: ContentNode[] = [];
  const pillar = buildNode(random, {
    id: nodeId(0),
    parentId: null,
    level: 1,
    focus: reading.topic,
    ctx,
  });
  nodes.push(pillar);
  const clusterCount = random.int(CLUSTERS_PER_PILLAR.min, CLUSTERS_PER_PILLAR.max);
  // The input's own phrases come first; angles fill in when the input is short.
  const angles = random.sample(
    CLUSTER_ANGLES.filter((a) => !reading.phrases.some((p) => p.toLowerCase() === a)),
    CLUSTER_ANGLES.length,
  );
  const focuses = [...reading.phrases.slice(0, clusterCount), ...angles].slice(0, clusterCount);
  const clusterTemplates = titleTemplates(random, 2, focuses.length);
  focuses.forEach((focus, c) => {
    const cluster = buildNode(random, {
      id: nodeId(nodes.length),
      parentId: pillar.id,
      level: 2,
      focus,
      ctx,
      template: clusterTemplates[c],
    });
    nodes.push(cluster);
    const assetCount = random.int(ASSETS_PER_CLUSTER.min, ASSETS_PER_CLUSTER.max);
    for (const template of titleTemplates(random, ASSET_LEVEL, assetCount)) {
      nodes.push(
        buildNode(random, {
          id: nodeId(nodes.length),
          parentId: cluster.id,
          level: ASSET_LEVEL,
          focus,
          ctx,
          template,
        }),
      );
    }
  });
  return nodes;
}

/** The whole plan at once: the same brain dump, seed and day give the same data, byte for byte. */
export function generateSync(
  brainDump: string,
  seed: number,
  options: GenerateOptions = {},
): StrategyData {
  const today = options.now ?? new Date();
  const reading = readBrainDump(brainDump, seed);
  const nodes = buildPlanNodes(reading, seed);
  const personas = buildPersonas();
  return {
    nodes,
    personas,
    variants: buildVariants(nodes, personas, seed),
    trends: buildTrends(nodes, seed),
    calendar: buildCalendar(nodes, today),
  };
}

export interface StageUpdate {
  message: (typeof STAGE_MESSAGES)[number] | typeof STATUS_MESSAGES.ready;
  /** What is known so far: each stage adds its part. */
  data: StrategyData;
}

export interface AsyncGenerateOptions extends GenerateOptions {
  seed: number;
  onStage?: (update: StageUpdate) => void;
  /** Delay after each of the five stages (SPEC §9); zero them in tests and stories. */
  delays?: readonly number[];
  signal?: AbortSignal;
  /** How to wait; replaceable for fake clocks. */
  sleep?: Sleep;
}

/**
 * SPEC §4/§7: announces each stage with the data known so far, waits the stage's delay, and
 * resolves with the full plan ('Ready'). The plan is computed up front from the seed, so a skip
 * (generateSync with the same seed) lands exactly the same result. Rejects with an AbortError
 * when the signal aborts; no stage is announced after that.
 */
export async function generate(
  brainDump: string,
  options: AsyncGenerateOptions,
): Promise<StrategyData> {
  const { seed, onStage, signal, delays = DEFAULT_STAGE_DELAYS, sleep: wait = sleep } = options;
  const check = () => {
    if (signal?.aborted) throw abortError();
  };
  check();
  const full = generateSync(brainDump, seed, options);
  const partials: StrategyData[] = [
    createEmptyStrategy(),
    { ...createEmptyStrategy(), nodes: full.nodes },
    { ...createEmptyStrategy(), nodes: full.nodes, trends: full.trends },
    { ...full, calendar: [] },
  ];
  for (let stage = 0; stage < STAGE_MESSAGES.length; stage++) {
    // Each message arrives with what the stages before it produced.
    onStage?.({ message: STAGE_MESSAGES[stage], data: partials[stage] ?? full });
    await wait(delays[stage] ?? 0, signal);
    check();
  }
  onStage?.({ message: STATUS_MESSAGES.ready, data: full });
  return full;
}

export interface DeepenResult {
  nodes: ContentNode[];
  variants: Variant[];
  /** Calendar events for new level-3 nodes while the calendar has room (at most 30 in all). */
  calendar: CalendarEvent[];
}

/**
 * SPEC §4/§9: CHILDREN_PER_DEEPEN children at the next level under the node, never past MAX_LEVEL.
 * Returns what to append (nothing for an unknown node or one at MAX_LEVEL).
 */
export function deepen(
  data: StrategyData,
  targetId: string,
  seed: number,
  options: GenerateOptions = {},
): DeepenResult {
  const empty: DeepenResult = { nodes: [], variants: [], calendar: [] };
  const parent = data.nodes.find((n) => n.id === targetId);
  if (!parent) return empty;
  const level = childLevel(parent.level);
  if (!level) return empty;
  const random = createRandom(mixSeed(seed, 'deepen', targetId, data.nodes.length));
  const pillar = data.nodes.find((n) => n.parentId === null) ?? parent;
  const topic = pillar.focus ?? pillar.title;
  const clusterFocuses = data.nodes
    .filter((n) => n.level === 2)
    .map((n) => (n.focus ?? n.title).toLowerCase());
  const ctx: NodeContext = { topic, phrases: clusterFocuses };
  const count = random.int(CHILDREN_PER_DEEPEN.min, CHILDREN_PER_DEEPEN.max);
  // New clusters under the pillar take angles the plan does not cover yet.
  const freshAngles = random.sample(
    CLUSTER_ANGLES.filter((a) => !clusterFocuses.includes(a)),
    count,
  );
  const templates = titleTemplates(random, level, count);
  const nodes: ContentNode[] = [];
  for (let i = 0; i < count; i++) {
    const focus =
      level === 2
        ? (freshAngles[i] ?? random.pick(CLUSTER_ANGLES))
        : (parent.focus ?? parent.title);
    nodes.push(
      buildNode(random, {
        id: nodeId(data.nodes.length + i),
        parentId: parent.id,
        level,
        focus,
        ctx,
        template: templates[i],
        subject: parent.title,
      }),
    );
  }
  return {
    nodes,
    variants: buildVariants(nodes, data.personas, seed),
    calendar: extendCalendar(data.calendar, nodes, options.now ?? new Date()),
  };
}

/** The plan with a deepening appended (SPEC §4: deepening appends). */
export function applyDeepen(data: StrategyData, result: DeepenResult): StrategyData {
  if (!result.nodes.length) return data;
  return {
    ...data,
    nodes: [...data.nodes, ...result.nodes],
    variants: [...data.variants, ...result.variants],
    calendar: [...data.calendar, ...result.calendar],
  };
}

// Callers have always found the wait here; it lives in ./sleep so the store can name it alone.
export { abortError, isAbortError } from './sleep';
