// The admin's face for other features: only what the NeuroSlice tool borrows from the editor,
// loaded on use, so the analysis never reaches the tool's first load. (Where the admin's screens
// live is lib/appPaths.ts: reading a path loads no admin code.)
/** The editor's link suggestions for a draft written from a node (docs/PRODUCT.md#from-plan-to-posts). */
export const loadDraftLinks = () => import('./analysis/draftLinks');
