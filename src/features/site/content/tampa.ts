/** The Tampa hub and the three Tampa pages: local copy, breadcrumbs, FAQs and related links. */
import { caseStudies } from './caseStudies';
import { industries } from './industries';
import { links } from './links';
import type {
  Faq,
  IconName,
  Illustration,
  PageMetaContent,
  RelatedLink,
  ServiceCard,
} from './types';
import {
  AD_BUDGETS,
  PACKAGE_PRICES,
  integratedFrom,
  localAdBudget,
  packagesFrom,
  paidMediaFee,
  paidMediaMinimum,
  perMonth,
  perMonthInWords,
  platformBudget,
  retainerPrice,
} from './money';

interface TampaCrumb {
  name: string;
  path: string;
}

const hubCrumb: TampaCrumb = { name: 'Tampa', path: links.tampa };
const homeCrumb: TampaCrumb = { name: 'Home', path: links.home };

/** The Tampa skyline art, shown on the Tampa hub and beside the home page's Tampa teaser. */
export const tampaSkyline: Illustration = {
  src: '/images/site/tampa-skyline.svg',
  alt: 'Illustration of the Tampa skyline over Hillsborough Bay',
  width: 480,
  height: 260,
};

export const tampaHubMeta: PageMetaContent = {
  path: links.tampa,
  title: 'Tampa Digital Marketing Agency: SEO, Ads and AI | Bayshore Signal',
  description:
    'Bayshore Signal is a Tampa digital marketing agency for local businesses: SEO, paid ads and AI automation that turn searches into booked calls. Get a free Tampa audit.',
};

export const tampaHub = {
  crumbs: [homeCrumb, hubCrumb] as const,
  hero: {
    label: 'Tampa, Florida',
    title: 'Tampa digital marketing that turns local searches into booked calls',
    lead: 'From South Tampa and Westshore to Brandon, Wesley Chapel and St. Pete, we help Tampa Bay businesses show up first, answer every lead and know exactly what their marketing returns.',
    auditLabel: 'Get a Free Tampa Audit',
  },
  servicesTitle: 'Local marketing services for Tampa Bay',
  servicesIntro:
    'Four ways we help Tampa businesses grow, all connected by one CRM so every lead is tracked and followed up.',
  services: [
    {
      icon: 'search',
      title: 'Tampa SEO',
      description:
        'Rank in the Google map pack and organic results for the Tampa neighbourhoods you serve.',
      link: links.tampaSeo,
    },
    {
      icon: 'campaign',
      title: 'Tampa Paid Ads',
      description:
        'Google, Meta and YouTube campaigns targeted to Hillsborough, Pinellas and Pasco counties.',
      link: links.tampaPaidAds,
    },
    {
      icon: 'place',
      title: 'Digital Marketing Services',
      description:
        'Strategy, content, CRM and reporting for Tampa businesses that want one accountable team.',
      link: links.tampaServices,
    },
    {
      icon: 'automation',
      title: 'AI and Automation',
      description:
        'Instant lead response, review engines and reminders that work while your team is with customers.',
      link: links.workflows,
    },
  ] satisfies readonly ServiceCard[],
  industriesTitle: 'Tampa industries we know well',
  industries: industries.map((industry) => ({
    icon: industry.icon,
    title: industry.name,
    description: industry.results,
    link: `${links.industries}#${industry.id}`,
  })) satisfies readonly ServiceCard[],
  casesTitle: 'Results for Tampa Bay clients',
  cases: caseStudies,
  cta: {
    title: 'Get your free Tampa marketing audit',
    text: 'We will review your Google Business Profile, website, ads and follow-up, and send you a prioritised list of fixes. No obligation and no long-term contracts.',
  },
};

export interface TampaPageContent {
  meta: PageMetaContent;
  crumbs: readonly TampaCrumb[];
  hero: { label: string; title: string; lead: string };
  faqs: readonly Faq[];
  cta: { title: string; text: string };
}

