/**
 * Work that can wait: `task` runs once the browser is idle, or after `timeout` ms at the latest when
 * given. Where there is no requestIdleCallback (Safari), it runs after `fallbackMs`. Browser only.
 * Returns a function that cancels it.
 */
export function whenIdle(
  task: () => void,
  { timeout, fallbackMs = 200 }: { timeout?: number; fallbackMs?: number } = {},
): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(() => task(), timeout === undefined ? undefined : { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, fallbackMs);
  return () => clearTimeout(id);
}
