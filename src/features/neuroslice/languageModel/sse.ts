/**
 * The text of a streamed chat completion: server-sent events parsed with eventsource-parser
 * (which handles events split across network chunks), each `data:` a JSON chunk whose
 * `choices[0].delta.content` is the next piece of the answer, until `data: [DONE]`.
 */
import { createParser } from 'eventsource-parser';
import { ModelRequestError } from './errors';

/** Feeds raw SSE text in any chunking; calls `onText` with each content delta. */
export function createChatStreamParser(onText: (delta: string) => void) {
  let done = false;
  const parser = createParser({
    onEvent(event) {
      if (done) return;
      if (event.data.trim() === '[DONE]') {
        done = true;
        return;
      }
      let chunk: unknown;
      try {
        chunk = JSON.parse(event.data);
      } catch {
        throw new ModelRequestError('badAnswer', 'the model server sent a broken stream event.');
      }
      const error = (chunk as { error?: { message?: unknown } }).error;
      if (error)
        throw new ModelRequestError('server', 'the model server reported an error mid-answer.');
      const delta = (chunk as { choices?: { delta?: { content?: unknown } }[] }).choices?.[0]?.delta
        ?.content;
      if (typeof delta === 'string' && delta) onText(delta);
    },
  });
  return {
    feed: (text: string) => parser.feed(text),
    get done() {
      return done;
    },
  };
}

/** The content of a non-streamed chat completion (servers that ignore `stream: true`). */
export function completionContent(json: unknown): string {
  const content = (json as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]
    ?.message?.content;
  if (typeof content !== 'string')
    throw new ModelRequestError('badAnswer', 'the model server sent no answer text.');
  return content;
}
