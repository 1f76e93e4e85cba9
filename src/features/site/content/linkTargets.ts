/**
 * The marketing pages a blog post can link to, with the topics each covers: the editor's
 * internal-link suggestions match a draft's key phrases against these (docs/PRODUCT.md#the-editors-seo-and-readability-analysis). Paths come from
 * the same modules the route table reads; a test checks each is a route.
 */
import { links } from './links';
import { servicePages } from './servicePages';

interface SitePageForLinks {
  path: string;
  title: string;
  /** What the page is about, in the words a post would use. */
  topics: string;
}

export const sitePagesForLinks: readonly SitePageForLinks[] = [
  {
    path: links.tampa,
    title: 'Tampa digital marketing',
    topics: 'Tampa Bay local businesses, free Tampa audit, local marketing agency',
  },
  {
    path: links.tampaServices,
    title: 'Tampa digital marketing services',
    topics: 'Tampa digital marketing services, local SEO, paid ads, websites',
  },
  {
    path: links.tampaSeo,
    title: 'Tampa SEO',
    topics: 'Tampa SEO, local SEO, Google Business Profile, map pack, technical SEO, link building',
  },
  {
    path: links.tampaPaidAds,
    title: 'Tampa paid ads',
    topics: 'Tampa paid ads, Google Ads, Meta ads, YouTube ads, local advertising',
  },
  {
    path: links.paidAds,
    title: 'Paid ads management',
    topics: 'paid ads, PPC, ad campaigns, cost per lead, ad budget',
  },
  {
    path: servicePages.googleAds.path,
    title: 'Google Ads management',
    topics: 'Google Ads, search ads, Performance Max, YouTube ads, cost per click',
  },
  {
    path: servicePages.metaAds.path,
    title: 'Meta ads management',
    topics: 'Meta ads, Facebook ads, Instagram ads, retargeting, lead forms',
  },
  {
    path: servicePages.tiktokAds.path,
    title: 'TikTok ads management',
    topics: 'TikTok ads, short video ads, Spark Ads, creators',
  },
  {
    path: servicePages.linkedinAds.path,
    title: 'LinkedIn ads management',
    topics: 'LinkedIn ads, B2B advertising, lead gen forms, account targeting',
  },
  {
    path: servicePages.contentVideo.path,
    title: 'Content and video production',
    topics: 'video production, YouTube Shorts, reels, content marketing, short videos',
  },
  {
    path: servicePages.seo.path,
    title: 'SEO services',
    topics: 'SEO services, search engine optimization, keyword research, local SEO, content SEO',
  },
  {
    path: servicePages.emailSmsCrm.path,
    title: 'Email, SMS and CRM automation',
    topics: 'email marketing, SMS reminders, CRM automation, missed call text back, lead follow-up',
  },
  {
    path: servicePages.analyticsCro.path,
    title: 'Analytics and CRO',
    topics: 'analytics, conversion rate optimization, landing pages, call tracking, reporting',
  },
  {
    path: links.workflows,
    title: 'AI marketing automations',
    topics: 'AI workflows, marketing automation, lead response, AI agents, playbooks',
  },
  {
    path: links.industries,
    title: 'Industries we serve',
    topics:
      'assisted living marketing, med spa marketing, real estate marketing, home services marketing',
  },
  {
    path: links.work,
    title: 'Case studies',
    topics: 'case studies, results, med spa case study, assisted living case study',
  },
  {
    path: links.pricing,
    title: 'Pricing',
    topics: 'pricing, automation packages, marketing retainer, cost',
  },
  { path: links.contact, title: 'Contact', topics: 'contact, free audit, strategy call, proposal' },
];
