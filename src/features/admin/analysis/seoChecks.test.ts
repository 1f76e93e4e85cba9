/** The SEO checks beside the keyphrase (seoChecks.ts), each at good, improve and problem. */
import { describe, expect, it } from 'vitest';
import { itJudgesEveryCase, plainWords, withBody, type Case } from './checkCases';
import { keyphraseOf } from './keyphrase';
import { readPostText } from './postText';
import { generalSeoChecks } from './seoChecks';
import { goodBody, goodPost, testContext } from './testPosts';

const cases: Record<string, Case[]> = {
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
};

describe('every general SEO check at good, improve and problem', () => {
  itJudgesEveryCase(cases);

  it('covers every general SEO check', () => {
    expect(
      generalSeoChecks(
        goodPost,
        readPostText(goodPost.body),
        keyphraseOf(goodPost.focus_keyphrase),
        testContext,
      )
        .map((c) => c.id)
        .sort(),
    ).toEqual(Object.keys(cases).sort());
  });
});
