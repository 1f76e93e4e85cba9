/** The analysis as a whole: its groups of checks together, the overall light, word forms, prose. */
import { describe, expect, it } from 'vitest';
import { analysePost } from './analysis';
import { withBody } from './checkCases';
import { stemOf } from './english';
import { keyphraseOf } from './keyphrase';
import { keyphraseChecks } from './keyphraseChecks';
import { readPostText } from './postText';
import { readabilityChecks } from './readabilityChecks';
import { generalSeoChecks } from './seoChecks';
import { goodPost, plainSentences, testContext } from './testPosts';

describe('the analysis as a whole', () => {
  it('makes the checks of its three groups, in their order', () => {
    const { seo, readability } = analysePost(goodPost, testContext);
    const text = readPostText(goodPost.body);
    const keyphrase = keyphraseOf(goodPost.focus_keyphrase)!;
    expect([...seo.checks, ...readability.checks].map((c) => c.id)).toEqual(
      [
        ...keyphraseChecks(goodPost, text, keyphrase, testContext),
        ...generalSeoChecks(goodPost, text, keyphrase, testContext),
        ...readabilityChecks(text),
      ].map((c) => c.id),
    );
  });

  it('the crafted good post is good overall, in both lists', () => {
    const { seo, readability } = analysePost(goodPost, testContext);
    expect(seo.checks.filter((c) => c.state !== 'good')).toEqual([]);
    expect(readability.checks.filter((c) => c.state !== 'good')).toEqual([]);
    expect([seo.overall, readability.overall]).toEqual(['good', 'good']);
  });

  it('an empty post has nothing to judge; a post without a keyphrase is told to set one', () => {
    const empty = analysePost({ ...goodPost, title: '', body: '' }, testContext);
    expect([empty.seo.overall, empty.readability.overall]).toEqual(['none', 'none']);
    const noKeyphrase = analysePost({ ...goodPost, focus_keyphrase: '  ' }, testContext);
    expect(noKeyphrase.seo.checks[0]).toMatchObject({ name: 'Focus keyphrase', state: 'problem' });
    expect(noKeyphrase.seo.checks.map((c) => c.id)).not.toContain('keyphrase-density');
  });

  it('the overall light follows Yoast: the mean score out of 100, over 70 good, over 40 improve', () => {
    const mixed = analysePost(
      {
        ...goodPost,
        slug: 'x',
        seo_meta_description: '',
        excerpt: '',
        focus_keyphrase: 'teeth whitening',
      },
      testContext,
    );
    expect(mixed.seo.overall).toBe('improve');
    expect(mixed.seo.score).toBeGreaterThan(40);
    expect(mixed.seo.score).toBeLessThanOrEqual(70);
  });
});

describe('word forms', () => {
  it('stems meet across forms', () => {
    expect(stemOf('spas')).toBe(stemOf('spa'));
    expect(stemOf('Marketing')).toBe(stemOf('marketed'));
    expect(stemOf("clinic's")).toBe(stemOf('clinics'));
  });

  it('density counts word forms: "med spas", "marketed" match "med spa marketing"', () => {
    const body = [
      'Med spas marketed well get booked.',
      plainSentences(9),
      'Marketing a med spa takes videos.',
    ].join(' ');
    const check = analysePost(withBody(body), testContext).seo.checks.find(
      (c) => c.id === 'keyphrase-density',
    );
    expect(check?.message).toContain('2 times');
  });
});

describe('reading Markdown as prose', () => {
  it('splits sentences, keeps abbreviations whole, finds headings, links and images', () => {
    const text = readPostText(
      '## Start here\n\nWe met Dr. Lee at 9 a.m. today. It went well! Next, see [our SEO page](/services/seo).\n\n- One item.\n- Two items.\n\n![A clinic](https://x.example/a.jpg)\n\n```\ncode is not prose\n```',
    );
    expect(text.headings).toEqual([{ depth: 2, text: 'Start here' }]);
    expect(text.sentences.map((s) => s.text)).toEqual([
      'We met Dr. Lee at 9 a.m. today.',
      'It went well!',
      'Next, see our SEO page.',
      'One item.',
      'Two items.',
    ]);
    expect(text.links).toEqual([{ text: 'our SEO page', href: '/services/seo' }]);
    expect(text.images).toEqual([{ alt: 'A clinic', src: 'https://x.example/a.jpg' }]);
    expect(text.words).not.toContain('code');
  });
});
