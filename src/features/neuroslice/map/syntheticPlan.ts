/**
 * A plan of any size shaped like a real deepened one (1 pillar, 8 clusters, assets, micro-assets,
 * details), for the big-plan stories and journeys and `npm run bench:map`. Not used by the app itself.
 */
import { CTAS, PLATFORMS, type ContentNode, type NodeLevel } from '../engine/types';

const TOPICS = [
  'Local SEO',
  'Reels',
  'Email Flows',
  'Case Study',
  'Webinar',
  'Checklist',
  'Pricing Page',
  'FAQ',
  'Review Loop',
];

/** Breadth per level: how many children each node gets before the next level starts. */
const CHILDREN: Record<NodeLevel, number> = { 1: 8, 2: 8, 3: 6, 4: 5, 5: 0 };
/** Up to 5,849 nodes, for plans beyond what CHILDREN holds (2,377): the 5,000-node bench. */
const WIDER_CHILDREN: Record<NodeLevel, number> = { 1: 8, 2: 10, 3: 8, 4: 8, 5: 0 };
/** Up to 12,585 nodes: the 10,000-node bench and journey (docs/PRODUCT.md#the-map-at-scale-and-calendar-export). */
const WIDEST_CHILDREN: Record<NodeLevel, number> = { 1: 8, 2: 12, 3: 10, 4: 12, 5: 0 };
const BREADTHS = [CHILDREN, WIDER_CHILDREN, WIDEST_CHILDREN];

/** How many nodes a tree of this breadth holds, all five levels full. */
function capacity(breadth: Record<NodeLevel, number>): number {
  let total = 1;
  let row = 1;
  for (const level of [1, 2, 3, 4] as const) {
    row *= breadth[level];
    total += row;
  }
  return total;
}

export function syntheticPlan(count: number): ContentNode[] {
  const nodes: ContentNode[] = [];
  const make = (parent: ContentNode | null, level: NodeLevel, index: number): ContentNode => {
    const topic = TOPICS[index % TOPICS.length];
    const title = parent ? `${topic} ${level}.${index + 1}` : 'Growth Marketing Plan';
    const node: ContentNode = {
      id: parent ? `${parent.id}-${index + 1}` : 'n1',
      parentId: parent?.id ?? null,
      title,
      level,
      summary: `How ${title} moves a Tampa buyer from first look to booked call.`,
      platform: PLATFORMS[index % PLATFORMS.length],
      hooks: [`Most teams get ${topic} wrong.`, `${topic} in five minutes a week.`],
      outline: [
        '1. The problem',
        '2. The cost of waiting',
        '3. The method',
        '4. Proof',
        '5. Next step',
      ],
      cta: CTAS[index % CTAS.length],
    };
    nodes.push(node);
    return node;
  };
  if (count <= 0) return nodes;
  const breadth = BREADTHS.find((b) => count <= capacity(b)) ?? WIDEST_CHILDREN;
  if (count > capacity(breadth))
    throw new Error(`A synthetic plan holds at most ${capacity(breadth)} nodes, not ${count}`);
  let frontier = [make(null, 1, 0)];
  // Breadth first, so any count gives a balanced, realistic-looking tree.
  while (nodes.length < count && frontier.length > 0) {
    const next: ContentNode[] = [];
    for (const parent of frontier) {
      const level = (parent.level + 1) as NodeLevel;
      const children = breadth[parent.level];
      for (let i = 0; i < children && nodes.length < count; i += 1)
        next.push(make(parent, level, i));
    }
    frontier = next;
  }
  return nodes;
}
