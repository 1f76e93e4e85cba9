/** The two case studies of SPEC §2 with the metrics of SPEC §1, shown on /work, /case-studies, home and the Tampa hub. */
import type { CaseStudy, PageMetaContent } from './types';

/** /work and /case-studies render the same page; each URL keeps its own title and description. */
export const caseStudiesMeta: Record<'/work' | '/case-studies', PageMetaContent> = {
  '/work': {
    path: '/work',
    title: 'Our Work: Tampa Bay Marketing and Automation Results | Bayshore Signal',
    description:
      'See how Bayshore Signal helped a Tampa Bay assisted living community respond 73% faster and a South Tampa med spa triple qualified leads at 2.8x ROAS.',
  },
  '/case-studies': {
    path: '/case-studies',
    title: 'Case Studies: Assisted Living and Med Spa Growth | Bayshore Signal',
    description:
      'Two Tampa Bay case studies: 25-staff lead automation that lifted occupancy 18%, and paid media plus CRM that cut cost per booking 54% for a med spa.',
  },
};

export const caseStudiesHero = {
  label: 'Case Studies',
  title: 'Real results for Tampa Bay businesses',
  lead: 'Two engagements, start to finish: the problem each client brought us, what we built, and the numbers that changed in the months after launch.',
};

export const caseStudies: readonly CaseStudy[] = [
  {
    id: 'assisted-living',
    icon: 'healthcare',
    title: 'Assisted living: a 25-staff team on one automated inquiry workflow',
    industry: 'Assisted Living & Healthcare',
    location: 'Brandon, FL (Tampa Bay)',
    summary:
      'Automated inquiry routing and family follow-up for a 25-staff community: 73% faster response and an 18% occupancy increase.',
    challenge:
      'Family inquiries arrived by phone, web form, Facebook and referral partners, and sat in four different inboxes. Tour requests waited hours for a reply, often until the next shift, and families who called a competitor first rarely came back.',
    solution:
      'We connected every inquiry source to one CRM pipeline, built an AI assistant that answers common questions about care levels and pricing ranges around the clock, and automated tour scheduling, reminders and post-tour follow-up across the 25-person care and admissions team.',
    results: [
      { metric: '73%', label: 'Faster response to family inquiries' },
      { metric: '18%', label: 'Occupancy increase' },
      { metric: '25', label: 'Staff working from one automated workflow' },
      { metric: '24/7', label: 'Inquiry answers and tour booking' },
    ],
    testimonial: {
      quote:
        'Families used to wait until the next morning to hear from us. Now they get an answer in minutes and a tour on the calendar the same day, and our staff finally have one place to see every conversation.',
      author: 'Denise Carter',
      role: 'Executive Director, Palm Harbor Senior Living',
    },
    video: {
      thumbnail: '/images/site/case-assisted-living.svg',
      duration: '3:42',
    },
  },
  {
    id: 'med-spa',
    icon: 'spa',
    title: 'Med spa: paid media plus CRM that fills the appointment book',
    industry: 'Med Spas & Wellness',
    location: 'South Tampa, FL',
    summary:
      'Meta and Google campaigns tied to CRM reminders: 3x qualified leads, 54% lower cost per booking and 2.8x ROAS.',
    challenge:
      'The spa spent heavily on boosted posts that brought likes rather than bookings, and 40% of booked consultations were no-shows. Nobody could say which campaign produced a paying client.',
    solution:
      'We rebuilt paid media around treatment-specific offers on Meta and Google Search, sent every lead straight into the CRM with source tracking, and added SMS and email confirmation, reminder and rebooking sequences tied to the booking calendar.',
    results: [
      { metric: '3x', label: 'Qualified leads' },
      { metric: '54%', label: 'Lower cost per booking' },
      { metric: '2.8x', label: 'Return on ad spend (ROAS)' },
      { metric: '82%', label: 'Show-up rate, up from a 40% prior no-show rate' },
    ],
    testimonial: {
      quote:
        'We finally know which ads bring in clients who actually show up. The reminders alone changed our week: our chairs are full and our front desk is no longer chasing confirmations.',
      author: 'Dr. Alana Reyes',
      role: 'Owner and Medical Director, SoHo Aesthetics Studio',
    },
    video: {
      thumbnail: '/images/site/case-med-spa.svg',
      duration: '4:15',
    },
  },
];

export const caseStudiesCta = {
  title: 'Want results like these?',
  text: 'Book a demo and we will walk you through the exact workflows and campaigns behind these numbers, and what they would look like for your business.',
};
