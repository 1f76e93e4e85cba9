// The engine's public face: pure TypeScript, no React, no DOM. Thin re-exports only.
export * from './types';
export * from './messages';
export {
  TREND_SOURCES,
  TREND_STAGES,
  buildTrends,
  velocityColour,
  type VelocityColour,
} from './trends';
export { buildCalendar, localDateString } from './calendar';
export {
  MOVE_ANNOUNCEMENTS,
  MOVE_INSTRUCTIONS,
  isCalendarMoveKey,
  moveTargetDate,
} from './calendarMoves';
export {
  abortError,
  applyDeepen,
  deepen,
  generate,
  generateSync,
  type DeepenResult,
  type StageUpdate,
} from './generate';
export { entryPublishDate, nodeDraft, outlineDraftBody } from './blogDraft';
export { ICS_FILE_NAME, ICS_MIME_TYPE, calendarIcs } from './icalendar';
export { buildStrategyPack, outlineOrder } from './strategyPack';
export { buildWebhookPayload, isHttpUrl, nodeFocusKeyphrase, sendWebhook } from './webhook';
export * from './limits';
export {
  DEEPEN_JSON_SCHEMA,
  TREE_JSON_SCHEMA,
  TRENDS_JSON_SCHEMA,
  VARIANTS_JSON_SCHEMA,
  deepenAnswerSchema,
  parseModelAnswer,
  treeAnswerSchema,
  trendsAnswerSchema,
  variantsAnswerSchema,
} from './modelAnswers';
export {
  completeOffline,
  deepenFromAnswer,
  nodesFromTree,
  promptAssets,
  trendsFromAnswer,
  variantsFromAnswer,
} from './modelMerge';
