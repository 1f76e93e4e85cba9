/** Why a language-model request failed, in plain words, and never with the API key in them. */
export type ModelFailureKind =
  | 'auth'
  | 'notFound'
  | 'rateLimited'
  | 'server'
  | 'unreachable'
  | 'stalled'
  | 'badAnswer'
  | 'badSettings';

/** What to do about an unreachable local server (docs/PRODUCT.md#a-real-language-model: the CORS fixes). */
const LOCAL_SERVER_FIX =
  'For Ollama, start it with OLLAMA_ORIGINS set to this site (for example OLLAMA_ORIGINS="*" ollama serve); for LM Studio, run `lms server start --cors`.';

export class ModelRequestError extends Error {
  readonly kind: ModelFailureKind;
  readonly status?: number;
  constructor(kind: ModelFailureKind, message: string, status?: number) {
    super(message);
    this.name = 'ModelRequestError';
    this.kind = kind;
    this.status = status;
  }
}

/** Any text that might carry the key (a server echoing the request, a stack) with the key cut out. */
export function scrubKey(text: string, apiKey: string | undefined): string {
  const key = apiKey?.trim();
  if (!key || key.length < 4) return text;
  return text.split(key).join('[API key]');
}

/** The plain cause for an HTTP status (docs/PRODUCT.md#a-real-language-model). */
export function errorForStatus(status: number, model: string): ModelRequestError {
  if (status === 401 || status === 403)
    return new ModelRequestError(
      'auth',
      `the model server refused the API key (HTTP ${status}). Check the key in Settings.`,
      status,
    );
  if (status === 404)
    return new ModelRequestError(
      'notFound',
      `the model "${model}" was not found on the server (HTTP 404). Check the Model and Base URL.`,
      status,
    );
  if (status === 429)
    return new ModelRequestError(
      'rateLimited',
      'the model server is rate limiting requests (HTTP 429). Wait a minute and try again.',
      status,
    );
  if (status >= 500)
    return new ModelRequestError(
      'server',
      `the model server had an error (HTTP ${status}). Try again later.`,
      status,
    );
  return new ModelRequestError('server', `the model server answered with HTTP ${status}.`, status);
}

export function unreachableError(baseUrl: string, local: boolean): ModelRequestError {
  const where = baseUrl.trim() || 'the Base URL';
  return new ModelRequestError(
    'unreachable',
    `could not reach the model server at ${where}: it is not running or it blocks this site (CORS).${local ? ` ${LOCAL_SERVER_FIX}` : ''}`,
  );
}

export function stalledError(seconds: number): ModelRequestError {
  return new ModelRequestError('stalled', `the model stopped answering for ${seconds} seconds.`);
}
