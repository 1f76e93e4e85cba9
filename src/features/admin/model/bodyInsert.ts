/** Putting a snippet of Markdown into the body at the cursor (or over the selection). */
export function insertAtSelection(
  body: string,
  snippet: string,
  start = body.length,
  end = start,
): { body: string; caret: number } {
  const before = body.slice(0, start);
  const after = body.slice(end);
  // A link glued to the word before it would not read as a separate word.
  const lead = before && !/\s$/.test(before) ? ' ' : '';
  const trail = after && !/^[\s.,;:!?)]/.test(after) ? ' ' : '';
  const inserted = `${lead}${snippet}${trail}`;
  return { body: `${before}${inserted}${after}`, caret: before.length + inserted.length };
}
