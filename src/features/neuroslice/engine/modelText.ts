/**
 * Text from a language model is plain text everywhere: markup and control characters are stripped
 * here, once, before it reaches any screen or file, and its length is capped.
 */

/** Longest title or line kept from a model (a title is a headline, not a paragraph). */
export const MODEL_TITLE_MAX = 120;
const MODEL_TEXT_MAX = 600;

/** Markup, control characters and runs of whitespace out; at most `max` characters. */
export function plainText(value: unknown, max = MODEL_TEXT_MAX): string {
  if (typeof value !== 'string') return '';
  const text = value
    .replace(/<[^>]*>/g, ' ')
    .replace(/[<>]/g, '')
    // Control characters (a model's stray escapes) read as spaces.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
