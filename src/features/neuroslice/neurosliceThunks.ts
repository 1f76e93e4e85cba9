/**
 * The NeuroSlice actions a creator takes, as the one chunk the tool loads on first use
 * (components/toolParts.ts): those that make the plan (planThunks.ts) and those that take it out
 * of the tool (exportThunks.ts).
 */
export * from './planThunks';
export * from './exportThunks';
