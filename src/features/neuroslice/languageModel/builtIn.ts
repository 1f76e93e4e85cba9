/**
 * The browser's built-in model through the Prompt API (`LanguageModel`, Chrome), offered only
 * where it exists. Same contract as the chat-completions client: one JSON answer in a schema.
 */
import type { ChatMessage, JsonSchemaFormat, ModelCallOptions } from './client';
import { ModelRequestError } from './errors';

interface PromptSession {
  prompt(
    input: string,
    options?: { responseConstraint?: object; signal?: AbortSignal },
  ): Promise<string>;
  destroy(): void;
}
interface LanguageModelApi {
  availability(): Promise<'unavailable' | 'downloadable' | 'downloading' | 'available'>;
  create(options?: {
    initialPrompts?: { role: 'system'; content: string }[];
    signal?: AbortSignal;
  }): Promise<PromptSession>;
}

const api = (): LanguageModelApi | undefined =>
  (globalThis as { LanguageModel?: LanguageModelApi }).LanguageModel;

const unavailable = () =>
  new ModelRequestError(
    'unreachable',
    "this browser's built-in model is not available. Choose another provider.",
  );

export async function builtInAvailable(): Promise<boolean> {
  const model = api();
  if (!model) return false;
  try {
    return (await model.availability()) !== 'unavailable';
  } catch {
    return false;
  }
}

/**
 * One answer from the browser's model: held to `format.schema` when given (a plan's JSON), free
 * text otherwise (a post), handed to `onText` whole when it arrives.
 */
export async function requestJsonBuiltIn(
  messages: ChatMessage[],
  format: JsonSchemaFormat | null,
  options: Pick<ModelCallOptions, 'signal' | 'onText'> = {},
): Promise<string> {
  const model = api();
  if (!model) throw unavailable();
  const system = messages.filter((m) => m.role === 'system').map((m) => m.content);
  const user = messages
    .filter((m) => m.role === 'user')
    .map((m) => m.content)
    .join('\n\n');
  let session: PromptSession;
  try {
    session = await model.create({
      initialPrompts: system.length ? [{ role: 'system', content: system.join('\n') }] : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw unavailable();
  }
  try {
    const text = await session.prompt(user, {
      ...(format && { responseConstraint: format.schema }),
      signal: options.signal,
    });
    options.onText?.(text);
    return text;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ModelRequestError('server', "the browser's built-in model could not answer.");
  } finally {
    session.destroy();
  }
}
