/**
 * One field of a model's answer held to SPEC §9 (docs/SPEC.md): a value from a fixed list, an
 * outline of numbered sections, hashtags as tags. What the model got wrong or left out comes from
 * the offline plan's same field; modelMerge.ts puts the fields together.
 */
import { HASHTAGS_PER_VARIANT, OUTLINE_SECTIONS } from './limits';
import { CTAS, PLATFORMS, type Cta, type Platform } from './types';

/** The item of `list` the model named, in any case and spacing. */
export const pickFrom = <T extends string>(list: readonly T[], value: string): T | undefined =>
  list.find((item) => item.toLowerCase() === value.trim().toLowerCase());

export const platformOf = (value: string, fallback: Platform) =>
  pickFrom(PLATFORMS, value) ?? fallback;
export const ctaOf = (value: string, fallback: Cta) => pickFrom(CTAS, value) ?? fallback;

/** Five sections numbered '1. ' to '5. ', whatever numbering the model used. */
export function outlineOf(lines: string[], fallback: string[]): string[] {
  const strip = (line: string) => line.replace(/^\s*(\d+[.)]|[-*•])\s*/, '').trim();
  const model = lines.map(strip).filter(Boolean);
  return Array.from({ length: OUTLINE_SECTIONS }, (_, i) => {
    const section = model[i] ?? strip(fallback[i] ?? '');
    return `${i + 1}. ${section}`;
  });
}

/**
 * The model's hashtags as tags ('#word'), as many as HASHTAGS_PER_VARIANT allows: cut at the
 * maximum, topped up from the offline variant's tags below the minimum.
 */
export function hashtagsOf(written: readonly string[], offline: readonly string[]): string[] {
  const tags = written
    .map((tag) => `#${tag.replace(/^#+/, '').replace(/[^\p{L}\p{N}_]+/gu, '')}`)
    .filter((tag) => tag.length > 1);
  const unique = [...new Set(tags)].slice(0, HASHTAGS_PER_VARIANT.max);
  if (unique.length >= HASHTAGS_PER_VARIANT.min) return unique;
  return [...new Set([...unique, ...offline])].slice(0, HASHTAGS_PER_VARIANT.max);
}
