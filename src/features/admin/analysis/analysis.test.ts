import { describe, expect, it } from 'vitest';
import { analysePost, type AnalysisContext, type AnalysisInput, type CheckState } from './analysis';
import { hasTransition, isPassive, stemOf } from './english';
import { readPostText, wordsOf } from './postText';
import { goodBody, goodPost, plainSentences, testContext } from './testPosts';

const stateOf = (id: string, input: AnalysisInput, context: AnalysisContext = testContext) => {
  const { seo, readability } = analysePost(input, context);
  const check = [...seo.checks, ...readability.checks].find((c) => c.id === id);
  if (!check) throw new Error(`no check ${id}`);
  return check.state;
};

const withBody = (body: string): AnalysisInput => ({ ...goodPost, body });
/** goodBody with its first line (the keyphrase's first use) replaced. */
const withIntro = (intro: string) => withBody(goodBody.replace(/^.*\n/, `${intro}\n`));
/** A body of `n` plain words (sentences of about 9 words), no headings. */
const plainWords = (n: number) => {
  const words = wordsOf(plainSentences(200)).slice(0, n);
  const sentences: string[] = [];
  for (let i = 0; i < words.length; i += 9) sentences.push(`${words.slice(i, i + 9).join(' ')}.`);
  return sentences.join(' ');
};

/** A 25-word sentence. */
const LONG = `Words ${'and more '.repeat(11)}end.`;

type Case = [state: CheckState, input: AnalysisInput, context?: AnalysisContext];

