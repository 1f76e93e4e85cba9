// The engine's public face: pure TypeScript, no React, no DOM. Thin re-exports only.
export * from './types';
export * from './messages';
export { createRandom, hashString, mixSeed, randomSeed, type Random } from './random';
export { extractKeyPhrases, leadingTopic, titleCase, type KeyPhrase } from './keyPhrases';
export { BUSINESS_TOPICS, CLUSTER_ANGLES } from './nodes';
export { PERSONAS, buildPersonas } from './personas';
export { buildVariants, hashtagOf } from './variants';
export {
  MAX_TRENDS,
  TREND_SOURCES,
  TREND_STAGES,
  buildTrends,
  evidenceUrl,
  velocityColour,
  type VelocityColour,
} from './trends';
export { MAX_CALENDAR_EVENTS, addLocalDays, buildCalendar, localDateString } from './calendar';
export {
  ASSETS_PER_CLUSTER,
  CHILDREN_PER_DEEPEN,
  CLUSTERS_PER_PILLAR,
  abortError,
  applyDeepen,
  deepen,
  generate,
  generateSync,
  isAbortError,
  readBrainDump,
  sleep,
  type AsyncGenerateOptions,
  type DeepenResult,
  type GenerateOptions,
  type Sleep,
  type StageUpdate,
} from './generate';
export { csvField, toCsv } from './csv';
export {
  ICS_FILE_NAME,
  ICS_MAX_LINE_OCTETS,
  ICS_MIME_TYPE,
  ICS_PRODID,
  calendarIcs,
  escapeIcsText,
  foldIcsLine,
  icsUid,
} from './icalendar';
export {
  CALENDAR_CSV_HEADER,
  PACK_FILE_NAMES,
  VARIANTS_CSV_HEADER,
  ZIP_OPTIONS,
  buildStrategyPack,
  outlineOrder,
  packFiles,
  strategyPackFileName,
  zipTextFiles,
  type PackFileName,
  type PackFiles,
  type StrategyPack,
} from './strategyPack';
export {
  SEO_DESCRIPTION_MAX,
  WEBHOOK_SLUG_MAX,
  WEBHOOK_TIMEOUT_MS,
  buildWebhookPayload,
  isHttpUrl,
  nodeMarkdown,
  sendWebhook,
  webhookSlug,
  webhookTags,
  type FetchLike,
  type SendWebhookOptions,
  type WebhookResponse,
} from './webhook';
export {
  DEEPEN_JSON_SCHEMA,
  MODEL_TEXT_MAX,
  MODEL_TITLE_MAX,
  ModelAnswerError,
  TREE_JSON_SCHEMA,
  TRENDS_JSON_SCHEMA,
  VARIANTS_JSON_SCHEMA,
  childrenFromAnswer,
  completeOffline,
  deepenFromAnswer,
  deepenAnswerSchema,
  nodeFromAnswer,
  nodesFromTree,
  parseModelAnswer,
  plainText,
  promptAssets,
  treeAnswerSchema,
  trendsAnswerSchema,
  trendsFromAnswer,
  variantsAnswerSchema,
  variantsFromAnswer,
  type NodeAnswer,
} from './modelPlan';
