/**
 * A plan written by a connected model in SPEC §4's five stages (docs/PRODUCT.md#a-real-language-model): the same status
 * messages in the same order, each with the data known so far, one model request per stage that
 * writes text, every answer held to SPEC §9 by the engine.
 */
import {
  DEEPEN_JSON_SCHEMA,
  STAGE_MESSAGES,
  STATUS_MESSAGES,
  TREE_JSON_SCHEMA,
  TRENDS_JSON_SCHEMA,
  VARIANTS_JSON_SCHEMA,
  buildCalendar,
  buildTrends,
  canDeepen,
  createEmptyStrategy,
  deepenAnswerSchema,
  deepenFromAnswer,
  generateSync,
  nodesFromTree,
  parseModelAnswer,
  treeAnswerSchema,
  trendsAnswerSchema,
  trendsFromAnswer,
  variantsAnswerSchema,
  variantsFromAnswer,
  type DeepenResult,
  type PlanAuthor,
  type StageUpdate,
  type StrategyData,
} from '../engine';
import { requestJsonBuiltIn } from './builtIn';
import {
  requestJson,
  type ChatMessage,
  type JsonSchemaFormat,
  type ModelCallOptions,
} from './client';
import type { ModelConnection } from './connection';
import { deepenPrompt, treePrompt, trendsPrompt, variantsPrompt } from './prompts';

/** One JSON answer for one prompt: the model client the planner writes with. */
export type ModelWriter = (
  messages: ChatMessage[],
  format: JsonSchemaFormat,
  options: Pick<ModelCallOptions, 'signal' | 'onProgress'>,
) => Promise<string>;

/** The writer for a saved connection (chat completions, or the browser's own model). */
export function writerFor(
  connection: ModelConnection,
  extra: Pick<ModelCallOptions, 'fetchImpl' | 'stallMs' | 'wait'> = {},
): ModelWriter {
  if (connection.provider === 'chrome')
    return (messages, format, options) => requestJsonBuiltIn(messages, format, options);
  const endpoint = {
    baseUrl: connection.baseUrl,
    model: connection.model,
    apiKey: connection.apiKey,
  };
  return (messages, format, options) =>
    requestJson(endpoint, messages, format, { ...extra, ...options });
}

export interface ModelPlanOptions {
  seed: number;
  now: Date;
  write: ModelWriter;
  author: PlanAuthor;
  signal?: AbortSignal;
  onStage?: (update: StageUpdate) => void;
  /** Characters of the current stage's answer received so far (the overlay's progress). */
  onProgress?: (receivedChars: number) => void;
}

/**
 * SPEC §4 with a model: 'Parsing Input...' (empty), 'Building Content Pillars...' after the topic
 * tree, 'Analyzing Trends...' after the trends, 'Generating Personas...' after the variants,
 * 'Building Calendar...' and 'Ready' with the whole plan. Rejects with the request's error (the
 * thunk shows SPEC's error) or the abort reason.
 */
export async function generateWithModel(
  brainDump: string,
  options: ModelPlanOptions,
): Promise<StrategyData> {
  const { seed, now, write, signal, onStage, onProgress, author } = options;
  const call = async <T>(
    messages: ChatMessage[],
    name: string,
    schema: object,
    check: Parameters<typeof parseModelAnswer<T>>[1],
  ) => parseModelAnswer(await write(messages, { name, schema }, { signal, onProgress }), check);
  // The offline plan of the same input and seed completes whatever the model leaves out.
  const offline = generateSync(brainDump, seed, { now });
  const personas = offline.personas;
  onStage?.({ message: STAGE_MESSAGES[0], data: createEmptyStrategy() });

  const tree = await call(
    treePrompt(brainDump, personas),
    'topic_tree',
    TREE_JSON_SCHEMA,
    treeAnswerSchema,
  );
  const nodes = nodesFromTree(tree, offline.nodes);
  const withNodes: StrategyData = { ...createEmptyStrategy(), nodes, writtenBy: author };
  onStage?.({ message: STAGE_MESSAGES[1], data: withNodes });

  const trendsAnswer = await call(
    trendsPrompt(brainDump, nodes),
    'trends',
    TRENDS_JSON_SCHEMA,
    trendsAnswerSchema,
  );
  const trends = trendsFromAnswer(trendsAnswer, nodes, buildTrends(nodes, seed));
  onStage?.({ message: STAGE_MESSAGES[2], data: { ...withNodes, trends } });

  const variantsAnswer = await call(
    variantsPrompt(brainDump, nodes, personas),
    'persona_variants',
    VARIANTS_JSON_SCHEMA,
    variantsAnswerSchema,
  );
  const variants = variantsFromAnswer(variantsAnswer, nodes, personas, seed);
  const full: StrategyData = {
    nodes,
    personas,
    variants,
    trends,
    calendar: buildCalendar(nodes, now),
    writtenBy: author,
  };
  onStage?.({ message: STAGE_MESSAGES[3], data: { ...full, calendar: [] } });
  onStage?.({ message: STAGE_MESSAGES[4], data: full });
  onStage?.({ message: STATUS_MESSAGES.ready, data: full });
  return full;
}

/** Deepen Cluster with a model: one request for CHILDREN_PER_DEEPEN children, held to SPEC by the engine. */
export async function deepenWithModel(
  brainDump: string,
  data: StrategyData,
  targetId: string,
  options: { seed: number; now: Date; write: ModelWriter; signal?: AbortSignal },
): Promise<DeepenResult> {
  const parent = data.nodes.find((n) => n.id === targetId);
  if (!parent || !canDeepen(parent.level)) return { nodes: [], variants: [], calendar: [] };
  const text = await options.write(
    deepenPrompt(brainDump, data.nodes, parent, data.personas),
    { name: 'children', schema: DEEPEN_JSON_SCHEMA },
    { signal: options.signal },
  );
  const answer = parseModelAnswer(text, deepenAnswerSchema);
  return deepenFromAnswer(answer, data, targetId, options.seed, options.now);
}
