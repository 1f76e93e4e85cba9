import { describe, expect, it } from 'vitest';
import { extractKeyPhrases, leadingTopic, titleCase } from '../../../lib/keyPhrases';
import { createRandom, hashString, mixSeed } from './random';

describe('key phrases', () => {
  it('splits at stop-words and punctuation and ranks repeated, longer phrases first', () => {
    const phrases = extractKeyPhrases(
      'We need more Google reviews. Google reviews drive calls, and our Botox promos need better before-and-after reels.',
    ).map((p) => p.key);
    expect(phrases[0]).toBe('google reviews');
    expect(phrases).toContain('botox promos');
    expect(phrases).toContain('before-and-after reels');
    expect(phrases).not.toContain('we');
    expect(phrases.every((p) => !/(^| )(the|and|our|need)( |$)/.test(p))).toBe(true);
  });

  it('keeps the writing of the input (acronyms, brand casing)', () => {
    expect(extractKeyPhrases('TikTok and SEO for iPhone repair').map((p) => p.text)).toEqual(
      expect.arrayContaining(['TikTok', 'SEO', 'iPhone repair']),
    );
  });

  it('finds the leading topic, skipping filler and numbers', () => {
    expect(leadingTopic('So I really want to grow my med spa in Tampa')).toBe('med spa');
    expect(leadingTopic('1. 2. 3. Roof repair')).toBe('Roof repair');
    expect(leadingTopic('the and of to')).toBeNull();
    expect(leadingTopic('')).toBeNull();
  });

  it('caps phrases at four words', () => {
    expect(
      extractKeyPhrases('alpha bravo charlie delta echo foxtrot').every(
        (p) => p.key.split(' ').length <= 4,
      ),
    ).toBe(true);
  });

  it('title-cases without lowering acronyms', () => {
    expect(titleCase('google reviews for SEO')).toBe('Google Reviews for SEO');
    expect(titleCase('the TikTok playbook')).toBe('The TikTok Playbook');
  });
});

describe('seeded random source', () => {
  it('repeats its sequence for a seed and differs across seeds', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const seqA = Array.from({ length: 50 }, () => a.next());
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 50 }, () => c.next())).not.toEqual(seqA);
  });

  it('keeps int() within bounds and reaches both ends', () => {
    const r = createRandom(7);
    const values = new Set(Array.from({ length: 2000 }, () => r.int(5, 8)));
    expect([...values].sort()).toEqual([5, 6, 7, 8]);
  });

  it('samples distinct items', () => {
    const r = createRandom(9);
    const picked = r.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(picked).size).toBe(4);
    expect(r.sample([1, 2], 5)).toHaveLength(2);
  });

  it('hashes and mixes stably', () => {
    expect(hashString('abc')).toBe(hashString('abc'));
    expect(hashString('abc')).not.toBe(hashString('abd'));
    expect(mixSeed(1, 'x')).not.toBe(mixSeed(1, 'y'));
    expect(mixSeed(1, 'x')).toBeGreaterThanOrEqual(0);
  });
});
