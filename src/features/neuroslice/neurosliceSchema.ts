/**
 * The saved NeuroSlice data's shape as a schema, every nested entity included: checked when saved
 * data is loaded, when another tab writes it and after a migration (through the persistence
 * spec's isValid), so data of the wrong shape is set aside under the backup key and the tool
 * starts clean instead of throwing in a tab. zod/mini, as the blog's schema, keeps it small.
 */
import * as z from 'zod/mini';
import { LEVELS } from './engine/limits';
import { CTAS, PLATFORMS } from './engine/types';

const text = z.string();
const list = <T extends z.ZodMiniType>(item: T) => z.array(item);
const platform = z.enum(PLATFORMS);

const contentNodeSchema = z.object({
  id: text,
  parentId: z.nullable(text),
  title: text,
  level: z.literal(LEVELS),
  summary: text,
  platform,
  hooks: z.tuple([text, text]),
  outline: list(text),
  cta: z.enum(CTAS),
  focus: z.optional(text),
});

const personaSchema = z.object({
  id: text,
  name: text,
  age_range: text,
  income_band: text,
  psych_profile: list(text),
  interests: list(text),
  pain_points: list(text),
  avatarStyle: text,
  avatar: z.object({ url_png: text, url_svg: text }),
});

const variantSchema = z.object({
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

const trendSchema = z.object({
  nodeId: text,
  source: z.enum(['TikTok', 'YouTube', 'Reddit', 'News']),
  term: text,
  velocity: z.number().check(z.gte(0), z.lte(1)),
  stage: z.enum(['early', 'peak', 'late']),
  evidence_url: text,
  inferred: z.boolean(),
  strike_packs: list(z.object({ title: text, hook: text })),
});

const calendarEventSchema = z.object({
  id: text,
  title: text,
  date: text.check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  node: z.object({ id: text, platform }),
  // Moves so far (the .ics SEQUENCE); plans saved before entries could move have none.
  sequence: z.optional(z.int().check(z.gte(0))),
  // The blog draft written from the entry; plans saved before drafts were linked have none.
  draftPostId: z.optional(text),
});

const strategyDataSchema = z.object({
  nodes: list(contentNodeSchema),
  personas: list(personaSchema),
  variants: list(variantSchema),
  trends: list(trendSchema),
  calendar: list(calendarEventSchema),
  // Which language model wrote the plan (docs/PRODUCT.md#a-real-language-model): provider and model, never a key.
  writtenBy: z.optional(z.object({ provider: text, model: text })),
});

/** The saved fields (settings included); each may be absent in older saves. */
const savedNeuroSliceSchema = z.object({
  brainDump: z.optional(text),
  data: z.optional(strategyDataSchema),
  // z.number() refuses NaN and Infinity.
  seed: z.optional(z.number()),
  plannedAt: z.optional(z.nullable(text)),
  activeNodeId: z.optional(z.nullable(text)),
  theme: z.optional(z.enum(['dark', 'light'])),
  webhookUrl: z.optional(text),
});

export type SavedNeuroSlice = z.infer<typeof savedNeuroSliceSchema>;

/** Is this saved (migrated) NeuroSlice data of a shape the tool can use? */
export function isSavedNeuroSlice(saved: unknown): saved is SavedNeuroSlice {
  return savedNeuroSliceSchema.safeParse(saved).success;
}