const tampaServiceMeta: PageMetaContent = {
  path: links.tampaServices,
  title: 'Digital Marketing Services in Tampa, FL | Bayshore Signal',
  description: `Full-service digital marketing in Tampa, FL: strategy, SEO, paid ads, content and video, CRM automation and reporting from one local team. ${packagesFrom}`,
};

export const tampaService: TampaPageContent & {
  offerTitle: string;
  offers: readonly { icon: IconName; title: string; description: string }[];
  areasTitle: string;
  areas: readonly string[];
} = {
  meta: tampaServiceMeta,
  crumbs: [homeCrumb, hubCrumb, { name: 'Digital Marketing Services', path: links.tampaServices }],
  hero: {
    label: 'Tampa Digital Marketing Services',
    title: 'Digital marketing services for Tampa businesses that want measurable growth',
    lead: `Strategy, search, ads, content and automation run by one Tampa team and reported in one dashboard. ${integratedFrom}`,
  },
  offerTitle: 'What we do for Tampa businesses',
  offers: [
    {
      icon: 'trending',
      title: 'Growth strategy',
      description:
        'A 90-day plan built from your numbers: which channels to run, what to spend and what results to expect.',
    },
    {
      icon: 'search',
      title: 'Search and local SEO',
      description:
        'Google Business Profile, service-area pages and content that rank across Tampa Bay.',
    },
    {
      icon: 'campaign',
      title: 'Paid ads',
      description: 'Google, Meta, YouTube, TikTok and LinkedIn campaigns managed for booked calls.',
    },
    {
      icon: 'video',
      title: 'Content and video',
      description:
        'Shoot days around Tampa that produce a month of ads, Reels, Shorts and articles.',
    },
    {
      icon: 'mail',
      title: 'CRM, email and SMS',
      description:
        'Every lead answered in seconds, reminded before appointments and nurtured until ready.',
    },
    {
      icon: 'analytics',
      title: 'Reporting you can trust',
      description: 'Funnel dashboards that trace spend to leads, bookings and revenue.',
    },
  ],
  areasTitle: 'Serving businesses across Tampa Bay',
  areas: [
    'Downtown Tampa',
    'South Tampa',
    'Westshore',
    'Ybor City',
    'Channelside',
    'Seminole Heights',
    'Westchase',
    'Carrollwood',
    'Brandon',
    'Riverview',
    'Wesley Chapel',
    'St. Petersburg',
    'Clearwater',
  ],
  faqs: [
    {
      question: 'Are you a local Tampa agency?',
      answer:
        'Yes. Our team is based in Tampa and works with businesses across Hillsborough, Pinellas and Pasco counties. We are happy to meet in person.',
    },
    {
      question: 'Which services do Tampa businesses usually start with?',
      answer:
        'Most start with local SEO, Google Ads and instant lead follow-up, because those three produce booked calls fastest. Content and deeper automation follow.',
    },
    {
      question: 'How much do your services cost?',
      answer: `Packages run from ${perMonth(PACKAGE_PRICES.starter.monthly)} for Starter to ${perMonth(PACKAGE_PRICES.scale.monthly)} for Scale, and integrated packages start at ${perMonthInWords(PACKAGE_PRICES.growth.monthly)}. Retainers are month-to-month.`,
    },
    {
      question: 'How soon will I see results?',
      answer:
        'Ads typically produce leads in 1-2 weeks, automation shows return within 30-60 days, and SEO builds over four to six months.',
    },
  ],
  cta: {
    title: 'Talk to a Tampa marketing strategist',
    text: 'Tell us about your business and goals. We will reply within 24 hours with next steps and, if it fits, a free audit.',
  },
};

const tampaSeoMeta: PageMetaContent = {
  path: links.tampaSeo,
  title: 'Tampa SEO Services: Local, Technical and Content SEO | Bayshore Signal',
  description: `Tampa SEO that wins the Google map pack and organic rankings: technical fixes, local SEO and content and links for Tampa Bay businesses. SEO retainers from ${retainerPrice}.`,
};

