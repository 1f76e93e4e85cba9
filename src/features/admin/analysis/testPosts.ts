/** Crafted posts for the analysis tests, the stories and the bench (never imported by the app). */
import type { AnalysisContext, AnalysisInput } from './analysis';

/** Short, plain sentences with varied openings; every third one has a transition. */
const SENTENCES = [
  'Most clinics in Tampa post the same photos every week.',
  'However, new patients want to see real results first.',
  'Short videos show a treatment from start to finish.',
  'Our team films each one in under an hour.',
  'For example, a lip filler clip can run for fifteen seconds.',
  'Patients watch it, then tap the booking link.',
  'Reviews help too, so we ask after every visit.',
  'As a result, the calendar fills two weeks ahead.',
  'Prices stay clear on every page we build.',
  'Then the front desk spends less time on the phone.',
  'In addition, reminders cut the number of missed visits.',
  'Good photos still matter on the profile page.',
];

/** `count` sentences from the pool, in order, wrapping round. */
export function plainSentences(count: number, offset = 0): string {
  return Array.from({ length: count }, (_, i) => SENTENCES[(i + offset) % SENTENCES.length]).join(
    ' ',
  );
}

/**
 * A post every check calls good: 'med spa marketing' in the SEO title's start, the description, the
 * slug, the first sentence, half the subheadings and about 1.5% of the words; links in and out; an
 * image with the keyphrase in its alt text.
 */
export const goodBody = [
  'Med spa marketing in Tampa starts with what patients already search for.',
  plainSentences(6),
  '',
  '## Med spa marketing that books visits',
  '',
  `${plainSentences(12, 2)} See our [SEO services](/services/seo) for the details.`,
  '',
  plainSentences(8, 5),
  '',
  '![A med spa marketing video shoot in a Tampa clinic](https://images.example.com/shoot.jpg)',
  '',
  '## What to film first',
  '',
  `${plainSentences(12, 4)} Google explains it in its [profile guide](https://support.google.com/business).`,
  '',
  '## Med spa marketing on a small budget',
  '',
  plainSentences(10, 7),
  '',
  '## Next steps',
  '',
  `${plainSentences(6, 1)} Ask us about med spa marketing for your clinic.`,
].join('\n');

export const goodPost: AnalysisInput = {
  title: 'Med Spa Marketing in Tampa: Videos That Fill the Calendar',
  slug: 'med-spa-marketing-tampa-videos',
  body: goodBody,
  excerpt: '',
  seo_meta_title: '',
  seo_meta_description:
    'Med spa marketing for Tampa clinics: short videos, reviews and reminders that fill the calendar two weeks ahead. See what to film first.',
  focus_keyphrase: 'med spa marketing',
  cover_image: '',
  alt_text: '',
};

export const testContext: AnalysisContext = {
  searchTitle: (title) => `${title} | Bayshore Signal Blog`,
  otherKeyphrases: [
    { id: 'other', title: 'Local SEO Checklist', keyphrase: 'local seo checklist' },
  ],
  knownPostPaths: new Set(['/blog/local-seo-checklist']),
};
