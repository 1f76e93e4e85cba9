/** The paid-ads overview: the four platform pages, how it works, six FAQs. */
import { serviceDetails } from './serviceDetails';
import type { Faq, IconName, PageMetaContent, Step } from './types';
import { servicePages } from './servicePages';
import { AD_BUDGETS, localAdBudget, paidMediaFee, paidMediaMinimum, platformBudget } from './money';

export const paidAdsMeta: PageMetaContent = {
  path: '/services/paid-ads',
  title: 'Paid Ads: Google, Meta, TikTok and LinkedIn Ads | Bayshore Signal',
  description: `Paid ads management for Tampa businesses on Google and YouTube, Meta, TikTok and LinkedIn. ${paidMediaFee}, minimum ${paidMediaMinimum}, month-to-month.`,
};

export const paidAdsHero = {
  label: 'Paid Ads',
  title: 'Paid ads managed for booked calls and revenue, not clicks',
  lead: 'We run Google and YouTube, Meta, TikTok and LinkedIn campaigns for businesses across Tampa Bay, with every lead tracked into your CRM and followed up automatically.',
  pricing: `Paid Media Management: ${paidMediaFee}, minimum ${paidMediaMinimum}. A typical local paid-ads budget is ${localAdBudget}.`,
};

const platformIcons: Record<string, IconName> = {
  [servicePages.googleAds.path]: 'search',
  [servicePages.metaAds.path]: 'groups',
  [servicePages.tiktokAds.path]: 'video',
  [servicePages.linkedinAds.path]: 'hub',
};

/** The four platform cards, read from the platform pages themselves so names and budgets match. */
export const paidAdsPlatforms = serviceDetails
  .filter((detail) => detail.parent?.path === paidAdsMeta.path)
  .map((detail) => ({
    icon: platformIcons[detail.path] ?? 'campaign',
    title: detail.label,
    description: detail.lead,
    budget: `${detail.priceLabel}: ${detail.priceValue}`,
    link: detail.path,
  }));

export const paidAdsSteps: readonly Step[] = [
  {
    title: 'Free account audit',
    description:
      'We review your current campaigns, tracking and landing pages and show you where budget is being wasted.',
  },
  {
    title: 'Strategy and offers',
    description:
      'We pick the platforms that fit your buyers and build offers and creative around what your best customers buy first.',
  },
  {
    title: 'Launch with tracking',
    description:
      'Campaigns go live with call tracking, CRM sync and instant lead follow-up, so no lead is lost.',
  },
  {
    title: 'Optimise and scale',
    description:
      'Weekly optimisation and monthly creative sprints, then we scale the campaigns that book appointments.',
  },
];

export const paidAdsFaqs: readonly Faq[] = [
  {
    question: 'Which ad platforms do you manage?',
    answer:
      'Google Search, Performance Max and YouTube, Meta (Facebook and Instagram), TikTok and LinkedIn. We recommend the mix that fits your buyers and budget.',
  },
  {
    question: 'How much should I spend on ads?',
    answer: `A typical local paid-ads budget is ${localAdBudget}. Larger brands typically invest ${platformBudget(AD_BUDGETS.google)} on Google and ${platformBudget(AD_BUDGETS.meta)} on Meta.`,
  },
  {
    question: 'What is your management fee?',
    answer: `Paid Media Management is ${paidMediaFee} with a minimum of ${paidMediaMinimum}. Retainers are month-to-month, with no long-term contracts.`,
  },
  {
    question: 'How soon will I see leads?',
    answer:
      'Most campaigns produce leads within 1-2 weeks of launch. Cost per lead usually improves over the first 60-90 days as the platforms learn.',
  },
  {
    question: 'Do you make the ad creative?',
    answer:
      'Yes. Our content team produces video and static creative, and creative sprints are included in the Growth and Scale packages.',
  },
  {
    question: 'Who owns the ad accounts?',
    answer:
      'You do. We work inside accounts in your name, so your data and history stay with your business.',
  },
];

export const paidAdsCta = {
  title: 'Get a free paid ads audit',
  text: 'Book a demo and we will review your current campaigns live, then show you exactly where we would cut waste and where we would scale.',
};
