/** Per-persona variants: one per persona for every node at level 3 or deeper (SPEC §9). */
import { createRandom, mixSeed } from './random';
import { titleCase } from '../../../lib/keyPhrases';
import { ASSET_LEVEL, HASHTAGS_PER_VARIANT } from './limits';
import type { ContentNode, Persona, Variant } from './types';

interface Voice {
  titles: string[];
  hooks: string[];
  captions: string[];
  thumbnails: string[];
  hashtags: string[];
}

// Each persona has its own voice; unknown personas (older saved data) fall back to a neutral one.
const VOICES: Record<string, Voice> = {
  'persona-vibe-seeker': {
    titles: ['{P}, But Make It Effortless', 'POV: You Finally Get {P}', '{P} Is Having a Moment'],
    hooks: [
      'POV: you just found the {p} trick everyone is quietly using.',
      'Nobody talks about this side of {p}.',
      'Save this before your feed buries it: {p}, explained.',
    ],
    captions: [
      'Real talk: {p} does not have to feel corporate. Here is how we keep it simple and actually fun.',
      'Tried {p} the easy way and it worked. Steal the idea, tag a friend who needs it.',
    ],
    thumbnails: [
      'Creator selfie mid-laugh, bright gradient background, two-word overlay "{short}"',
      'Split-screen reaction shot with bold hand-drawn arrow pointing at "{short}"',
    ],
    hashtags: ['#fyp', '#smallbiztok', '#trending'],
  },
  'persona-proof-hunter': {
    titles: ['{P}: The Numbers That Matter', 'What the Data Says About {P}', 'A Case Study in {P}'],
    hooks: [
      'Here are the three metrics that prove whether {p} is paying off.',
      'We audited {p} for 12 businesses. Here is what moved revenue.',
      'Before you invest in {p}, look at this benchmark.',
    ],
    captions: [
      'A measured look at {p}: what it costs, what it returns and how to track it from week one.',
      'The evidence on {p}, with the benchmarks we use with clients and the pitfalls that skew results.',
    ],
    thumbnails: [
      'Clean chart rising left to right, navy background, headline "{short}: the data"',
      'Professional portrait beside a single large statistic and the words "{short}"',
    ],
    hashtags: ['#casestudy', '#marketingstrategy', '#roi'],
  },
  'persona-chaos-clicker': {
    titles: [
      '{P} Gone Wrong (and How to Fix It)',
      'Wait, {P} Can Do That?',
      'The Weirdest {P} Hack That Works',
    ],
    hooks: [
      'Wait... {p} did WHAT to their bookings?',
      'I broke {p} so you do not have to.',
      'This {p} shortcut should not work. It does.',
    ],
    captions: [
      'Three tabs open, zero time? Here is the 5-minute version of {p} that actually sticks.',
      'The chaotic but honest guide to {p}: what we tried, what flopped and the one thing that worked.',
    ],
    thumbnails: [
      'Messy desk flat-lay with sticky notes, red circle around "{short}"',
      'Glitch-style collage with a surprised face and the words "{short}?!"',
    ],
    hashtags: ['#lifehack', '#behindthescenes', '#todayilearned'],
  },
};

const NEUTRAL: Voice = {
  titles: ['{P} for Our Audience'],
  hooks: ['Here is what {p} means for you.'],
  captions: ['A closer look at {p} and how to put it to work this week.'],
  thumbnails: ['Bold headline "{short}" over a clean product shot'],
  hashtags: ['#marketing'],
};

/** '#medspa' style tag from a phrase. */
function hashtagOf(phrase: string): string {
  const tag = phrase.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  return tag ? `#${tag}` : '';
}

function focusOf(node: ContentNode): string {
  return node.focus ?? node.title;
}

export function buildVariant(node: ContentNode, persona: Persona, seed: number): Variant {
  const random = createRandom(mixSeed(seed, node.id, persona.id));
  const voice = VOICES[persona.id] ?? NEUTRAL;
  const p = focusOf(node);
  const P = titleCase(p);
  const short = P.split(' ').slice(0, 3).join(' ');
  const fill = (s: string) =>
    s
      .replace(/\{P\}/g, P)
      .replace(/\{p\}/g, p)
      .replace(/\{short\}/g, short);
  const hashtags = [
    ...new Set([
      hashtagOf(p),
      hashtagOf(node.platform),
      // The topic and platform tags, then the persona's voice up to the limit.
      ...random.sample(voice.hashtags, HASHTAGS_PER_VARIANT.max - 2),
    ]),
  ].filter(Boolean);
  return {
    id: `variant-${node.id}-${persona.id}`,
    node_id: node.id,
    persona_id: persona.id,
    personaName: persona.name,
    title: fill(random.pick(voice.titles)),
    hook: fill(random.pick(voice.hooks)),
    caption: fill(random.pick(voice.captions)),
    hashtags,
    thumbnail_brief: fill(random.pick(voice.thumbnails)),
  };
}

/** Variants for the given nodes: one per persona for each node at level 3 or deeper. */
export function buildVariants(
  nodes: readonly ContentNode[],
  personas: readonly Persona[],
  seed: number,
): Variant[] {
  const variants: Variant[] = [];
  for (const node of nodes) {
    if (node.level < ASSET_LEVEL) continue;
    for (const persona of personas) variants.push(buildVariant(node, persona, seed));
  }
  return variants;
}