export const tampaSeo: TampaPageContent & {
  pillarsTitle: string;
  pillarsIntro: string;
  pillars: readonly {
    icon: IconName;
    title: string;
    description: string;
    points: readonly string[];
  }[];
} = {
  meta: tampaSeoMeta,
  crumbs: [homeCrumb, hubCrumb, { name: 'SEO', path: links.tampaSeo }],
  hero: {
    label: 'Tampa SEO',
    title: 'Tampa SEO that puts you in the map pack and keeps you there',
    lead: `When someone searches "near me" in Tampa, the top three map results take most of the calls. We build the technical, local and content foundations that earn those spots. SEO retainers from ${retainerPrice}.`,
  },
  pillarsTitle: 'Three pillars of Tampa SEO',
  pillarsIntro:
    'Rankings come from getting all three right. Skip one and the other two work half as hard.',
  pillars: [
    {
      icon: 'bolt',
      title: 'Technical SEO',
      description: 'A fast, crawlable site that Google can understand.',
      points: [
        'Core Web Vitals and mobile speed',
        'Indexing, redirects and crawl errors fixed',
        'LocalBusiness, Service and FAQ structured data',
        'Clean site structure for every service and area',
      ],
    },
    {
      icon: 'place',
      title: 'Local SEO',
      description: 'Visibility in the Google map pack across Tampa Bay.',
      points: [
        'Google Business Profile categories, services and posts',
        'Consistent citations across directories',
        'Review generation and responses',
        'Neighbourhood and service-area pages',
      ],
    },
    {
      icon: 'article',
      title: 'Content and Links',
      description: 'Authority that makes rankings stick.',
      points: [
        'Articles that answer real Tampa customer questions',
        'Local digital PR and sponsorships',
        'Partnerships with Tampa Bay organisations',
        'Internal linking that lifts key service pages',
      ],
    },
  ],
  faqs: [
    {
      question: 'How long does Tampa SEO take?',
      answer:
        'Google Business Profile and technical fixes often show movement within 30-60 days. Competitive Tampa keywords usually take four to six months.',
    },
    {
      question: 'Can you help me rank in several Tampa Bay cities?',
      answer:
        'Yes. We build service-area pages and local signals for each city you serve, from Tampa and Brandon to St. Petersburg and Clearwater.',
    },
    {
      question: 'How much does SEO cost in Tampa?',
      answer: `Creative and SEO retainers from ${retainerPrice}, month-to-month with no long-term contracts.`,
    },
    {
      question: 'Do you handle Google reviews?',
      answer:
        'Yes. Our review engine asks happy customers at the right moment and alerts you to unhappy ones before they post.',
    },
  ],
  cta: {
    title: 'Get a free Tampa SEO audit',
    text: 'We will check your rankings, Google Business Profile and site against your top local competitors and send the results within a week.',
  },
};

const tampaPaidAdsMeta: PageMetaContent = {
  path: links.tampaPaidAds,
  title: 'Tampa PPC and Paid Ads: Google, Meta and YouTube | Bayshore Signal',
  description: `Tampa paid ads management on Google, Meta and YouTube. A typical local paid-ads budget is ${localAdBudget}; management is ${paidMediaFee}, minimum ${paidMediaMinimum}.`,
};

export interface AdPlatformSection {
  id: 'google-ads' | 'meta-ads' | 'youtube-ads';
  icon: IconName;
  title: string;
  description: string;
  points: readonly string[];
  budget: string;
}

