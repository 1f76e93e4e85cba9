/**
 * Content nodes: the pillar, its clusters and assets (SPEC §9 counts), and deepening. Titles and
 * copy combine the brain dump's key phrases (a node's `focus`) with editorial templates.
 */
import { type Random } from './random';
import { titleCase } from '../../../lib/keyPhrases';
import { HOOKS_PER_NODE } from './limits';
import { CTAS, PLATFORMS, type ContentNode, type NodeLevel } from './types';

/** Topics for an input with nothing meaningful in it (SPEC §9 "a random business topic"). */
export const BUSINESS_TOPICS = [
  'Local SEO',
  'Customer Retention',
  'Email Marketing',
  'Short-Form Video',
  'Brand Storytelling',
  'Lead Generation',
  'Marketing Automation',
  'Paid Social Ads',
  'Referral Programs',
  'Community Building',
  'Pricing Strategy',
  'Customer Onboarding',
] as const;

/** Angles that fill the clusters when the input has fewer key phrases than the pillar needs. */
export const CLUSTER_ANGLES = [
  'audience research',
  'offer positioning',
  'social proof',
  'lead capture',
  'customer retention',
  'pricing',
  'storytelling',
  'analytics',
  'local search',
  'referrals',
  'community',
  'objection handling',
  'onboarding',
  'partnerships',
] as const;

type Fill = { p: string; t: string; q: string; n: number };
const fill = (template: string, f: Fill) =>
  template
    .replace(/\{p\}/g, f.p)
    .replace(/\{t\}/g, f.t)
    .replace(/\{q\}/g, f.q)
    .replace(/\{n\}/g, String(f.n));

const CLUSTER_TITLES = [
  '{P} Fundamentals',
  'The {P} Playbook',
  '{P} Mistakes That Cost You Customers',
  '{P} Case Studies',
  'Scaling {T} With {P}',
  '{P} on a Small-Business Budget',
  'Measuring {P} Results',
  '{P} Myths, Debunked',
  'Automating {P}',
  'Your First 90 Days of {P}',
  '{P} vs. the Old Way',
  'Winning Locally With {P}',
];

const ASSET_TITLES = [
  '{n} {P} Questions Customers Ask',
  'How We Use {P} to Grow {T}',
  '{P} in 60 Seconds',
  'A Step-by-Step {P} Checklist',
  'What Nobody Tells You About {P}',
  'The {P} Template We Use Every Week',
  '{P}: Before and After',
  'Is {P} Worth It for {T}?',
  'Behind the Scenes of {P}',
  '{n} {P} Ideas You Can Steal',
  'Pairing {P} With {Q}',
  '{P} Lessons From {n} Real Clients',
];

const MICRO_ANGLES = [
  'Hook Variations',
  'Carousel Breakdown',
  'Quote Card',
  'Story Sequence',
  'FAQ Snippet',
  'Poll Question',
  'Email Teaser',
  'Checklist Graphic',
  'Myth vs. Fact Post',
  'Data Snapshot',
];

const DETAIL_ANGLES = [
  'Caption Draft',
  'Thumbnail Concept',
  'B-Roll Shot List',
  'Opening Script',
  'Alt Text',
  'Hashtag Set',
  'Posting Notes',
  'Supporting Statistic',
  'Comment Reply Bank',
  'A/B Headline Test',
];

const SUMMARIES: Record<NodeLevel, string[]> = {
  1: [
    'The content pillar for {t}: the questions your audience asks, the proof they need and the offers that turn attention into booked calls.',
    'Everything your audience needs to understand, trust and buy into {t}, organised into clusters you can publish for months.',
  ],
  2: [
    'A cluster on {p} for {t}, built to rank in search, get shared and feed every asset below it.',
    'Groups the content that answers how {p} helps {t}, from first question to buying decision.',
    'Covers {p} end to end so one idea becomes a week of posts, a video and an email.',
  ],
  3: [
    'A focused piece that walks the viewer through {p} with one clear takeaway and a reason to act today.',
    'Shows {p} in practice with a real example, then hands the audience a next step they can take in five minutes.',
    'Turns {p} into a story with a before, an after and the exact moves in between.',
  ],
  4: [
    'A bite-sized cut of {p} made for a feed: one idea, one visual, one call to action.',
    'A quick companion post that pushes people from the main asset on {p} to act.',
  ],
  5: [
    'A production detail for {p}, ready to hand to a writer, editor or designer.',
    'The finishing touch on {p} that makes the post easy to publish and easy to measure.',
  ],
};

