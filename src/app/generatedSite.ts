/**
 * Published blog content generated from a seed, for the build's differential checks: every shape
 * the admin can publish (covers none, local and remote; authors with and without an avatar; one or
 * several authors; shared and unshared categories and tags; names with quotes, ampersands,
 * accents, emoji and right-to-left text; empty and long excerpts; every Markdown feature; past and
 * future dates). The same seed always gives the same site.
 */
import type { PublishedContent, PublishedPost } from '../features/blog/model/content';
import { imageNameOf, imagePath } from '../features/blog/model/images';
import type { ServedImages } from '../features/blog/model/servedImages';
import { slugify } from '../features/blog/model/slug';
import { createRandom, type Random } from '../features/neuroslice/engine/random';

const WORDS = [
  'Tampa',
  "Owner's",
  'reviews',
  '"quoted"',
  'R&D',
  'café',
  'Ybor',
  '🚀',
  'مرحبا',
  'שלום',
  'leads',
  '<b>not bold</b>',
  'a < b > c',
  'São Paulo',
  'naïve',
  '100%',
  'C#',
  'path/to',
  // What replace() would read as patterns: content is written as typed.
  '$$ saved',
  'R$&D',
  "$'s",
];

const LOCAL_IMAGES = ['harbor-sunrise-0a1b2c3d4e5f.jpg', 'team-desk-9f8e7d6c5b4a.png'];
const AVATARS = [
  '',
  '/images/blog/author-bayshore-team.svg',
  'https://images.example.com/avatar.png',
  imagePath(LOCAL_IMAGES[1]),
];
const COVERS = [
  '',
  imagePath(LOCAL_IMAGES[0]),
  imagePath(LOCAL_IMAGES[1]),
  'https://images.example.com/roofer.jpg',
];

const MARKDOWN: ((r: Random, words: () => string) => string)[] = [
  (_, w) => `## ${w()}`,
  (_, w) => `### ${w()}`,
  (_, w) => `A paragraph with **bold ${w()}**, _italic ${w()}_ and \`code ${w()}\`.`,
  (_, w) => `- ${w()}\n- ${w()}\n  - ${w()}`,
  (_, w) => `1. ${w()}\n2. ${w()}`,
  (_, w) => `> ${w()}\n> ${w()}`,
  (_, w) => '```js\nconst x = "' + w() + '";\n```',
  (_, w) => `[${w()}](https://example.com/?a=1&b=${encodeURIComponent(w())})`,
  (_, w) => `[internal ${w()}](/services/seo)`,
  (r, w) => `![${w()}](${r.pick(COVERS.slice(1))})`,
  (_, w) => `| ${w()} | b |\n| --- | --- |\n| 1 | ${w()} |`,
  () => '---',
  (_, w) => `<script>alert(1)</script> ${w()} <img src=x onerror=alert(1)>`,
  (_, w) => `[click](javascript:alert(1)) ${w()}`,
];

export function generateSite(seed: number): PublishedContent {
  const r = createRandom(seed);
  const words = (min = 1, max = 4) =>
    Array.from({ length: r.int(min, max) }, () => r.pick(WORDS)).join(' ');
  const named = (prefix: string, i: number) => {
    const name = `${prefix} ${i} ${words(0, 3)}`.trim();
    return { name, slug: slugify(`${prefix}-${i}`) };
  };
  const authors = Array.from({ length: r.int(1, 3) }, (_, i) => ({
    ...named('Author', i + 1),
    ...(r.chance(0.5) ? { bio: words(0, 12) } : {}),
    avatar: r.pick(AVATARS),
  }));
  const categories = Array.from({ length: r.int(1, 3) }, (_, i) => ({
    ...named('Category', i + 1),
    description: r.chance(0.5) ? words(0, 10) : '',
  }));
  const tags = Array.from({ length: r.int(1, 5) }, (_, i) => named('Tag', i + 1));
  const posts: PublishedPost[] = Array.from({ length: r.int(2, 9) }, (_, i) => {
    const title = `Post ${i + 1} ${words()}`;
    const day = r.int(-400, 60);
    const date = new Date(Date.UTC(2026, 10, 27) + day * 86_400_000).toISOString();
    return {
      id: String(1_800_000_000_000 + seed * 100 + i),
      title,
      slug: slugify(`post-${i + 1}-${title}`) || `post-${i + 1}`,
      body: Array.from({ length: r.int(0, 8) }, () => r.pick(MARKDOWN)(r, () => words())).join(
        '\n\n',
      ),
      excerpt: r.pick(['', words(), words(40, 80)]),
      cover_image: r.pick(COVERS),
      alt_text: r.chance(0.5) ? words() : '',
      category: r.chance(0.85) ? r.pick(categories).slug : '',
      tags: [...new Set(Array.from({ length: r.int(0, 3) }, () => r.pick(tags).slug))],
      canonical_url: r.chance(0.2) ? 'https://example.com/original' : '',
      status: 'published',
      publish_date: date,
      author: r.pick(authors).slug,
      seo_meta_title: r.chance(0.5) ? words() : '',
      seo_meta_description: r.chance(0.5) ? words(3, 12) : '',
      focus_keyphrase: r.chance(0.5) ? r.pick(WORDS) : '',
      updated_date: date,
    };
  });
  return { posts, categories, tags, authors };
}

/** The sizes the build would have served the generated site's local images at. */
export function servedImagesOf(content: PublishedContent): ServedImages {
  const names = new Set<string>();
  const note = (path: string) => {
    const name = imageNameOf(path);
    if (name) names.add(name);
  };
  for (const post of content.posts) {
    note(post.cover_image);
    for (const [, path] of post.body.matchAll(/!\[[^\]]*\]\(([^)\s]+)/g)) note(path);
  }
  for (const author of content.authors) note(author.avatar);
  return Object.fromEntries([...names].map((name) => [name, [2400, 1600] as const]));
}
