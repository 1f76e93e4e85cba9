// The language-model connection (issue 13): providers, the client, prompts and the planner.
export * from './providers';
export * from './errors';
export * from './connection';
export {
  MAX_RETRY_AFTER_MS,
  STALL_TIMEOUT_MS,
  requestJson,
  retryAfterMs,
  testConnection,
  type ChatMessage,
  type ConnectionTestResult,
  type FetchFn,
  type JsonSchemaFormat,
  type ModelCallOptions,
  type ModelEndpoint,
} from './client';
export { builtInAvailable } from './builtIn';
export { deepenWithModel, generateWithModel, writerFor, type ModelWriter } from './planner';
