// Sample content shared by the design-system stories: real product copy, so reviewers judge the
// primitives with the words they will carry.
import type { Crumb, Faq } from '../../src/lib/structuredData';

export const sampleFaqs: readonly Faq[] = [
  {
    question: 'How fast will we see results?',
    answer: 'Paid ads typically show results within 1-2 weeks; workflow ROI within 30-60 days.',
  },
  { question: 'Do you lock us into a contract?', answer: 'No. Retainers are month-to-month.' },
];

export const sampleTrail: readonly Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Tampa', path: '/tampa' },
  { name: 'Tampa SEO', path: '/tampa/seo' },
];
