import { describe, expect, it } from 'vitest';
import {
  DEEPEN_JSON_SCHEMA,
  ModelAnswerError,
  TREE_JSON_SCHEMA,
  TRENDS_JSON_SCHEMA,
  VARIANTS_JSON_SCHEMA,
  deepenAnswerSchema,
  parseModelAnswer,
  treeAnswerSchema,
  trendsAnswerSchema,
} from './modelAnswers';
import { plainText } from './modelText';

describe('parseModelAnswer', () => {
  it('refuses text that is not JSON', () => {
    expect(() => parseModelAnswer('Sure! Here is your plan:', treeAnswerSchema)).toThrow(
      /not JSON/,
    );
  });
  it('refuses JSON that does not fit the schema, naming where', () => {
    expect(() => parseModelAnswer('{"pillar":{"title":"x"}}', treeAnswerSchema)).toThrow(
      ModelAnswerError,
    );
    expect(() => parseModelAnswer('{"pillar":{"title":"x"}}', treeAnswerSchema)).toThrow(
      /pillar\.clusters/,
    );
  });
});

describe('the JSON Schemas sent to the model (derived from the zod schemas)', () => {
  // What providers receive, written out: strict mode wants every property required and no extras.
  const str = { type: 'string' };
  const strArr = { type: 'array', items: str };
  const obj = (properties: Record<string, unknown>) => ({
    type: 'object',
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
  });
  const node = {
    title: str,
    summary: str,
    platform: {
      type: 'string',
      enum: [
        'Blog Post',
        'YouTube Video',
        'Shorts/Reel',
        'LinkedIn Article',
        'Tweet Thread',
        'Podcast Episode',
      ],
    },
    hooks: strArr,
    outline: strArr,
    cta: {
      type: 'string',
      enum: [
        'Book a Demo',
        'Download Whitepaper',
        'Subscribe to Newsletter',
        'Start Free Trial',
        'Contact Sales',
        'Join Community',
      ],
    },
  };

  it('asks for the topic tree and for deepened children', () => {
    expect(TREE_JSON_SCHEMA).toEqual(
      obj({
        pillar: obj({
          ...node,
          clusters: {
            type: 'array',
            items: obj({ ...node, assets: { type: 'array', items: obj(node) } }),
          },
        }),
      }),
    );
    expect(DEEPEN_JSON_SCHEMA).toEqual(obj({ children: { type: 'array', items: obj(node) } }));
  });

  it('asks for trends and variants by asset number', () => {
    expect(TRENDS_JSON_SCHEMA).toEqual(
      obj({
        trends: {
          type: 'array',
          items: obj({
            asset: { type: 'integer' },
            term: str,
            source: { type: 'string', enum: ['TikTok', 'YouTube', 'Reddit', 'News'] },
            stage: { type: 'string', enum: ['early', 'peak', 'late'] },
            velocity: { type: 'number' },
            strike_packs: { type: 'array', items: obj({ title: str, hook: str }) },
          }),
        },
      }),
    );
    expect(VARIANTS_JSON_SCHEMA).toEqual(
      obj({
        variants: {
          type: 'array',
          items: obj({
            asset: { type: 'integer' },
            persona: str,
            title: str,
            hook: str,
            caption: str,
            hashtags: strArr,
            thumbnail_brief: str,
          }),
        },
      }),
    );
  });

  it('parses leniently what the schema asks strictly: wrong fields become empty', () => {
    const answer = deepenAnswerSchema.parse({ children: [{ title: 7, hooks: 'x', cta: null }] });
    expect(answer.children[0]).toMatchObject({ title: '', hooks: [], cta: '', summary: '' });
    const trend = trendsAnswerSchema.parse({ trends: [{ asset: 'one', velocity: 'fast' }] });
    expect(trend.trends[0]).toMatchObject({ asset: -1, term: '', strike_packs: [] });
    expect(trend.trends[0].velocity).toBeNaN();
  });
});

describe('plainText', () => {
  it('strips tags and control characters and caps the length', () => {
    expect(plainText('a<br/>b\u0007c', 50)).toBe('a b c');
    expect(plainText('x'.repeat(200), 10)).toHaveLength(10);
    expect(plainText(42)).toBe('');
  });
});
