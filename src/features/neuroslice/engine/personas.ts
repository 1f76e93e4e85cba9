/** SPEC §9: the three fixed audience personas. */
import type { Persona } from './types';

// SPEC §7: avatars come from two public avatar services keyed by persona name; the UI falls back
// to a local rendering when they cannot load (docs/PRODUCT.md#runs-with-no-network).
function avatarFor(name: string, style: string): Persona['avatar'] {
  const seed = encodeURIComponent(name);
  return {
    url_png: `https://ui-avatars.com/api/?name=${seed}&size=256&format=png&background=random`,
    url_svg: `https://api.dicebear.com/9.x/${style}/svg?seed=${seed}`,
  };
}

function persona(p: Omit<Persona, 'avatar'>): Persona {
  return { ...p, avatar: avatarFor(p.name, p.avatarStyle) };
}

const PERSONAS: readonly Persona[] = [
  persona({
    id: 'persona-vibe-seeker',
    name: 'Vibe-Seeker',
    age_range: '18-28',
    income_band: '$20k-$60k',
    psych_profile: [
      'Trend-driven',
      'Values authenticity over polish',
      'Discovers brands through creators',
    ],
    interests: ['Short-form video', 'Creator culture and memes', 'Wellness and self-care'],
    pain_points: [
      'Scrolls past anything that looks like an ad',
      'Loses interest in long explanations',
      'Distrusts corporate, scripted messaging',
    ],
    avatarStyle: 'adventurer',
  }),
  persona({
    id: 'persona-proof-hunter',
    name: 'Proof-Hunter',
    age_range: '35-55',
    income_band: '$90k+',
    psych_profile: ['Analytical', 'Risk-averse', 'Researches thoroughly before buying'],
    interests: [
      'Case studies and benchmarks',
      'Industry reports',
      'LinkedIn and business podcasts',
    ],
    pain_points: [
      'Has been burned by vendors who overpromised',
      'Needs numbers to justify every dollar',
      'Has little time to separate signal from noise',
    ],
    avatarStyle: 'personas',
  }),
  persona({
    id: 'persona-chaos-clicker',
    name: 'Chaos-Clicker',
    age_range: '25-40',
    income_band: '$40k-$80k',
    psych_profile: ['Curious', 'Easily distracted', 'Loves a surprising angle'],
    interests: ['Reddit threads', 'Behind-the-scenes stories', 'Tools, hacks and shortcuts'],
    pain_points: [
      'Juggles too many tabs and tools at once',
      'Starts projects and abandons them',
      'Needs quick wins to stay motivated',
    ],
    avatarStyle: 'fun-emoji',
  }),
];

/** A fresh copy, so state never shares arrays with this module. */
export function buildPersonas(): Persona[] {
  return PERSONAS.map((p) => JSON.parse(JSON.stringify(p)) as Persona);
}
