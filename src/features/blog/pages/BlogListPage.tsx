/**
 * /blog: search, category and tag filters over the published posts, newest first. On a document
 * the posts are the page's HTML and the filters an island that needs no store (BlogFilters); in
 * the app (the owner's browser) they filter the store's posts, local ones included.
 */
import { useMemo, useRef } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { PageHero, PageMeta, Section, useIslandCollector } from '../../../design-system';
import { brand } from '../../../lib/brand';
import {
  selectVisibleCategories,
  selectVisiblePublishedPosts,
  selectVisibleTags,
} from '../blogSelectors';
import { BLOG_FEEDS, blogText } from '../blogText';
import { BlogLoading } from '../components/BlogLoading';
import BlogFiltersIsland, { BlogFilterFields } from '../components/BlogFilters.island';
import { PostGrid } from '../components/PostGrid';
import { useBlogReady, useBlogSelector, usePublicListReady } from '../hooks';
import { blogListJsonLd } from '../model/articleJsonLd';
import { filterPosts, findBySlug } from '../model/queries';

const blogDescription = `Practical notes from the ${brand.name} team on Tampa SEO, paid ads, video and AI workflow automation for local businesses.`;

export default function BlogListPage() {
  const isDocument = useIslandCollector() !== null;
  const ready = useBlogReady();
  const listReady = usePublicListReady();
  const posts = useBlogSelector(selectVisiblePublishedPosts);
  const categories = useBlogSelector(selectVisibleCategories);
  const tags = useBlogSelector(selectVisibleTags);
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const categorySlug = params.get('category') ?? '';
  const tagSlug = params.get('tag') ?? '';

  const visible = useMemo(
    () =>
      filterPosts(posts, {
        search,
        categoryId: categorySlug
          ? (findBySlug(categories, categorySlug)?.id ?? '\u0000none')
          : undefined,
        tagId: tagSlug ? (findBySlug(tags, tagSlug)?.id ?? '\u0000none') : undefined,
      }),
    [posts, categories, tags, search, categorySlug, tagSlug],
  );

  // The query as last asked for: the router applies a change a render later (a transition), so a
  // second change before that render must build on the first, not on the query this render read
  // (clearing the search, then at once choosing a category, brought the old search back).
  const asked = useRef({ over: params, query: params });
  const setParam = (name: string, value: string) => {
    // Still this render's query: build on what was last asked for over it.
    const base = asked.current.over === params ? asked.current.query : params;
    const next = new URLSearchParams(base);
    if (value) next.set(name, value);
    else next.delete(name);
    asked.current = { over: params, query: next };
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageMeta
        feeds={BLOG_FEEDS}
        title={`Marketing & AI Automation Insights | ${blogText.blogName}`}
        description={blogDescription}
        canonical="/blog"
        jsonLd={blogListJsonLd({ name: blogText.blogName, description: blogDescription }, posts)}
      />
      <PageHero
        label="Blog"
        title="Marketing and automation notes from Tampa Bay"
        lead="What is working right now in local search, paid media, video and AI workflows, written by the people running the campaigns."
      />
      <Section>
        <Typography variant="body2" sx={{ mb: 3 }}>
          Follow new posts in your feed reader:{' '}
          <Link href={BLOG_FEEDS[0].href} underline="always">
            RSS feed
          </Link>{' '}
          ·{' '}
          <Link href={BLOG_FEEDS[1].href} underline="always">
            Atom feed
          </Link>
        </Typography>
        {isDocument ? (
          <BlogFiltersIsland
            categories={categories.map(({ slug, name }) => ({ slug, name }))}
            tags={tags.map(({ slug, name }) => ({ slug, name }))}
          />
        ) : (
          <BlogFilterFields
            values={{ q: search, category: ready ? categorySlug : '', tag: ready ? tagSlug : '' }}
            categories={categories}
            tags={tags}
            onChange={setParam}
          />
        )}
        {isDocument || listReady ? (
          <PostGrid
            posts={isDocument ? posts : visible}
            emptyTitle={blogText.listEmptyTitle}
            emptyDescription={blogText.listEmptyDescription}
            label="Posts"
          />
        ) : (
          <BlogLoading />
        )}
      </Section>
    </>
  );
}
