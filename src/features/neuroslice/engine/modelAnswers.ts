/**
 * What a language model is asked to answer (docs/PRODUCT.md#a-real-language-model), written once as zod schemas. The same
 * schemas parse the answer (leniently: a wrong or missing field becomes empty and is completed
 * from the offline plan; only the overall shape must fit) and, through zod's `z.toJSONSchema`,
 * give the JSON Schema sent as `response_format` (strict: every property required, no extras).
 */
import { z } from 'zod';
import { MODEL_TITLE_MAX, plainText } from './modelText';
import { TREND_SOURCES, TREND_STAGES } from './trends';
import { CTAS, PLATFORMS } from './types';

// Lenient fields: what the JSON Schema asks for, and what a wrong value is read as.
const text = (max?: number) =>
  z
    .string()
    .catch('')
    .transform((v) => plainText(v, max));
const oneOf = (list: readonly string[]) => text().meta({ enum: [...list] });
const texts = z
  .array(z.string().catch(''))
  .catch([])
  .transform((list) => list.map((s) => plainText(s)).filter(Boolean));
/** The index of an asset in the prompt's numbering; anything else points nowhere. */
const assetIndex = z.int().catch(-1);

const nodeAnswer = z.object({
  title: text(MODEL_TITLE_MAX),
  summary: text(),
  platform: oneOf(PLATFORMS),
  hooks: texts,
  outline: texts,
  cta: oneOf(CTAS),
});
export type NodeAnswer = z.infer<typeof nodeAnswer>;
/** A node the model did not write: every field empty, so the offline node fills it. */
export const EMPTY_NODE_ANSWER: NodeAnswer = nodeAnswer.parse({});

export const treeAnswerSchema = z.object({
  pillar: nodeAnswer.extend({
    clusters: z.array(nodeAnswer.extend({ assets: z.array(nodeAnswer) })),
  }),
});
export const deepenAnswerSchema = z.object({ children: z.array(nodeAnswer) });
export const trendsAnswerSchema = z.object({
  trends: z.array(
    z.object({
      asset: assetIndex,
      term: text(),
      source: oneOf(TREND_SOURCES),
      stage: oneOf(TREND_STAGES),
      velocity: z.number().catch(Number.NaN),
      strike_packs: z.array(z.object({ title: text(MODEL_TITLE_MAX), hook: text() })).catch([]),
    }),
  ),
});
export const variantsAnswerSchema = z.object({
  variants: z.array(
    z.object({
      asset: assetIndex,
      persona: text(),
      title: text(MODEL_TITLE_MAX),
      hook: text(),
      caption: text(),
      hashtags: texts,
      thumbnail_brief: text(),
    }),
  ),
});

/** The model's answer did not have the requested shape (not JSON, or not the schema). */
export class ModelAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelAnswerError';
  }
}

/** The JSON text of an answer, parsed and checked; a ModelAnswerError names what is wrong. */
export function parseModelAnswer<T>(json: string, schema: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new ModelAnswerError('the model answered with text that is not JSON.');
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new ModelAnswerError(`the model's answer does not fit the plan's schema${where}.`);
  }
  return result.data;
}

/**
 * The JSON Schema of what the model should send (the schema's input side): strict mode's rules
 * applied to every object, and nothing a provider might refuse (`$schema`, integer bounds, the
 * defaults zod records for the lenient fields).
 */
function responseSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    override: ({ jsonSchema }) => {
      delete jsonSchema.default;
      if (jsonSchema.type === 'object') {
        jsonSchema.required = Object.keys(jsonSchema.properties ?? {});
        jsonSchema.additionalProperties = false;
      }
      if (jsonSchema.type === 'integer') {
        delete jsonSchema.minimum;
        delete jsonSchema.maximum;
      }
    },
  });
  return json;
}

export const TREE_JSON_SCHEMA = responseSchema(treeAnswerSchema);
export const DEEPEN_JSON_SCHEMA = responseSchema(deepenAnswerSchema);
export const TRENDS_JSON_SCHEMA = responseSchema(trendsAnswerSchema);
export const VARIANTS_JSON_SCHEMA = responseSchema(variantsAnswerSchema);
