/** The six services of the /services overview (SPEC §1 offer), each leading to its page. */
import type { PageMetaContent, ServiceCard } from './types';
import { servicePages } from './servicePages';

export const servicesMeta: PageMetaContent = {
  path: '/services',
  title: 'Digital Marketing Services: Ads, SEO and Automation | Bayshore Signal',
  description:
    'Paid ads, AI marketing automation, content and video, SEO, email/SMS/CRM and analytics and CRO from one Tampa team. Month-to-month retainers, no long-term contracts.',
};

export const servicesHero = {
  label: 'Services',
  title: 'Every channel that brings in customers, run by one accountable team',
  lead: 'Most businesses juggle an ads agency, an SEO contractor, a video freelancer and a CRM nobody fully set up. We run all of it together, with automation connecting the pieces, so every lead is tracked and followed up.',
};

export const serviceCards: readonly ServiceCard[] = [
  {
    icon: 'campaign',
    title: 'Paid Ads',
    description:
      'Google and YouTube, Meta, TikTok and LinkedIn campaigns built around booked calls and revenue, not clicks.',
    link: '/services/paid-ads',
  },
  {
    icon: 'automation',
    title: 'AI Marketing Automations',
    description:
      'Instant lead response, review engines, reminders and pipelines that work every hour your team does not.',
    link: '/workflows',
  },
  {
    icon: 'video',
    title: 'Content & Video',
    description:
      'Short-form video, ad creative and long-form content produced in Tampa and repurposed across every channel.',
    link: servicePages.contentVideo.path,
  },
  {
    icon: 'search',
    title: 'SEO',
    description:
      'Technical SEO, local map-pack rankings and content that earns links, so customers find you without paying per click.',
    link: servicePages.seo.path,
  },
  {
    icon: 'mail',
    title: 'Email, SMS & CRM',
    description:
      'A CRM set up the way you sell, with email and text sequences that nurture, remind and reactivate.',
    link: servicePages.emailSmsCrm.path,
  },
  {
    icon: 'analytics',
    title: 'Analytics & CRO',
    description:
      'Tracking you can trust, funnel dashboards and conversion testing that turn more visitors into customers.',
    link: servicePages.analyticsCro.path,
  },
];

export const servicesCta = {
  title: 'Not sure where to start?',
  text: 'Book a demo and we will look at your current marketing together, then recommend the two or three services that will move the needle first.',
};
