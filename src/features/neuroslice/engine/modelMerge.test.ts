import { describe, expect, it } from 'vitest';
import { generateSync } from './generate';
import {
  deepenAnswerSchema,
  parseModelAnswer,
  treeAnswerSchema,
  trendsAnswerSchema,
  variantsAnswerSchema,
} from './modelAnswers';
import {
  childrenFromAnswer,
  nodesFromTree,
  promptAssets,
  trendsFromAnswer,
  variantsFromAnswer,
} from './modelMerge';
import { CTAS, PLATFORMS } from './types';

const NOW = new Date(2026, 10, 23);
const offline = generateSync('Kombucha for Tampa cafes, tap lists, seasonal flavors', 7, {
  now: NOW,
});

const node = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  summary: `About ${title}`,
  platform: 'Blog Post',
  hooks: ['Hook one', 'Hook two'],
  outline: ['1. One', '2. Two', '3. Three', '4. Four', '5. Five'],
  cta: 'Book a Demo',
  ...extra,
});

const tree = (clusters: number, assets: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    pillar: {
      ...node('Brew Pillar'),
      clusters: Array.from({ length: clusters }, (_, c) => ({
        ...node(`Cluster ${c}`, extra),
        assets: Array.from({ length: assets }, (_, a) => node(`Asset ${c}-${a}`, extra)),
      })),
    },
  });

describe('nodesFromTree holds a hostile answer to SPEC §9', () => {
  it('cuts 20 clusters to 8 and 12 assets to 6', () => {
    const nodes = nodesFromTree(parseModelAnswer(tree(20, 12), treeAnswerSchema), offline.nodes);
    expect(nodes.filter((n) => n.level === 2)).toHaveLength(8);
    for (const cluster of nodes.filter((n) => n.level === 2))
      expect(nodes.filter((n) => n.parentId === cluster.id)).toHaveLength(6);
    expect(nodes[1].title).toBe('Cluster 0');
  });
  it('completes a thin answer offline: 5 clusters, 3 assets each', () => {
    const nodes = nodesFromTree(parseModelAnswer(tree(2, 1), treeAnswerSchema), offline.nodes);
    const clusters = nodes.filter((n) => n.level === 2);
    expect(clusters).toHaveLength(5);
    expect(clusters[0].title).toBe('Cluster 0');
    expect(clusters[4].title).toBe(offline.nodes.filter((n) => n.level === 2)[4].title);
    for (const cluster of clusters)
      expect(nodes.filter((n) => n.parentId === cluster.id)).toHaveLength(3);
  });
  it('keeps every level 1-3 whatever level the model claims, with unique positional ids', () => {
    const nodes = nodesFromTree(
      parseModelAnswer(tree(6, 4, { level: 9, assets: [node('Too deep')] }), treeAnswerSchema),
      offline.nodes,
    );
    expect(new Set(nodes.map((n) => n.level))).toEqual(new Set([1, 2, 3]));
    expect(nodes.some((n) => n.title === 'Too deep')).toBe(false);
    expect(new Set(nodes.map((n) => n.id)).size).toBe(nodes.length);
  });
  it('fills missing hooks, unknown platforms and CTAs, and numbers five outline sections', () => {
    const answer = JSON.stringify({
      pillar: {
        title: 'Pillar',
        hooks: [],
        platform: 'Fax Campaign',
        cta: 'Buy now!!!',
        outline: ['Intro', 'Middle'],
        clusters: [{ title: 'C', platform: 'youtube video', assets: [] }],
      },
    });
    const [pillar, cluster] = nodesFromTree(
      parseModelAnswer(answer, treeAnswerSchema),
      offline.nodes,
    );
    expect(pillar.hooks).toEqual(offline.nodes[0].hooks);
    expect(PLATFORMS).toContain(pillar.platform);
    expect(pillar.platform).toBe(offline.nodes[0].platform);
    expect(CTAS).toContain(pillar.cta);
    expect(pillar.outline).toHaveLength(5);
    expect(pillar.outline.slice(0, 2)).toEqual(['1. Intro', '2. Middle']);
    pillar.outline.forEach((line, i) => expect(line.startsWith(`${i + 1}. `)).toBe(true));
    expect(cluster.platform).toBe('YouTube Video');
  });
  it('makes titles plain text: no markup reaches a screen or file', () => {
    const answer = tree(5, 3).replace(
      'Cluster 0',
      '<img src=x onerror=alert(1)><b>Bold</b> Cluster\\n<script>x</script>',
    );
    const nodes = nodesFromTree(parseModelAnswer(answer, treeAnswerSchema), offline.nodes);
    expect(nodes[1].title).toBe('Bold Cluster x');
    for (const n of nodes) expect(n.title).not.toMatch(/[<>]/);
  });
});

