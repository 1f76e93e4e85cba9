/**
 * Build-time side of the published blog (docs/PRODUCT.md#publishing), for scripts/prerender.mjs:
 * which blog URLs to prerender and list in the sitemap, and the RSS 2.0 and Atom feeds. Posts are
 * rendered by the blog's own Markdown module, given the build's way to sanitise (a jsdom window,
 * and before it parse5 alone where that gives the same answer), so feeds and pages carry the same
 * sanitised HTML as the browser makes.
 */
import { createRequire } from 'node:module';
import type { JSDOM as Jsdom } from 'jsdom';
import { Feed } from 'feed';
import { brand } from '../lib/brand';
import { escapeHtml } from '../lib/escapeHtml';
import { absoluteUrl } from '../lib/structuredData';
import { initialBlogState } from '../features/blog/blogSlice';
import { BLOG_FEEDS, blogText } from '../features/blog/blogText';
import { withPublished } from '../features/blog/model/publishedMerge';
import { setBuildSanitising, renderMarkdown } from '../features/blog/model/markdown';
import { byNewest, postDescription } from '../features/blog/model/queries';
import { readTimeLabel } from '../features/blog/model/readTime';
import type { BlogIndexEntry } from '../features/blog/components/BlogFilters.island';
import { publishedContent } from '../features/blog/published';
import { safeBodyWithoutDom } from './safeBodyWithoutDom';

setBuildSanitising({
  // jsdom is loaded only for a body the sanitiser without a DOM leaves to DOMPurify (raw HTML):
  // loading it costs each prerender thread about half a second.
  window: () => {
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: typeof Jsdom };
    return new JSDOM('').window as never;
  },
  withoutDom: safeBodyWithoutDom,
});

/** What the server render sees: the seed taxonomy plus the published content (no local data). */
const blog = withPublished(initialBlogState, publishedContent);
const posts = blog.posts.filter((post) => post.status === 'published').sort(byNewest);

const day = (iso: string) => new Date(iso).toISOString().slice(0, 10);
const newest = (list: typeof posts) =>
  list
    .map((post) => post.updated_date || post.publish_date)
    .sort()
    .at(-1);

interface BlogSitemapEntry {
  path: string;
  lastmod: string;
}

/** Post pages and every category, tag and author page that has posts, with their lastmod. */
export const blogSitemapEntries: BlogSitemapEntry[] = [
  ...posts.map((post) => ({
    path: `/blog/${post.slug}`,
    lastmod: day(post.updated_date || post.publish_date),
  })),
  ...(
    [
      ['category', blog.categories, (id: string) => posts.filter((p) => p.category === id)],
      ['tag', blog.tags, (id: string) => posts.filter((p) => p.tags.includes(id))],
      ['author', blog.authors, (id: string) => posts.filter((p) => p.author === id)],
    ] as const
  ).flatMap(([kind, items, postsOf]) =>
    items.flatMap((item) => {
      const latest = newest(postsOf(item.id));
      return latest ? [{ path: `/${kind}/${item.slug}`, lastmod: day(latest) }] : [];
    }),
  ),
];

export const blogPaths: string[] = blogSitemapEntries.map((entry) => entry.path);

/** Newest posts in the feeds. */
const FEED_LIMIT = 20;

/** RSS 2.0 and Atom feeds, by output path under dist/. */
export function blogFeedFiles(): Record<string, string> {
  const [rss, atom] = BLOG_FEEDS;
  const feed = new Feed({
    id: absoluteUrl('/blog'),
    title: blogText.blogName,
    description: `Marketing and AI automation notes from the ${brand.name} team in Tampa Bay.`,
    link: absoluteUrl('/blog'),
    language: 'en',
    copyright: `© ${brand.copyrightYear} ${brand.name}`,
    updated: posts.length ? new Date(newest(posts) as string) : undefined,
    feedLinks: { rss: absoluteUrl(rss.href), atom: absoluteUrl(atom.href) },
    generator: brand.name,
  });
  for (const post of posts.slice(0, FEED_LIMIT)) {
    const author = blog.authors.find((a) => a.id === post.author);
    const link = absoluteUrl(`/blog/${post.slug}`);
    feed.addItem({
      title: post.title,
      id: link,
      link,
      // The feeds' description is HTML (RSS 2.0; Atom's summary type="html"): the post's plain
      // text goes in escaped, so a reader shows "<b>" or "R&D" as typed.
      description: escapeHtml(postDescription(post)),
      content: renderMarkdown(post.body),
      date: new Date(post.updated_date || post.publish_date),
      published: new Date(post.publish_date),
      author: author ? [{ name: author.name, link: absoluteUrl(`/author/${author.slug}`) }] : [],
      category: blog.categories
        .filter((c) => c.id === post.category)
        .map((c) => ({ name: c.name, domain: absoluteUrl(`/category/${c.slug}`) })),
    });
  }
  return { [rss.href.slice(1)]: feed.rss2(), [atom.href.slice(1)]: feed.atom1() };
}

/** The blog list's search index (/blog/index.json): what the filters match and nothing more. */
export function blogIndex(): BlogIndexEntry[] {
  const slugOf = (items: readonly { id: string; slug: string }[], id: string) =>
    items.find((item) => item.id === id)?.slug ?? '';
  return posts.map((post) => ({
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    date: post.publish_date,
    category: slugOf(blog.categories, post.category),
    tags: post.tags.map((id) => slugOf(blog.tags, id)).filter(Boolean),
    readTime: readTimeLabel(post.body),
  }));
}
