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

/** Signs that a person is at the page: a move, a key, a focus, a touch. */
const SIGNS_OF_A_PERSON = [
  'pointermove',
  'pointerdown',
  'keydown',
  'focusin',
  'touchstart',
] as const;

/**
 * Work a person will soon want, but not in a phone's first seconds: `task` runs once, at the first
 * sign of a person at the page, or after `quietMs` of none (someone who only reads still gets it).
 * Evaluating chunks fetched ahead at once after the first screen made the long tasks that
 * Lighthouse counted as blocking time; a quiet while longer than its 5 s window leaves them out.
 * Browser only. Returns a function that cancels it.
 */
export function whenSomeoneActs(task: () => void, { quietMs = 8000 } = {}): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    stop();
    task();
  };
  const timer = setTimeout(run, quietMs);
  function stop() {
    done = true;
    clearTimeout(timer);
    for (const type of SIGNS_OF_A_PERSON) window.removeEventListener(type, run, true);
  }
  for (const type of SIGNS_OF_A_PERSON)
    window.addEventListener(type, run, { capture: true, passive: true, once: true });
  return stop;
}
