/** SPEC §9: read time = space-separated words / 200, rounded up. */
const WORDS_PER_MINUTE = 200;

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export function readTimeMinutes(body: string): number {
  return Math.ceil(countWords(body) / WORDS_PER_MINUTE);
}

export function readTimeLabel(body: string): string {
  // An empty body still takes a moment to open; never show "0 min read".
  return `${Math.max(1, readTimeMinutes(body))} min read`;
}
