/** Realistic blog data for stories, unit tests and e2e journeys (never imported by the app). */
import { savedValue } from '../../../lib/persistence/savedData.testing';
import { blogSeed } from '../blogSlice';
import type { BlogState, Post } from '../model/types';

const base: Omit<
  Post,
  'id' | 'title' | 'slug' | 'body' | 'excerpt' | 'publish_date' | 'updated_date'
> = {
  cover_image: '',
  alt_text: '',
  category: 'cat-tampa-marketing',
  tags: [],
  canonical_url: '',
  status: 'published',
  author: 'author-bayshore-team',
  seo_meta_title: '',
  seo_meta_description: '',
  focus_keyphrase: '',
};

export const samplePosts: Post[] = [
  {
    ...base,
    id: '1767225600000',
    title: 'How Tampa Med Spas Cut Cost per Booking with YouTube Shorts',
    slug: 'how-tampa-med-spas-cut-cost-per-booking-with-youtube-shorts',
    excerpt:
      'A 6-week test of 15-second before-and-after Shorts, retargeting and SMS reminders for a South Tampa med spa.',
    body: '## What we tested\nThree 15-second Shorts a week, each ending with a booking link.\nRetargeting picked up viewers who watched 50% or more.\n\n## What happened\n- Cost per booking fell by **54%**\n- Show-up rate rose to 82%\n\nRead the full [case studies](/work) or [email us](mailto:hello@bayshoresignal.example).',
    tags: ['tag-video-ads', 'tag-youtube'],
    publish_date: '2026-03-10T14:00:00.000Z',
    updated_date: '2026-03-10T14:05:00.000Z',
    alt_text: 'A med spa treatment room lit in soft teal light',
    seo_meta_title: 'Tampa Med Spa YouTube Shorts Case Study',
    seo_meta_description:
      'How short video and SMS reminders cut a Tampa med spa cost per booking by 54%.',
  },
  {
    ...base,
    id: '1767312000000',
    title: 'Local SEO Checklist for Tampa Home Service Companies',
    slug: 'local-seo-checklist-for-tampa-home-service-companies',
    excerpt:
      'Twelve fixes that moved HVAC, roofing and plumbing clients into the Tampa map pack within a quarter.',
    body: '## Start with the profile\nComplete every field of your Business Profile, add real job photos weekly and answer every review.\n\n## Then the site\nOne page per service and per neighbourhood you serve: Westchase, Brandon, Riverview.',
    tags: ['tag-seo'],
    publish_date: '2026-02-20T14:00:00.000Z',
    updated_date: '2026-02-20T14:00:00.000Z',
  },
  {
    ...base,
    id: '1767398400000',
    title: 'Answering Every Lead in Under a Minute with an AI Workflow',
    slug: 'answering-every-lead-in-under-a-minute-with-an-ai-workflow',
    excerpt:
      'The intake automation behind a 73% faster response time for an assisted living community.',
    body: 'Families call assisted living communities at all hours.\nOur workflow texts back within a minute, books a tour and alerts the on-call coordinator.',
    category: 'cat-ai-workflows',
    tags: ['tag-seo'],
    publish_date: '2026-01-15T14:00:00.000Z',
    updated_date: '2026-01-15T14:00:00.000Z',
  },
  {
    ...base,
    id: '1767484800000',
    title: 'Draft: YouTube In-Stream Ads for Real Estate Teams',
    slug: 'youtube-in-stream-ads-for-real-estate-teams',
    excerpt: 'Notes for a guide on listing-tour videos as in-stream ads.',
    body: 'Outline: targeting, creative, budget.',
    status: 'draft',
    tags: ['tag-youtube'],
    publish_date: '2026-04-01T14:00:00.000Z',
    updated_date: '2026-04-01T14:00:00.000Z',
  },
];

export const sampleBlogState: BlogState = { ...blogSeed, posts: samplePosts, deletedIds: {} };

/**
 * What this app writes to localStorage for a blog state: the safe-storage envelope {rev, data}
 * around redux-persist's serialized form (an object of JSON strings, plus _persist).
 */
export const persistedBlogValue = (state: BlogState, version = 3, rev = 1): string =>
  savedValue(state, version, rev);

export const BLOG_LOCAL_STORAGE_KEY = 'persist:bayshore-blog';

/** The sample posts as versions before focus_keyphrase saved them. */
export const postsWithoutKeyphrase = samplePosts.map(({ focus_keyphrase: _none, ...post }) => post);
