/**
 * "Write draft" with a connected model (docs/PRODUCT.md#from-plan-to-posts): the model writes the
 * post from the node's brief, personas and outline, streamed so the progress view shows the words
 * as they arrive. Loaded only when a model draft is written, never with the tool.
 */
import { requestJsonBuiltIn } from './builtIn';
import { requestText, type ModelCallOptions } from './client';
import type { ModelConnection } from './connection';
import { ModelRequestError, scrubKey } from './errors';
import { postPrompt, type PostBrief } from './prompts';

/** A post body longer than this is cut: a runaway answer must not fill the browser's storage. */
export const MAX_POST_CHARS = 60_000;

/**
 * The model's text as a post body. It is untrusted: it goes into the body as Markdown, which the
 * editor and the blog render through their sanitiser (docs/PRODUCT.md#safe-post-bodies), so here
 * only a fence wrapped around the whole answer is taken off, the length is capped, and the API
 * key is cut out should the model echo it (the key goes only to the provider).
 */
export function modelPostBody(text: string, apiKey?: string): string {
  let body = scrubKey(text, apiKey).replace(/\r\n?/g, '\n').trim();
  const fenced = /^```[a-z]*\n([\s\S]*?)\n?```$/i.exec(body);
  if (fenced) body = fenced[1].trim();
  return body.slice(0, MAX_POST_CHARS);
}

export interface WritePostOptions {
  signal: AbortSignal;
  /** The answer so far, after each piece. */
  onText: (textSoFar: string) => void;
  /** The client's fetch, stall timeout and 429 wait (tests). */
  client?: Pick<ModelCallOptions, 'fetchImpl' | 'stallMs' | 'wait'>;
}

/**
 * The post's Markdown body as the model wrote it (cleaned as above), or the request's error; an
 * answer with no text is an error too. `onText` sees the raw text so far, for the progress view.
 */
export async function writePostWithModel(
  connection: ModelConnection,
  brief: PostBrief,
  { signal, onText, client }: WritePostOptions,
): Promise<string> {
  const messages = postPrompt(brief);
  const text =
    connection.provider === 'chrome'
      ? await requestJsonBuiltIn(messages, null, { signal, onText })
      : await requestText(
          { baseUrl: connection.baseUrl, model: connection.model, apiKey: connection.apiKey },
          messages,
          { ...client, signal, onText },
        );
  const body = modelPostBody(text, connection.apiKey);
  if (!body) throw new ModelRequestError('badAnswer', 'the model sent no text for the post.');
  return body;
}
