/** The six AI marketing automation playbooks of /workflows, with SPEC §9's setup times and difficulties. */
import type { PageMetaContent, WorkflowPlaybook } from './types';

export const workflowsMeta: PageMetaContent = {
  path: '/workflows',
  title: 'AI Marketing Automation Playbooks for Tampa | Bayshore Signal',
  description:
    'Six step-by-step AI marketing automation playbooks: instant lead response, review engine, video repurposing, ad watchdog, no-show recovery and a full sales pipeline, with setup times and difficulty.',
};

export const workflowsHero = {
  label: 'AI Marketing Automations',
  title: 'AI marketing automation playbooks you can put to work this month',
  lead: 'The same workflows we build for our clients, written out step by step. Each one lists the setup time and difficulty so you know what you are signing up for before you start.',
};

export const playbooks: readonly WorkflowPlaybook[] = [
  {
    title: 'Instant Lead Response',
    description:
      'Reply to every new web, ad and missed-call lead within seconds, day or night, and offer a booking link before a competitor calls back.',
    steps: [
      'Connect your forms, ad lead forms and phone line to one CRM inbox',
      'Write a friendly first reply for text and email with your booking link',
      'Add a missed-call text-back for calls that go to voicemail',
      'Alert the right team member when a lead replies or books',
    ],
    time: '20 min',
    difficulty: 'Beginner',
  },
  {
    title: 'Review Engine',
    description:
      'Ask every happy customer for a Google review at the right moment and route unhappy feedback to a manager before it goes public.',
    steps: [
      'Trigger a request when a job, visit or appointment is marked complete',
      'Ask a one-tap satisfaction question first',
      'Send promoters to your Google Business Profile review link',
      'Route low scores to a manager with the customer’s details',
    ],
    time: '30 min',
    difficulty: 'Beginner',
  },
  {
    title: 'No-Show Recovery',
    description:
      'Cut missed appointments with confirmation, reminder and rebooking messages timed to how your clients actually behave.',
    steps: [
      'Sync your booking calendar with the CRM',
      'Send a confirmation with prep instructions right after booking',
      'Remind by text 24 hours and 2 hours before the appointment',
      'Offer a one-tap rebooking link to anyone who misses',
    ],
    time: '45 min',
    difficulty: 'Intermediate',
  },
  {
    title: 'Ad Watchdog',
    description:
      'Let an AI monitor watch your ad accounts every day and flag overspending, broken tracking and fatigued creative before they cost you a week.',
    steps: [
      'Connect Google Ads and Meta Ads with read-only access',
      'Set cost-per-lead and daily spend thresholds for each campaign',
      'Check conversion tracking and landing pages every morning',
      'Post a plain-English summary and alerts to email or Slack',
    ],
    time: '60 min',
    difficulty: 'Intermediate',
  },
  {
    title: 'Video Repurposing Studio',
    description:
      'Turn one long video, webinar or podcast into short clips, captions, a blog post and an email without re-recording anything.',
    steps: [
      'Upload the long video and generate a transcript',
      'Let AI pick the strongest moments and draft hooks for each clip',
      'Cut vertical clips with captions for Reels, Shorts and TikTok',
      'Draft the blog post and newsletter from the transcript for review',
    ],
    time: '15 min per video',
    difficulty: 'Beginner',
  },
  {
    title: 'Full-Funnel Sales Pipeline',
    description:
      'Connect ads, lead scoring, nurture sequences and sales tasks into one pipeline so every lead has a next step and every deal has a source.',
    steps: [
      'Map your pipeline stages and the events that move a lead between them',
      'Score leads from their source, answers and engagement',
      'Build stage-based nurture sequences and sales task reminders',
      'Report revenue by campaign in a funnel dashboard',
    ],
    time: '2-3 hours',
    difficulty: 'Advanced',
  },
];

export const workflowsCta = {
  title: 'Want these workflows built for you?',
  text: 'Our team sets up, tests and maintains every playbook as part of our automation packages, connected to the tools you already use.',
};