const HOOKS = [
  'Most {t} brands get {p} wrong. Here is the fix.',
  'Stop scrolling if {p} has ever cost you a customer.',
  'We tested {p} for 30 days. The results surprised us.',
  'The one {p} habit that separates busy from profitable.',
  'You do not need a bigger budget to win at {p}.',
  'Here is the {p} checklist we wish we had on day one.',
  'Three numbers tell you whether {p} is working.',
  'Your competitors hope you never learn this about {p}.',
  'If {p} feels like guesswork, watch this before you spend another dollar.',
  'The fastest {p} win we have seen this year took one afternoon.',
];

const OUTLINE: string[][] = [
  [
    '1. Why {p} matters for {t} right now',
    '1. The problem: why {p} feels hard',
    '1. A quick story from the field',
  ],
  ['2. The core idea behind {p}', '2. What the numbers say about {p}', '2. Common myths about {p}'],
  [
    '3. Step by step: putting {p} to work',
    '3. A worked example from a real business',
    '3. The tools and templates that make {p} easier',
  ],
  ['4. Mistakes to avoid', '4. How to measure {p} results', '4. Adapting {p} to your market'],
  [
    '5. Recap and your next step',
    '5. Your seven-day action plan',
    '5. Key takeaways and where to go next',
  ],
];

export interface NodeContext {
  /** The pillar's topic, as written. */
  topic: string;
  /** Other key phrases of the input, for the pairing templates. */
  phrases: readonly string[];
}

function fillFor(
  focus: string,
  ctx: NodeContext,
  random: Random,
): Fill & { P: string; T: string; Q: string } {
  const others = ctx.phrases.filter((p) => p.toLowerCase() !== focus.toLowerCase());
  const q = others.length ? random.pick(others) : random.pick(CLUSTER_ANGLES);
  return {
    p: focus,
    t: ctx.topic,
    q,
    n: random.int(3, 9),
    P: titleCase(focus),
    T: titleCase(ctx.topic),
    Q: titleCase(q),
  };
}

function fillTitle(template: string, f: ReturnType<typeof fillFor>, subject: string) {
  return template
    .replace(/\{S\}/g, subject)
    .replace(/\{P\}/g, f.P)
    .replace(/\{T\}/g, f.T)
    .replace(/\{Q\}/g, f.Q)
    .replace(/\{n\}/g, String(f.n));
}

const TITLE_TEMPLATES: Record<Exclude<NodeLevel, 1>, readonly string[]> = {
  2: CLUSTER_TITLES,
  3: ASSET_TITLES,
  // Micro-assets and details are pieces of the node above them ({S}, its title), not new topics.
  4: MICRO_ANGLES.map((angle) => `${angle}: {S}`),
  5: DETAIL_ANGLES.map((angle) => `${angle} — {S}`),
};

/** Title templates for `count` siblings, without repeats while the list lasts. */
export function titleTemplates(
  random: Random,
  level: Exclude<NodeLevel, 1>,
  count: number,
): string[] {
  const all = TITLE_TEMPLATES[level];
  const picked: string[] = [];
  while (picked.length < count) picked.push(...random.sample(all, count - picked.length));
  return picked;
}

// The pillar's focus is the topic itself: templates naming both would read 'med spa ... med spa'.
const withoutTopic = (templates: readonly string[]) => templates.filter((t) => !t.includes('{t}'));
const PILLAR_HOOKS = withoutTopic(HOOKS);
const PILLAR_OUTLINE = OUTLINE.map((choices) => withoutTopic(choices));

/** Builds one node: the pillar is titled by its topic, other levels from a title template. */
export function buildNode(
  random: Random,
  args: {
    id: string;
    parentId: string | null;
    level: NodeLevel;
    focus: string;
    ctx: NodeContext;
    template?: string;
    /** The parent's title, which level-4 and level-5 titles build on. */
    subject?: string;
  },
): ContentNode {
  const { level, focus, ctx } = args;
  const f = fillFor(focus, ctx, random);
  const title =
    level === 1
      ? f.P
      : fillTitle(args.template ?? titleTemplates(random, level, 1)[0], f, args.subject ?? f.P);
  const [hookA, hookB] = random.sample(level === 1 ? PILLAR_HOOKS : HOOKS, HOOKS_PER_NODE);
  return {
    id: args.id,
    parentId: args.parentId,
    title,
    level,
    summary: fill(random.pick(SUMMARIES[level]), f),
    platform: random.pick(PLATFORMS),
    hooks: [fill(hookA, f), fill(hookB, f)],
    outline: (level === 1 ? PILLAR_OUTLINE : OUTLINE).map((choices) =>
      fill(random.pick(choices), f),
    ),
    cta: random.pick(CTAS),
    focus,
  };
}

/** Node ids are positional: nodes are only ever appended (SPEC §4), so the next index is free. */
export const nodeId = (index: number) => `node-${index + 1}`;
