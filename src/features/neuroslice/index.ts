// NeuroSlice's public face for other features: the plan's shapes and the tool's state type only.
// The screen is loaded by the route table through its page file and the store registers the slice
// from its own module, so nothing heavy (React Flow, the engine, jszip) is re-exported here.
export type { StrategyData } from './engine/types';
// The key-phrase extractor (small, pure): the blog editor's internal-link suggestions use it.
export { extractKeyPhrases } from './engine/keyPhrases';
