/**
 * The seeded random source: the same seed gives the same sequence on every engine, so a plan is
 * reproducible byte for byte from its input and seed (docs/PRODUCT.md#deterministic-generation).
 */

/** 32-bit FNV-1a hash of a string: turns text into a seed component. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mix several numbers and strings into one 32-bit seed. */
export function mixSeed(...parts: (number | string)[]): number {
  let seed = 0x9e3779b9;
  for (const part of parts) {
    const value = typeof part === 'number' ? part >>> 0 : hashString(part);
    seed = Math.imul(seed ^ value, 0x85ebca6b);
    seed ^= seed >>> 13;
    seed = Math.imul(seed, 0xc2b2ae35);
    seed ^= seed >>> 16;
  }
  return seed >>> 0;
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order (all of them when count >= length). */
  sample<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
}

/** mulberry32: small, fast and well distributed enough for template choices. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)],
    sample(items, count) {
      const copy = items.slice();
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, Math.max(0, count));
    },
    chance: (probability) => next() < probability,
  };
}

/** A fresh seed for "regenerate" (not reproducible on purpose). */
export function randomSeed(): number {
  return Math.floor(Math.random() * 0xffffffff) >>> 0;
}
