/** Brain dumps the engine tests run over: real-looking inputs, edge cases and nonsense. */
export const BRAIN_DUMPS: readonly string[] = [
  'Med spa marketing in Tampa: Botox promos, before-and-after reels, Google reviews and a membership plan for repeat clients.',
  'I want to grow my roofing company. Storm damage inspections, insurance claims, financing offers, and neighbourhood door hangers.',
  'Assisted living lead response is slow. Family caregivers search at night; tours, pricing questions, memory care, respite stays.',
  'real estate listings video tours open house follow-up first-time buyers downtown condos',
  'Online coaching program launch — webinar funnel, email sequence, testimonials, Instagram lives, pricing tiers.',
  'SEO',
  '   the and of   ',
  '!!! ??? ...',
  '42 100 7',
  'Law group intake automation; personal injury, free consultation, "no win no fee", Spanish-language ads, call tracking.',
  'TikTok ads for e-commerce skincare: UGC creators, spark ads, bundles, subscription, cart abandonment SMS.',
  'podcast\nnewsletter\nLinkedIn thought leadership\nB2B SaaS onboarding\nchurn reduction',
  'Café, crème brûlée, naïve café owners, São Paulo coffee tourism',
];

export const FIXED_TODAY = new Date(2026, 10, 22, 9, 30);

/** Seeds spread over the 32-bit range. */
export function seeds(count: number): number[] {
  return Array.from({ length: count }, (_, i) => ((Math.imul(i + 1, 2654435761) >>> 0) ^ i) >>> 0);
}
