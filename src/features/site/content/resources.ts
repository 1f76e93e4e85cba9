/** The /resources library: six articles, four free downloads, three video tutorials (all coming soon on click). */
import type { PageMetaContent, ResourceArticle, ResourceDownload, ResourceVideo } from './types';

export const resourcesMeta: PageMetaContent = {
  path: '/resources',
  title: 'Marketing Resources: Guides, Templates and Videos | Bayshore Signal',
  description:
    'Free marketing resources for Tampa business owners: articles on local SEO, paid ads and AI automation, downloadable templates and checklists, and video tutorials.',
};

export const resourcesHero = {
  label: 'Resources',
  title: 'Marketing guides, templates and tutorials for Tampa business owners',
  lead: 'Practical advice from the campaigns and automations we run every day. No fluff, no gated e-books full of theory: just what works for local businesses right now.',
};

export const articles: readonly ResourceArticle[] = [
  {
    title: 'The 2026 Tampa Local SEO Checklist',
    description:
      'Twenty fixes that move Google Business Profile rankings in Hillsborough and Pinellas counties, ranked by effort and impact.',
    category: 'SEO',
    readTime: '8 min read',
  },
  {
    title: 'How Much Should a Local Business Spend on Google Ads?',
    description:
      'How to set a starting budget from your cost per lead, close rate and customer value, with worked examples for home services and med spas.',
    category: 'Paid Ads',
    readTime: '6 min read',
  },
  {
    title: 'Five AI Automations Every Service Business Should Run',
    description:
      'Instant lead response, review requests, reminders, reactivation and reporting: what each one does and how long it takes to set up.',
    category: 'AI Automation',
    readTime: '7 min read',
  },
  {
    title: 'Why Your Meta Ads Get Clicks but No Bookings',
    description:
      'The gap between an ad click and a booked appointment, and the landing page, offer and follow-up fixes that close it.',
    category: 'Paid Ads',
    readTime: '5 min read',
  },
  {
    title: 'Turning One Video into a Month of Content',
    description:
      'A repeatable workflow for turning a single long video into short clips, posts, a blog article and an email newsletter.',
    category: 'Content & Video',
    readTime: '9 min read',
  },
  {
    title: 'Reading Your Marketing Dashboard in Ten Minutes a Week',
    description:
      'The five numbers that matter for a local business, what good looks like for each, and when to worry.',
    category: 'Analytics',
    readTime: '4 min read',
  },
];

export const downloads: readonly ResourceDownload[] = [
  {
    title: 'Google Business Profile Optimisation Checklist',
    description: 'A one-page checklist for categories, services, photos, posts and reviews.',
    type: 'PDF checklist',
  },
  {
    title: 'Paid Ads Budget Calculator',
    description: 'Work out a monthly budget from your target leads, cost per lead and close rate.',
    type: 'Spreadsheet',
  },
  {
    title: 'Lead Follow-Up Message Templates',
    description:
      'Twenty-five text and email templates for first replies, reminders and reactivation.',
    type: 'Template pack',
  },
  {
    title: 'Monthly Marketing Report Template',
    description: 'The report layout we send clients, ready to fill in with your own numbers.',
    type: 'Slide template',
  },
];

export const videos: readonly ResourceVideo[] = [
  {
    title: 'Set Up Missed-Call Text-Back in 20 Minutes',
    description:
      'A screen-by-screen walkthrough of the automation that saves the most leads for trades and clinics.',
    duration: '12:08',
  },
  {
    title: 'Auditing Your Google Ads Account',
    description:
      'Find wasted spend in search terms, locations and schedules before you raise your budget.',
    duration: '18:34',
  },
  {
    title: 'Building a Review Engine That Runs Itself',
    description:
      'Ask for reviews at the right moment and route unhappy customers to a manager first.',
    duration: '9:51',
  },
];

export const resourcesCta = {
  title: 'Rather have us do it for you?',
  text: 'Book a demo to see how our team runs these playbooks for Tampa businesses, or compare our packages on the pricing page.',
};