export const tampaPaidAds: TampaPageContent & {
  platforms: readonly AdPlatformSection[];
  budgetNote: string;
} = {
  meta: tampaPaidAdsMeta,
  crumbs: [homeCrumb, hubCrumb, { name: 'Paid Ads', path: links.tampaPaidAds }],
  hero: {
    label: 'Tampa Paid Ads',
    title: 'Tampa paid ads that book appointments, not just clicks',
    lead: 'Google, Meta and YouTube campaigns targeted to the Tampa Bay neighbourhoods you serve, with every lead tracked into your CRM and answered in seconds.',
  },
  budgetNote: `A typical local paid-ads budget is ${localAdBudget}. Paid Media Management is ${paidMediaFee}, minimum ${paidMediaMinimum}.`,
  platforms: [
    {
      id: 'google-ads',
      icon: 'search',
      title: 'Google Ads in Tampa',
      description:
        'Reach Tampa customers at the moment they search for your service, with Search, Local Services Ads and Performance Max.',
      points: [
        'Service-area targeting by ZIP code and radius',
        'Call-focused ads for home services and clinics',
        'Negative keywords reviewed weekly',
        'Offline conversions imported from your CRM',
      ],
      budget: `Typical budget ${platformBudget(AD_BUDGETS.google)}`,
    },
    {
      id: 'meta-ads',
      icon: 'groups',
      title: 'Meta Ads in Tampa',
      description:
        'Facebook and Instagram campaigns that put offers in front of Tampa Bay audiences and retarget everyone who showed interest.',
      points: [
        'Treatment, listing and service offers that convert',
        'Instant-form leads sent straight to your CRM',
        'Retargeting for visitors and video viewers',
        'Monthly creative sprints so ads stay fresh',
      ],
      budget: `Typical budget ${platformBudget(AD_BUDGETS.meta)}`,
    },
    {
      id: 'youtube-ads',
      icon: 'play',
      title: 'YouTube Ads in Tampa',
      description:
        'Video ads that build trust with Tampa households before they are ready to buy, at a fraction of TV costs.',
      points: [
        'Local targeting across Hillsborough, Pinellas and Pasco',
        'Short testimonial and explainer ads produced for you',
        'Audiences built from your customer lists and searches',
        'View-through and assisted conversion reporting',
      ],
      budget: 'Managed within your Google Ads budget',
    },
  ],
  faqs: [
    {
      question: 'How much should a Tampa business spend on ads?',
      answer: `A typical local paid-ads budget is ${localAdBudget}. We size it from your cost per lead and close rate, and scale once the numbers work.`,
    },
    {
      question: 'What does paid ads management cost?',
      answer: `Paid Media Management is ${paidMediaFee}, minimum ${paidMediaMinimum}, on a month-to-month retainer.`,
    },
    {
      question: 'How fast will ads bring leads?',
      answer: 'Most Tampa campaigns produce leads within 1-2 weeks of launch.',
    },
    {
      question: 'Which platform should I start with?',
      answer:
        'Google Search for people already looking, Meta for offers and retargeting, YouTube for trust. Most local businesses start with Google and add Meta within a month.',
    },
  ],
  cta: {
    title: 'Get a free Tampa paid ads audit',
    text: 'We will review your current campaigns and tracking and show you where budget is being wasted, at no cost.',
  },
};

/** SPEC §2: each Tampa page links to /tampa/seo, /tampa/paid-ads and /tampa; the current page is left out. */
export const tampaRelatedLinks: readonly RelatedLink[] = [
  {
    name: 'Tampa SEO',
    href: links.tampaSeo,
    icon: 'search',
    description: 'Map-pack and organic rankings across Tampa Bay.',
  },
  {
    name: 'Tampa Paid Ads',
    href: links.tampaPaidAds,
    icon: 'campaign',
    description: 'Google, Meta and YouTube campaigns for booked calls.',
  },
  {
    name: 'Tampa Digital Marketing Services',
    href: links.tampaServices,
    icon: 'place',
    description: 'Strategy, content, CRM and reporting from one team.',
  },
  {
    name: 'Tampa Hub',
    href: links.tampa,
    icon: 'home',
    description: 'Everything we do for Tampa businesses, in one place.',
  },
];
