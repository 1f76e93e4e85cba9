/** The readability checks (readabilityChecks.ts), and the word lists and scores they rest on. */
import { describe, expect, it } from 'vitest';
import { analysePost } from './analysis';
import { itJudgesEveryCase, LONG, plainWords, withBody, type Case } from './checkCases';
import { hasTransition, isPassive } from './english';
import { readPostText, wordsOf } from './postText';
import { readabilityChecks } from './readabilityChecks';
import { goodPost, plainSentences, testContext } from './testPosts';

const cases: Record<string, Case[]> = {
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

describe('every readability check at good, improve and problem', () => {
  itJudgesEveryCase(cases);

  it('covers every readability check', () => {
    expect(
      readabilityChecks(readPostText(goodPost.body))
        .map((c) => c.id)
        .sort(),
    ).toEqual(Object.keys(cases).sort());
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
