/**
 * The saved NeuroSlice data's shape as a schema, every nested entity included: checked when saved
 * data is loaded, when another tab writes it and after a migration (through the persistence
 * spec's isValid), so data of the wrong shape is set aside under the backup key and the tool
 * starts clean instead of throwing in a tab. valibot, as the blog's schema, keeps it small.
 */
import * as v from 'valibot';
import { finiteNumber, record } from '../../lib/validation';
import { LEVELS } from './engine/limits';
import { CTAS, PLATFORMS } from './engine/types';

const text = v.string();
const list = <T extends v.GenericSchema>(item: T) => v.array(item);
const platform = v.picklist(PLATFORMS);

const contentNodeSchema = record({
  id: text,
  parentId: v.nullable(text),
  title: text,
  level: v.picklist(LEVELS),
  summary: text,
  platform,
  hooks: v.strictTuple([text, text]),
  outline: list(text),
  cta: v.picklist(CTAS),
  focus: v.optional(text),
});

const personaSchema = record({
  id: text,
  name: text,
  age_range: text,
  income_band: text,
  psych_profile: list(text),
  interests: list(text),
  pain_points: list(text),
  avatarStyle: text,
  avatar: record({ url_png: text, url_svg: text }),
});

const variantSchema = record({
  id: text,
  node_id: text,
  persona_id: text,
  personaName: text,
  title: text,
  hook: text,
  caption: text,
  hashtags: list(text),
  thumbnail_brief: text,
});

const trendSchema = record({
  nodeId: text,
  source: v.picklist(['TikTok', 'YouTube', 'Reddit', 'News']),
  term: text,
  velocity: v.pipe(finiteNumber(), v.minValue(0), v.maxValue(1)),
  stage: v.picklist(['early', 'peak', 'late']),
  evidence_url: text,
  inferred: v.boolean(),
  strike_packs: list(record({ title: text, hook: text })),
});

const calendarEventSchema = record({
  id: text,
  title: text,
  date: v.pipe(text, v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  node: record({ id: text, platform }),
  // Moves so far (the .ics SEQUENCE); plans saved before entries could move have none.
  sequence: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
  // The blog draft written from the entry; plans saved before drafts were linked have none.
  draftPostId: v.optional(text),
});

const strategyDataSchema = record({
  nodes: list(contentNodeSchema),
  personas: list(personaSchema),
  variants: list(variantSchema),
  trends: list(trendSchema),
  calendar: list(calendarEventSchema),
  // Which language model wrote the plan (docs/PRODUCT.md#a-real-language-model): provider and model, never a key.
  writtenBy: v.optional(record({ provider: text, model: text })),
});

/** The saved fields (settings included); each may be absent in older saves. */
const savedNeuroSliceSchema = record({
  brainDump: v.optional(text),
  data: v.optional(strategyDataSchema),
  // Never NaN or Infinity: the plan's random numbers start from it.
  seed: v.optional(finiteNumber()),
  plannedAt: v.optional(v.nullable(text)),
  activeNodeId: v.optional(v.nullable(text)),
  theme: v.optional(v.picklist(['dark', 'light'])),
  webhookUrl: v.optional(text),
});

export type SavedNeuroSlice = v.InferOutput<typeof savedNeuroSliceSchema>;

/** Is this saved (migrated) NeuroSlice data of a shape the tool can use? */
export function isSavedNeuroSlice(saved: unknown): saved is SavedNeuroSlice {
  return v.is(savedNeuroSliceSchema, saved);
}
