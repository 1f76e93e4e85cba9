/** The home page: hero, Tampa teaser, featured cards, client strip, proven results, FAQs and the site's page templates. */
import { caseStudies } from './caseStudies';
import { links } from './links';
import type { Faq, PageMetaContent, ServiceCard } from './types';
import { servicePages } from './servicePages';

export const homeMeta: PageMetaContent = {
  path: links.home,
  title: 'Bayshore Signal: Tampa Digital Marketing and AI Automation Agency',
  description:
    'Digital marketing services that drive revenue for Tampa Bay businesses: SEO, paid ads, content and video, CRM automation and AI workflows. Month-to-month, no long-term contracts.',
};

export const homeHero = {
  label: 'Tampa Digital Marketing & AI Automation',
  title: 'Digital marketing services that drive revenue, not just traffic',
  lead: 'We combine SEO, paid ads, content and AI automation so every lead is captured, followed up in seconds and tracked to revenue. Built for local businesses across Tampa Bay.',
  primaryCta: 'Get a Proposal',
  secondaryCta: 'See Our Work',
};

export const tampaTeaser = {
  eyebrow: 'Based in Tampa',
  title: 'Your local growth team in Tampa Bay',
  text: 'We know the market from South Tampa to Wesley Chapel: the seasons, the competition and what local customers search for. Start with a free Tampa audit of your search, ads and follow-up.',
  linkLabel: 'Explore the Tampa Hub',
};

export const featuredCards: readonly ServiceCard[] = [
  {
    icon: 'search',
    title: 'Tampa SEO',
    description:
      'Win the Google map pack and organic rankings in the Tampa neighbourhoods you serve.',
    link: links.tampaSeo,
  },
  {
    icon: 'campaign',
    title: 'Tampa Paid Ads',
    description:
      'Google, Meta and YouTube campaigns that book appointments, with every lead followed up in seconds.',
    link: links.tampaPaidAds,
  },
  {
    icon: 'automation',
    title: 'AI and Automation',
    description:
      'Playbooks for instant lead response, reviews, reminders and pipelines that work around the clock.',
    link: links.workflows,
  },
];

/** Sample client names for the looping strip (SPEC §2: six). */
export const clientNames: readonly string[] = [
  'Palm Harbor Senior Living',
  'SoHo Aesthetics Studio',
  'Bayside Realty Group',
  'Gulf Coast Comfort HVAC',
  'Hyde Park Wellness',
  'Channelside Law Group',
];

export const CLIENT_STRIP_LOOP_SECONDS = 20;

export const provenResults = {
  title: 'Proven results',
  intro: 'Two recent engagements with Tampa Bay businesses. The full stories are on our work page.',
  cases: caseStudies,
};

export const homeFaqs: readonly Faq[] = [
  {
    question: 'What is AI marketing automation?',
    answer:
      'It is software that does the repetitive parts of marketing for you: replying to new leads in seconds, sending reminders, asking for reviews, repurposing video and flagging ad problems. AI writes and personalises the messages; your team steps in when a person is needed.',
  },
  {
    question: 'How are you different from other agencies?',
    answer:
      'We run your ads, SEO and content and also build the automation that follows up on every lead, so nothing falls between vendors. Pricing is published, retainers are month-to-month with no long-term contracts, and you own every account.',
  },
  {
    question: 'Which ad platforms do you manage?',
    answer:
      'Google Search, Performance Max and YouTube, Meta (Facebook and Instagram), TikTok and LinkedIn.',
  },
  {
    question: 'What tools do you use?',
    answer:
      'Google Ads, Meta Ads Manager, TikTok Ads Manager, LinkedIn Campaign Manager, Google Analytics 4, Google Business Profile, a CRM with email and SMS automation, and AI tools for transcription, copy drafts and video repurposing. We work with the CRM you already have when it fits.',
  },
  {
    question: 'How long until I see results?',
    answer:
      'Ads typically bring leads in 1-2 weeks. Automation workflows usually show ROI within 30-60 days. SEO builds steadily over four to six months.',
  },
];

export const homeCta = {
  title: 'Ready to turn more leads into customers?',
  text: 'Tell us about your business and we will send a proposal within 24 hours, with the channels, budget and results we would aim for.',
};

/**
 * SPEC §2: the home page's metadata lists the site's page templates, the /book-demo redirect and
 * the non-indexed login page. It feeds the home page's WebSite JSON-LD.
 */
export const pageTemplates: readonly { name: string; paths: readonly string[] }[] = [
  { name: 'Home', paths: ['/'] },
  { name: 'Tampa hub', paths: ['/tampa'] },
  {
    name: 'Tampa page',
    paths: ['/tampa/digital-marketing-services', '/tampa/seo', '/tampa/paid-ads'],
  },
  { name: 'Services overview', paths: ['/services'] },
  { name: 'Paid ads overview', paths: ['/services/paid-ads'] },
  {
    name: 'Service page',
    paths: Object.values(servicePages).map((page) => page.path),
  },
  { name: 'AI marketing automation playbooks', paths: ['/workflows'] },
  { name: 'Industries', paths: ['/industries'] },
  { name: 'Case studies', paths: ['/work', '/case-studies'] },
  { name: 'Pricing', paths: ['/pricing'] },
  { name: 'Contact', paths: ['/contact'] },
  { name: 'Resources', paths: ['/resources'] },
  { name: 'Blog', paths: ['/blog'] },
];

export const siteRedirects: readonly { from: string; to: string }[] = [
  { from: links.bookDemo, to: links.contact },
];

export const nonIndexedPages: readonly { name: string; path: string }[] = [
  { name: 'Admin login', path: links.login },
];
