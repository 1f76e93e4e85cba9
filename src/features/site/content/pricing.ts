/** Pricing of SPEC §9: three automation packages, two standalone services and the pricing FAQs. */
import type { AutomationPackage, Faq, PageMetaContent, StandaloneService } from './types';
import {
  BLUEPRINT_FEE,
  PACKAGE_PRICES,
  integratedFrom,
  localAdBudget,
  paidMediaFee,
  paidMediaMinimum,
  perMonth,
  perMonthInWords,
  retainersFrom,
  usd,
} from './money';

const { starter, growth, scale } = PACKAGE_PRICES;
const blueprintPrice = `${usd(BLUEPRINT_FEE)} one-time`;

export const pricingMeta: PageMetaContent = {
  path: '/pricing',
  title: `Pricing: Automation Packages from ${perMonth(starter.monthly)} | Bayshore Signal`,
  description: `Transparent pricing for Tampa businesses: Local Lift ${perMonth(starter.monthly)}, Performance ${perMonth(growth.monthly)}, Automation Ops ${perMonth(scale.monthly)}, paid media ${paidMediaFee}. Month-to-month, no long-term contracts.`,
};

export const pricingHero = {
  label: 'Pricing',
  title: 'Simple, transparent pricing that scales with your growth',
  lead: `Integrated packages start at ${perMonthInWords(growth.monthly)}, with a Starter package for businesses taking their first step into automation. Every retainer is month-to-month, with no long-term contracts.`,
};

export const automationPackages: readonly AutomationPackage[] = [
  {
    name: 'Starter',
    subtitle: 'Local Lift',
    monthlyPrice: starter.monthly,
    setupFee: starter.setup,
    description:
      'For local businesses that want every lead answered and followed up without hiring another coordinator.',
    features: [
      'Lead capture forms, call tracking and instant follow-up',
      'One niche automation set built for your industry',
      'One long video repurposed into shorts, posts and an email each month',
      'Ad Watchdog Lite: daily spend and conversion alerts',
      'Monthly KPI email with leads, cost per lead and booked calls',
    ],
    cta: 'Start with Local Lift',
    popular: false,
  },
  {
    name: 'Growth',
    subtitle: 'Performance',
    monthlyPrice: growth.monthly,
    setupFee: growth.setup,
    description:
      'For growing teams running paid media who need fresh creative, trend signals and a clear view of the funnel.',
    features: [
      'Everything in Starter',
      'Market scraper for 2 niches',
      'Daily trend prompts for your content team',
      '2 creative sprints monthly',
      'Full Ad Watchdog across every ad account',
      'Funnel dashboards from first click to closed deal',
    ],
    cta: 'Choose Performance',
    popular: true,
  },
  {
    name: 'Scale',
    subtitle: 'Automation Ops',
    monthlyPrice: scale.monthly,
    setupFee: scale.setup,
    description:
      'For multi-location operators who want marketing and sales operations automated end to end.',
    features: [
      'Everything in Growth',
      'Market scraper for 4 niches',
      'Sales pipeline automations',
      'Quarterly competitive intel report',
      'Monthly case video produced for you',
      'Dedicated success manager',
    ],
    cta: 'Choose Automation Ops',
    popular: false,
  },
];

export const standaloneServices: readonly StandaloneService[] = [
  {
    name: 'Paid Media Management',
    price: `${paidMediaFee}`,
    description:
      'Google, YouTube, Meta, TikTok and LinkedIn campaigns managed by certified specialists, with creative testing and weekly optimisation.',
    features: [
      'Campaign strategy, build and tracking setup',
      'Weekly bid, budget and audience optimisation',
      'Creative testing with fresh ad variations each month',
      'Live dashboard and a monthly performance call',
    ],
    minimum: `Minimum ${paidMediaMinimum}`,
  },
  {
    name: 'AI Automation Blueprint',
    price: blueprintPrice,
    description:
      'A two-week audit of your marketing and sales operations that ends with a prioritised automation roadmap your team can build or hand to us.',
    features: [
      'Process mapping workshops with your team',
      'Tool stack and data-flow review',
      'Prioritised roadmap with effort and ROI estimates',
      'Three ready-to-build workflow specifications',
    ],
  },
];

export const pricingNotes = {
  contracts: 'Month-to-month retainers, no long-term contracts.',
  integratedFrom,
  typicalAdBudget: `A typical local paid-ads budget is ${localAdBudget}.`,
  retainersFrom,
} as const;

export const pricingFaqs: readonly Faq[] = [
  {
    question: 'Are there long-term contracts?',
    answer:
      'No. Every retainer is month-to-month, with no long-term contracts. We ask for 30 days notice so we can hand over your accounts, automations and reports cleanly.',
  },
  {
    question: 'What does the setup fee cover?',
    answer: `The one-time setup fee pays for the build: tracking and CRM connections, your first automation set, landing pages where needed and the reporting dashboards. It is ${usd(starter.setup)} for Starter, ${usd(growth.setup)} for Growth and ${usd(scale.setup)} for Scale.`,
  },
  {
    question: 'Is ad spend included in the package price?',
    answer: `No. Ad spend is paid directly to Google, Meta, TikTok or LinkedIn, so you keep ownership of your accounts. Paid Media Management is billed at ${paidMediaFee} with a minimum of ${paidMediaMinimum}. A typical local paid-ads budget is ${localAdBudget}.`,
  },
  {
    question: 'Can I start with the AI Automation Blueprint first?',
    answer: `Yes. The ${blueprintPrice} Blueprint maps your processes and delivers a prioritised automation roadmap. Many clients start there and move into a package once they see which workflows pay back first.`,
  },
];
