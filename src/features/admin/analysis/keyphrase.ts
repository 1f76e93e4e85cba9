/** Finding a keyphrase in text by word forms: 'med spa marketing' matches 'Marketing for med spas'. */
import { contentWords, stemOf } from './english';
import { wordsOf } from './postText';

export interface Keyphrase {
  text: string;
  /** Stems of all its words, in order (for an exact match). */
  stems: string[];
  /** Stems of its content words, without repeats. */
  contentStems: string[];
}

export function keyphraseOf(text: string): Keyphrase | null {
  const words = wordsOf(text);
  if (!words.length) return null;
  return {
    text: words.join(' '),
    stems: words.map(stemOf),
    contentStems: [...new Set(contentWords(text).map(stemOf))],
  };
}

/** One key for phrases that are the same up to case, word forms and word order. */
export function keyphraseKey(text: string): string {
  return [...new Set(contentWords(text).map(stemOf))].sort().join(' ');
}

export const stemsOf = (text: string) => wordsOf(text).map(stemOf);

/** Share of the keyphrase's content words that occur in these stems (0 to 1). */
export function contentShare(stems: readonly string[], keyphrase: Keyphrase): number {
  const present = new Set(stems);
  const found = keyphrase.contentStems.filter((stem) => present.has(stem)).length;
  return found / keyphrase.contentStems.length;
}

export const containsAll = (stems: readonly string[], keyphrase: Keyphrase) =>
  contentShare(stems, keyphrase) === 1;

/**
 * Matches in one sentence: every content word must be there; each further full set counts again
 * (Yoast's rule), so the count is the rarest content word's count.
 */
export function matchesIn(stems: readonly string[], keyphrase: Keyphrase): number {
  const counts = new Map<string, number>();
  for (const stem of stems) counts.set(stem, (counts.get(stem) ?? 0) + 1);
  return Math.min(...keyphrase.contentStems.map((stem) => counts.get(stem) ?? 0));
}

/** Where the whole keyphrase stands word for word (by word forms), or -1. */
export function exactIndex(stems: readonly string[], keyphrase: Keyphrase): number {
  const length = keyphrase.stems.length;
  for (let i = 0; i + length <= stems.length; i++) {
    let same = true;
    for (let j = 0; j < length && same; j++) same = stems[i + j] === keyphrase.stems[j];
    if (same) return i;
  }
  return -1;
}
