/**
 * Where the admin edits a post: the blog admin's route of SPEC §2. A module of its own: the Create
 * tab's draft writer links there without loading the Settings tab (docs/ARCHITECTURE.md#apps-in-pieces-issue-38).
 */
export const draftEditorPath = (id: string) => `/admin/blog/posts/edit/${encodeURIComponent(id)}`;
