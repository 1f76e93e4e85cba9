/**
 * The oracle of src/app/savedDataChecks.differential.test.ts: the zod/mini schemas that the
 * valibot checks replaced, as they were (git show 5713c0f:<file>), and the first issue of a zod
 * error in the words the owner reads. Only that test reads this file.
 */
import * as z from 'zod/mini';
import { imagePath, isBlogImagePath } from '../features/blog/model/images';
import { isOptionalCoverImage, isOptionalHttpUrl } from '../features/blog/model/url';
import { LEVELS } from '../features/neuroslice/engine/limits';
import { CTAS, PLATFORMS } from '../features/neuroslice/engine/types';

export const oracle = (() => {
  const text = z.string({ error: 'must be text' });
  const nonEmpty = z.string({ error: 'must be text' }).check(z.minLength(1, 'must not be empty'));
  const httpUrl = text.check(
    z.refine(isOptionalHttpUrl, { message: 'must be empty or an http(s) address' }),
  );
  const coverImage = text.check(
    z.refine(isOptionalCoverImage, {
      message: `must be empty, an http(s) address or an uploaded image (${imagePath('...')})`,
    }),
  );
  const list = <T extends z.ZodMiniType>(item: T) => z.array(item, { error: 'must be a list' });
  const postShape = (url: z.ZodMiniType<string>, cover: z.ZodMiniType<string> = url) =>
    z.object(
      {
        id: nonEmpty,
        title: nonEmpty,
        slug: nonEmpty,
        body: text,
        excerpt: text,
        cover_image: cover,
        alt_text: text,
        category: text,
        tags: list(text),
        canonical_url: url,
        status: z.enum(['draft', 'published'], { error: 'must be draft or published' }),
        publish_date: text,
        author: text,
        seo_meta_title: text,
        seo_meta_description: text,
        focus_keyphrase: text,
        updated_date: text,
      },
      { error: 'must be a post' },
    );
  const post = postShape(httpUrl, coverImage);
  const categorySchema = z.object(
    { id: nonEmpty, name: nonEmpty, slug: nonEmpty, description: text },
    { error: 'must be a category' },
  );
  const tagSchema = z.object(
    { id: nonEmpty, name: nonEmpty, slug: nonEmpty },
    { error: 'must be a tag' },
  );
  const authorSchema = z.object(
    { id: nonEmpty, name: nonEmpty, slug: nonEmpty, bio: z.optional(text), avatar: text },
    { error: 'must be an author' },
  );
  const uniqueBy = <T extends Record<string, unknown>>(field: keyof T & string) =>
    z.superRefine((items: T[], ctx) => {
      const seen = new Set<unknown>();
      for (const item of items) {
        if (seen.has(item[field])) {
          ctx.addIssue({
            code: 'custom',
            message: `${field} "${String(item[field])}" appears more than once`,
            input: items,
          });
          return;
        }
        seen.add(item[field]);
      }
    });
  const unique = <T extends z.ZodMiniType<Record<string, unknown>>>(item: T) =>
    list(item).check(uniqueBy<z.output<T>>('id'), uniqueBy<z.output<T>>('slug'));
  const blogDataShape = (p: z.ZodMiniType<Record<string, unknown>>) =>
    z.object(
      {
        posts: unique(p),
        categories: unique(categorySchema),
        tags: unique(tagSchema),
        authors: unique(authorSchema).check(z.minLength(1, 'must hold at least one author')),
      },
      { error: 'must be blog data' },
    );
  const backupImage = z.object(
    {
      path: z
        .string({ error: 'must be text' })
        .check(
          z.refine(isBlogImagePath, { message: `must be an image path ${imagePath('{name}')}` }),
        ),
      base64: z.string({ error: 'must be text' }),
    },
    { error: 'must be an image' },
  );
  const backup = z.object({
    format: z.literal('bayshore-signal-blog-backup'),
    formatVersion: z.literal(3, { error: 'must be 3' }),
    exportedAt: z.string({ error: 'must be text' }),
    data: blogDataShape(post),
    images: z.optional(z.array(backupImage, { error: 'must be a list' })),
  });
  const taxonomies = {
    categories: z.array(
      z.object(
        { name: nonEmpty, slug: nonEmpty, description: z.optional(text) },
        { error: 'must be a category' },
      ),
      { error: 'must be a list' },
    ),
    tags: z.array(z.object({ name: nonEmpty, slug: nonEmpty }, { error: 'must be a tag' }), {
      error: 'must be a list',
    }),
    authors: z.array(
      z.object(
        { name: nonEmpty, slug: nonEmpty, bio: z.optional(text), avatar: z.optional(text) },
        { error: 'must be an author' },
      ),
      { error: 'must be a list' },
    ),
  };
  const plainText = z.string();
  const plainList = <T extends z.ZodMiniType>(item: T) => z.array(item);
  const platform = z.enum(PLATFORMS);
  const neuroslice = z.object({
    brainDump: z.optional(plainText),
    data: z.optional(
      z.object({
        nodes: plainList(
          z.object({
            id: plainText,
            parentId: z.nullable(plainText),
            title: plainText,
            level: z.literal(LEVELS),
            summary: plainText,
            platform,
            hooks: z.tuple([plainText, plainText]),
            outline: plainList(plainText),
            cta: z.enum(CTAS),
            focus: z.optional(plainText),
          }),
        ),
        personas: plainList(
          z.object({
            id: plainText,
            name: plainText,
            age_range: plainText,
            income_band: plainText,
            psych_profile: plainList(plainText),
            interests: plainList(plainText),
            pain_points: plainList(plainText),
            avatarStyle: plainText,
            avatar: z.object({ url_png: plainText, url_svg: plainText }),
          }),
        ),
        variants: plainList(
          z.object({
            id: plainText,
            node_id: plainText,
            persona_id: plainText,
            personaName: plainText,
            title: plainText,
            hook: plainText,
            caption: plainText,
            hashtags: plainList(plainText),
            thumbnail_brief: plainText,
          }),
        ),
        trends: plainList(
          z.object({
            nodeId: plainText,
            source: z.enum(['TikTok', 'YouTube', 'Reddit', 'News']),
            term: plainText,
            velocity: z.number().check(z.gte(0), z.lte(1)),
            stage: z.enum(['early', 'peak', 'late']),
            evidence_url: plainText,
            inferred: z.boolean(),
            strike_packs: plainList(z.object({ title: plainText, hook: plainText })),
          }),
        ),
        calendar: plainList(
          z.object({
            id: plainText,
            title: plainText,
            date: plainText.check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
            node: z.object({ id: plainText, platform }),
            sequence: z.optional(z.int().check(z.gte(0))),
            draftPostId: z.optional(plainText),
          }),
        ),
        writtenBy: z.optional(z.object({ provider: plainText, model: plainText })),
      }),
    ),
    seed: z.optional(z.number()),
    plannedAt: z.optional(z.nullable(plainText)),
    activeNodeId: z.optional(z.nullable(plainText)),
    theme: z.optional(z.enum(['dark', 'light'])),
    webhookUrl: z.optional(plainText),
  });
  const mapView = z.partial(
    z.object({
      planKey: z.nullable(z.string().check(z.maxLength(200))),
      collapsed: z.array(z.string().check(z.maxLength(200))).check(z.maxLength(100_000)),
      maxLevel: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
      focusId: z.nullable(z.string().check(z.maxLength(200))),
      minimapHidden: z.boolean(),
      openedFolded: z.boolean(),
    }),
  );
  return {
    post,
    stored: blogDataShape(postShape(text)),
    backup,
    taxonomies,
    neuroslice,
    mapView,
  };
})();

export const zodIssue = (error: z.core.$ZodError) => ({
  field: error.issues[0]?.path.map(String).join('.') ?? '',
  message: error.issues[0]?.message ?? '',
});
