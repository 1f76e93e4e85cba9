/** The industries we serve (SPEC §1, §2): four sections on /industries, cards on the Tampa hub. */
import type { Industry, PageMetaContent } from './types';

export const industriesMeta: PageMetaContent = {
  path: '/industries',
  title: 'Industries: Assisted Living, Med Spas, Real Estate | Bayshore Signal',
  description:
    'Marketing and AI automation built for assisted living and healthcare, med spas and wellness, real estate and home services across Tampa Bay, with the results each industry has seen.',
};

export const industriesHero = {
  label: 'Industries',
  title: 'Marketing automation built for how your industry actually sells',
  lead: 'Every industry has its own buying cycle, its own compliance rules and its own reasons leads go cold. We build campaigns and workflows around yours, not around a generic template.',
};

export const industries: readonly Industry[] = [
  {
    id: 'assisted-living',
    icon: 'healthcare',
    name: 'Assisted Living & Healthcare',
    description:
      'Families researching senior care are anxious and comparing several communities at once. The first community to answer warmly and book a tour usually wins the move-in.',
    challenges: [
      'Inquiries scattered across phone, web forms, Facebook and referral partners',
      'Admissions staff too busy with residents to follow up quickly',
      'Long decision cycles with several family members involved',
      'HIPAA-aware handling of health details in marketing systems',
    ],
    solutions: [
      'One CRM pipeline for every inquiry source, with instant text and email replies',
      'AI assistant that answers care-level and pricing questions around the clock',
      'Automated tour scheduling, reminders and family nurture sequences',
      'Local SEO and Google Business Profile management for each community',
    ],
    results: '73% faster response to family inquiries and an 18% occupancy increase.',
  },
  {
    id: 'med-spas',
    icon: 'spa',
    name: 'Med Spas & Wellness',
    description:
      'Treatments like injectables, laser and body contouring are considered purchases. Clients book when they trust the provider and show up when they are reminded at the right moments.',
    challenges: [
      'Boosted posts that bring likes instead of booked consultations',
      'High no-show rates on first appointments',
      'Ad platform rules on before-and-after imagery and health claims',
      'No link between ad spend and paying clients',
    ],
    solutions: [
      'Treatment-specific Meta and Google campaigns with compliant creative',
      'SMS and email confirmations, reminders and rebooking sequences',
      'Source tracking from ad click to booked and paid appointment',
      'Membership and package promotions timed to each client’s treatment cycle',
    ],
    results: '3x qualified leads, 54% lower cost per booking and 2.8x ROAS.',
  },
  {
    id: 'real-estate',
    icon: 'home',
    name: 'Real Estate',
    description:
      'Buyers and sellers in Tampa Bay move fast. Agents and teams win by responding first, staying useful for months and knowing which leads are ready to talk.',
    challenges: [
      'Portal leads that go cold before an agent calls back',
      'Long nurture cycles for buyers who are six to twelve months out',
      'Listing marketing that looks the same as every other agent’s',
      'Agents spending evenings on follow-up instead of showings',
    ],
    solutions: [
      'Instant lead response with qualification questions by text',
      'Neighbourhood-specific video and email nurture for South Tampa, Westchase, Brandon and beyond',
      'Listing launch campaigns on Meta and YouTube with retargeting',
      'Lead scoring that tells agents who to call today',
    ],
    results: '2.5x more qualified leads and 40% faster close time.',
  },
  {
    id: 'home-services',
    icon: 'trades',
    name: 'Home Services & Trades',
    description:
      'HVAC, roofing, plumbing and pool companies live on the phone. When a Tampa summer storm rolls through, the company that shows up first on Google and answers the call gets the job.',
    challenges: [
      'Missed calls during busy seasons and after hours',
      'Dependence on expensive shared-lead services',
      'Reviews that do not keep pace with the work completed',
      'Seasonal demand swings that waste ad budget',
    ],
    solutions: [
      'Local Services Ads and Google Search built around service areas',
      'Missed-call text-back and after-hours booking',
      'Automated review requests after every completed job',
      'Weather- and season-aware budget rules',
    ],
    results: '156% increase in local calls and a 4.8 star average rating.',
  },
];

export const industriesCta = {
  title: 'Do not see your industry?',
  text: 'We also work with online coaches, law groups, healthcare practices, B2B firms and e-commerce brands. Book a demo and tell us how your customers buy.',
};
