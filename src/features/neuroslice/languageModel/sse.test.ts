import { describe, expect, it } from 'vitest';
import { completionContent, createChatStreamParser } from './sse';

const event = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

describe('createChatStreamParser', () => {
  it('joins content deltas however the bytes are split', () => {
    const stream =
      event('{"title":') + ': keep-alive comment\n\n' + event('"Brew"}') + 'data: [DONE]\n\n';
    for (const size of [1, 3, 7, 50, stream.length]) {
      let text = '';
      const parser = createChatStreamParser((delta) => (text += delta));
      for (let i = 0; i < stream.length; i += size) parser.feed(stream.slice(i, i + size));
      expect(text).toBe('{"title":"Brew"}');
      expect(parser.done).toBe(true);
    }
  });
  it('handles CRLF line ends and ignores role-only chunks', () => {
    let text = '';
    const parser = createChatStreamParser((delta) => (text += delta));
    parser.feed('data: {"choices":[{"delta":{"role":"assistant"}}]}\r\n\r\n');
    parser.feed(event('ok').replace(/\n/g, '\r\n'));
    expect(text).toBe('ok');
    expect(parser.done).toBe(false);
  });
  it('fails on a broken event and on an error event, without echoing the event', () => {
    const parser = createChatStreamParser(() => undefined);
    expect(() => parser.feed('data: {not json\n\n')).toThrow(/broken stream event/);
    const other = createChatStreamParser(() => undefined);
    expect(() => other.feed('data: {"error":{"message":"key sk-secret bad"}}\n\n')).toThrow(
      /^the model server reported an error mid-answer\.$/,
    );
  });
});

describe('completionContent', () => {
  it('reads a non-streamed answer and refuses one without text', () => {
    expect(completionContent({ choices: [{ message: { content: '{}' } }] })).toBe('{}');
    expect(() => completionContent({ choices: [] })).toThrow(/no answer text/);
  });
});
