/** Posts saved by older versions (stored data, backups), brought to the current Post shape. */

/** A post saved before focus_keyphrase existed (stored data version 2, backup version 1): none chosen. */
export function withFocusKeyphrase(post: unknown): unknown {
  if (!post || typeof post !== 'object' || 'focus_keyphrase' in post) return post;
  return { ...post, focus_keyphrase: '' };
}
