/** The keyphrase checks (keyphraseChecks.ts), each at good, improve and problem. */
import { describe, expect, it } from 'vitest';
import { itJudgesEveryCase, withBody, withIntro, type Case } from './checkCases';
import { keyphraseOf } from './keyphrase';
import { keyphraseChecks } from './keyphraseChecks';
import { readPostText } from './postText';
import { goodBody, goodPost, testContext } from './testPosts';

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
};

describe('every keyphrase check at good, improve and problem', () => {
  itJudgesEveryCase(cases);

  it('covers every keyphrase check', () => {
    expect(
      keyphraseChecks(
        goodPost,
        readPostText(goodPost.body),
        keyphraseOf(goodPost.focus_keyphrase)!,
        testContext,
      )
        .map((c) => c.id)
        .sort(),
    ).toEqual(Object.keys(cases).sort());
  });
});