describe('childrenFromAnswer (Deepen Cluster)', () => {
  const parent = offline.nodes.find((n) => n.level === 2)!;
  const fallback = offline.nodes.filter((n) => n.level === 3).slice(0, 4);
  it('cuts to 4 and completes to 2 children, one level below', () => {
    const many = { children: Array.from({ length: 9 }, (_, i) => node(`Kid ${i}`)) };
    const kids = childrenFromAnswer(
      deepenAnswerSchema.parse(many),
      parent,
      fallback,
      offline.nodes.length,
    );
    expect(kids).toHaveLength(4);
    expect(kids.every((k) => k.level === 3 && k.parentId === parent.id)).toBe(true);
    const one = childrenFromAnswer(
      deepenAnswerSchema.parse({ children: [node('Only')] }),
      parent,
      fallback,
      offline.nodes.length,
    );
    expect(one.map((k) => k.title)).toEqual(['Only', fallback[1].title]);
  });
  it('never goes past level 5', () => {
    const level5 = { ...parent, level: 5 as const };
    expect(
      childrenFromAnswer(deepenAnswerSchema.parse({ children: [node('x')] }), level5, fallback, 1),
    ).toEqual([]);
  });
});

describe('trends and variants', () => {
  const assets = promptAssets(offline.nodes);
  it('keeps at most 4 trends on level-3 nodes, from SPEC sources and stages', () => {
    const answer = trendsAnswerSchema.parse({
      trends: [
        ...Array.from({ length: 6 }, (_, i) => ({
          asset: i,
          term: `<i>Term</i> ${i}`,
          source: i === 0 ? 'MySpace' : 'Reddit',
          stage: 'peak',
          velocity: 7,
          strike_packs: [{ title: 'T', hook: 'H' }],
        })),
      ],
    });
    const trends = trendsFromAnswer(answer, offline.nodes, offline.trends);
    expect(trends).toHaveLength(4);
    expect(trends[0].term).toBe('term 0');
    expect(['TikTok', 'YouTube', 'Reddit', 'News']).toContain(trends[0].source);
    expect(trends.every((t) => t.velocity <= 1 && assets.some((a) => a.id === t.nodeId))).toBe(
      true,
    );
  });
  it('fills trends offline when the model names unknown assets', () => {
    const answer = trendsAnswerSchema.parse({
      trends: [{ asset: 999, term: 'x', source: 'News', stage: 'early', velocity: 0.5 }],
    });
    expect(trendsFromAnswer(answer, offline.nodes, offline.trends)).toEqual(offline.trends);
  });
  it('gives exactly one variant per persona per level-3 node', () => {
    const answer = variantsAnswerSchema.parse({
      variants: [
        {
          asset: 0,
          persona: offline.personas[0].id,
          title: '<b>Model</b> variant',
          hashtags: ['brew', '#x y'],
        },
        { asset: 0, persona: offline.personas[0].id, title: 'Duplicate' },
        { asset: 0, persona: 'stranger', title: 'Unknown persona' },
      ],
    });
    const variants = variantsFromAnswer(answer, offline.nodes, offline.personas, 7);
    expect(variants).toHaveLength(assets.length * offline.personas.length);
    expect(variants[0].title).toBe('Model variant');
    expect(variants[0].hashtags).toEqual(['#brew', '#xy']);
    expect(variants[1]).toEqual(offline.variants[1]);
  });
  it('keeps 2 to 4 hashtags: a long list cut, a single tag topped up from the offline variant', () => {
    const answer = variantsAnswerSchema.parse({
      variants: offline.personas.slice(0, 2).map((persona, i) => ({
        asset: 0,
        persona: persona.id,
        title: 'Tagged',
        hashtags: i === 0 ? Array.from({ length: 9 }, (_, t) => `tag${t}`) : ['solo'],
      })),
    });
    const [many, single] = variantsFromAnswer(answer, offline.nodes, offline.personas, 7);
    expect(many.hashtags).toEqual(['#tag0', '#tag1', '#tag2', '#tag3']);
    expect(single.hashtags[0]).toBe('#solo');
    expect(single.hashtags.length).toBeGreaterThanOrEqual(2);
    expect(single.hashtags.length).toBeLessThanOrEqual(4);
  });
});