const cases: Record<string, Case[]> = {
  'keyphrase-length': [
    ['good', goodPost],
    ['improve', { ...goodPost, focus_keyphrase: 'affordable med spa marketing for tampa clinics' }],
    [
      'problem',
      { ...goodPost, focus_keyphrase: 'cheap fast local med spa marketing ideas tampa clinics' },
    ],
    ['problem', { ...goodPost, focus_keyphrase: '' }],
  ],
  'keyphrase-title': [
    ['good', goodPost],
    ['good', { ...goodPost, seo_meta_title: 'The Med Spa Marketing Playbook' }],
    ['improve', { ...goodPost, seo_meta_title: 'A Tampa Guide to Med Spa Marketing' }],
    ['improve', { ...goodPost, seo_meta_title: 'Marketing Ideas for Every Med Spa' }],
    ['problem', { ...goodPost, seo_meta_title: 'Tampa Clinic Videos That Book Visits' }],
  ],
  'keyphrase-description': [
    ['good', goodPost],
    [
      'improve',
      {
        ...goodPost,
        seo_meta_description:
          'Med spa marketing. Med spa marketing plans. Med spa marketing that works.',
      },
    ],
    [
      'problem',
      {
        ...goodPost,
        seo_meta_description: 'Short videos for Tampa clinics that fill the calendar.',
      },
    ],
    ['problem', { ...goodPost, seo_meta_description: '', excerpt: '' }],
  ],
  'keyphrase-slug': [
    ['good', goodPost],
    ['good', { ...goodPost, slug: 'med-spa-videos' }],
    ['improve', { ...goodPost, slug: 'spa-videos-tampa' }],
    ['problem', { ...goodPost, slug: 'tampa-clinic-videos' }],
  ],
  'keyphrase-introduction': [
    ['good', goodPost],
    ['improve', withIntro('Marketing starts early. A med spa needs a plan.')],
    ['problem', withIntro('Tampa clinics start with what patients search for.')],
  ],
  'keyphrase-subheadings': [
    ['good', goodPost],
    [
      'improve',
      withBody(
        goodBody
          .replace('## What to film first', '## Med spa marketing to film first')
          .replace('## Next steps', '## Next med spa marketing steps'),
      ),
    ],
    ['problem', withBody(goodBody.replace(/^## Med spa marketing/gm, '## Clinic videos'))],
    ['problem', withBody(goodBody.replace(/^## /gm, ''))],
  ],
  'keyphrase-density': [
    ['good', goodPost],
    [
      'improve',
      withBody(
        goodBody.replace(/med spa marketing/gi, (phrase, at: number) =>
          at === 0 ? phrase : 'clinic growth',
        ),
      ),
    ],
    ['problem', withBody(goodBody.replace(/med spa marketing/gi, 'clinic growth'))],
    ['problem', withBody(`${goodBody} ${'Med spa marketing works. '.repeat(30)}`)],
    [
      'good',
      withBody(
        'Med spa marketing in Tampa starts with short videos. Patients watch them and book.',
      ),
    ],
    [
      'improve',
      withBody('Med spa marketing in Tampa starts with short videos. Med spa marketing works.'),
    ],
    [
      'problem',
      withBody('Med spa marketing. Med spa marketing in Tampa. Med spa marketing works.'),
    ],
  ],
  'keyphrase-used': [
    ['good', goodPost],
    [
      'problem',
      goodPost,
      {
        ...testContext,
        otherKeyphrases: [{ id: 'x', title: 'Older post', keyphrase: 'Med Spas Marketing' }],
      },
    ],
    [
      'improve',
      goodPost,
      {
        ...testContext,
        otherKeyphrases: [{ id: 'x', title: 'Older post', keyphrase: 'med spa marketing tampa' }],
      },
    ],
    [
      'good',
      goodPost,
      {
        ...testContext,
        postId: 'x',
        otherKeyphrases: [{ id: 'x', title: 'This post, saved', keyphrase: 'med spa marketing' }],
      },
    ],
  ],
  'title-width': [
    ['good', goodPost],
    ['improve', { ...goodPost, seo_meta_title: 'Med Spa Marketing' }],
    [
      'problem',
      {
        ...goodPost,
        seo_meta_title:
          'Med Spa Marketing in Tampa: Short Videos, Honest Reviews and SMS Reminders That Fill Calendars',
      },
    ],
  ],
  'description-length': [
    ['good', goodPost],
    ['improve', { ...goodPost, seo_meta_description: 'Med spa marketing tips for Tampa.' }],
    [
      'improve',
      {
        ...goodPost,
        seo_meta_description: `${goodPost.seo_meta_description} And a great deal more besides.`,
      },
    ],
    ['problem', { ...goodPost, seo_meta_description: '', excerpt: '' }],
  ],
  'text-length': [
    ['good', goodPost],
    ['improve', withBody(plainWords(260))],
    ['problem', withBody(plainWords(120))],
  ],
  'internal-links': [
    ['good', goodPost],
    ['improve', withBody(goodBody.replace('/services/seo', '/blog/no-such-post'))],
    ['problem', withBody(goodBody.replace('[SEO services](/services/seo)', 'SEO services'))],
    [
      'good',
      withBody(
        goodBody.replace('/services/seo', 'https://www.bayshoresignal.example/services/seo'),
      ),
    ],
  ],
  'outbound-links': [
    ['good', goodPost],
    [
      'improve',
      withBody(goodBody.replace('https://support.google.com', 'http://support.google.com')),
    ],
    [
      'problem',
      withBody(
        goodBody.replace('[profile guide](https://support.google.com/business)', 'profile guide'),
      ),
    ],
  ],
  images: [
    ['good', goodPost],
    ['improve', withBody(goodBody.replace('A med spa marketing video shoot', 'A video shoot'))],
    ['improve', withBody(goodBody.replace(/^!\[.*$/m, ''))],
    ['problem', withBody(goodBody.replace(/^!\[[^\]]*\]/m, '![]'))],
    [
      'good',
      {
        ...goodPost,
        body: goodBody.replace(/^!\[.*$/m, ''),
        cover_image: 'https://images.example.com/c.jpg',
        alt_text: 'Med spa marketing shoot',
      },
    ],
  ],
  'heading-levels': [
    ['good', goodPost],
    ['improve', withBody(goodBody.replace('## What to film first', '#### What to film first'))],
    [
      'problem',
      withBody(
        goodBody
          .replace('## What to film first', '#### What to film first')
          .replace('## Next steps', '#### Next steps'),
      ),
    ],
  ],
  flesch: [
    ['good', goodPost],
    [
      'improve',
      withBody(
        // Scores 57.2.
        'We run paid search campaigns for local businesses across the region. Each month we report conversions and recommend improvements to the budget.',
      ),
    ],
    [
      'problem',
      withBody(
        'Comprehensive multichannel optimization necessitates sophisticated attribution methodologies. Organizations consequently reallocate expenditure systematically.',
      ),
    ],
  ],
  'sentence-length': [
    ['good', goodPost],
    // 1 of 4 sentences long: 25%, at the limit (good); 2 of 7: 29% improve; 2 of 4: 50% problem.
    ['good', withBody(`${plainSentences(3)} ${LONG}`)],
    ['improve', withBody(`${plainSentences(5)} ${LONG} ${LONG}`)],
    ['problem', withBody(`${plainSentences(2)} ${LONG} ${LONG}`)],
  ],
  'paragraph-length': [
    ['good', goodPost],
    ['improve', withBody(plainWords(170))],
    ['problem', withBody(plainWords(230))],
  ],
  'subheading-distribution': [
    ['good', goodPost],
    ['good', withBody(plainWords(250))],
    [
      'improve',
      withBody(`## Start\n\n${plainWords(140)}\n\n${plainWords(180)}\n\n## End\n\nDone.`),
    ],
    [
      'problem',
      withBody(
        `## Start\n\n${plainWords(140)}\n\n${plainWords(140)}\n\n${plainWords(100)}\n\n## End\n\nDone.`,
      ),
    ],
    ['problem', withBody(`${plainWords(140)}\n\n${plainWords(140)}\n\n${plainWords(100)}`)],
  ],
  'passive-voice': [
    ['good', goodPost],
    // 1 passive of 8 sentences (12.5%), 2 of 8 (25%).
    ['improve', withBody(`${plainSentences(7)} The ads were approved by Google.`)],
    [
      'problem',
      withBody(
        `${plainSentences(6)} The ads were approved by Google. The page was rebuilt last week.`,
      ),
    ],
  ],
  'consecutive-sentences': [
    ['good', goodPost],
    [
      'improve',
      withBody(`${plainSentences(3)} We film. We edit. We post. ${plainSentences(3, 5)}`),
    ],
    [
      'problem',
      withBody(
        `${plainSentences(3)} We film. We edit. We post. We report. ${plainSentences(3, 5)}`,
      ),
    ],
  ],
  'transition-words': [
    ['good', goodPost],
    ['good', withBody('Clinics post photos. Patients book visits.')],
    // Over 200 words: the pool has a transition in 8 of its 12 sentences, the fillers in none:
    // 16 of 56 sentences, 29%.
    ['improve', withBody(`${plainSentences(24)} ${'Clinics post photos every week. '.repeat(40)}`)],
    ['problem', withBody('Clinics post photos every single week of the year. '.repeat(30))],
  ],
};

describe('every check at good, improve and problem', () => {
  for (const [id, list] of Object.entries(cases)) {
    it(`${id}: ${[...new Set(list.map(([state]) => state))].join(', ')}`, () => {
      expect(new Set(list.map(([state]) => state))).toEqual(
        new Set(['good', 'improve', 'problem']),
      );
      for (const [expected, input, context] of list)
        expect([id, stateOf(id, input, context)]).toEqual([id, expected]);
    });
  }

  it('covers every check the analysis makes', () => {
    const { seo, readability } = analysePost(goodPost, testContext);
    expect([...seo.checks, ...readability.checks].map((c) => c.id).sort()).toEqual(
      Object.keys(cases).sort(),
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

describe('Flesch reading ease on passages whose score is published', () => {
  const ease = (text: string) =>
    analysePost(withBody(text), testContext).readability.checks.find((c) => c.id === 'flesch')!
      .message;

  it("Wikipedia's platypus sentence: 13 words, 26 syllables, 24.4", () => {
    // en.wikipedia.org, "Flesch–Kincaid readability tests": "The Australian platypus is seemingly a
    // hybrid of a mammal and reptilian creature." scores 24.4 (26 syllables, 13 words).
    expect(
      ease('The Australian platypus is seemingly a hybrid of a mammal and reptilian creature.'),
    ).toContain('24.4');
  });

  it('six one-syllable words in one sentence: 116.1 (206.835 − 1.015 × 6 − 84.6 × 1)', () => {
    expect(ease('The cat sat on the mat.')).toContain('116.1');
  });
});

describe('passive voice and transition words on known sentences', () => {
  const words = (sentence: string) => wordsOf(sentence);
  it.each([
    ['The ads were approved by Google.', true],
    ['The page is being rebuilt this week.', true],
    ['Every lead was answered within a minute.', true],
    ['The report has been written.', true],
    ['Google approved the ads.', false],
    ['We rebuild the page this week.', false],
    ['The clinic is open on Sundays.', false],
    ['She is a great speaker.', false],
  ])('%s passive: %s', (sentence, passive) => {
    expect(isPassive(words(sentence))).toBe(passive);
  });

  it.each([
    ['However, the budget stayed flat.', true],
    ['For example, a clip can run fifteen seconds.', true],
    ['As a result, bookings rose.', true],
    ['On the other hand, print ads cost more.', true],
    ['The budget stayed flat.', false],
    ['Patients book online.', false],
  ])('%s has a transition: %s', (sentence, expected) => {
    expect(hasTransition(words(sentence))).toBe(expected);
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
