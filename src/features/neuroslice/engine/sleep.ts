/**
 * Waiting between generation stages, cancellable. Its own module so that the store's default
 * adapters can name it without loading the rest of the engine.
 */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export function abortError(): Error {
  const error = new Error('The generation was cancelled.');
  error.name = 'AbortError';
  return error;
}

export const isAbortError = (error: unknown) =>
  error instanceof Error && error.name === 'AbortError';

/** setTimeout-based wait that ends early (rejecting) when the signal aborts. */
export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    if (ms <= 0) return resolve();
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
