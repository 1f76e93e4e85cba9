// NeuroSlice's public face for other features: the plan's shapes and the tool's state type only.
// The screen is loaded by the route table through its page file and the store registers the slice
// from its own module, so nothing heavy (React Flow, the engine, jszip) is re-exported here.
export type { StrategyData } from './engine/types';
