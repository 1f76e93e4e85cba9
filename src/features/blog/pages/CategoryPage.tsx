/** /category/{slug}: the category's published posts; an unknown category goes to /404. */
import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Breadcrumbs, PageHero, PageMeta, Section } from '../../../design-system';
import { selectVisibleCategories, selectVisiblePublishedPosts } from '../blogSelectors';
import { BLOG_FEEDS, blogText, NOT_FOUND_PATH } from '../blogText';
import { BlogLoading } from '../components/BlogLoading';
import { PostGrid } from '../components/PostGrid';
import { useBlogReady, useBlogSelector } from '../hooks';
import { postCollectionJsonLd } from '../model/articleJsonLd';
import { filterPosts, findBySlug } from '../model/queries';

export default function CategoryPage() {
  const { slug } = useParams();
  const ready = useBlogReady();
  const categories = useBlogSelector(selectVisibleCategories);
  const published = useBlogSelector(selectVisiblePublishedPosts);
  const category = findBySlug(categories, slug);
  const posts = useMemo(
    () => (category ? filterPosts(published, { categoryId: category.id }) : []),
    [published, category],
  );

  // A published category with posts is in the build: shown at once (and prerendered).
  if (!ready && !(category && posts.length > 0)) return <BlogLoading />;
  if (!category) return <Navigate to={NOT_FOUND_PATH} replace />;

  const description =
    category.description || `Posts about ${category.name} from the ${blogText.blogName}.`;
  const path = `/category/${category.slug}`;
  const listName = `Posts in ${category.name}`;
  return (
    <>
      <PageMeta
        feeds={BLOG_FEEDS}
        title={blogText.categoryTitle(category.name)}
        description={description}
        canonical={path}
        jsonLd={postCollectionJsonLd({ name: category.name, path, description, listName }, posts)}
      />
      <PageHero label="Category" title={category.name} lead={category.description || undefined}>
        <Breadcrumbs
          onDark
          items={[
            { name: 'Blog', path: '/blog' },
            { name: category.name, path: `/category/${category.slug}` },
          ]}
        />
      </PageHero>
      <Section>
        <PostGrid posts={posts} emptyTitle={blogText.categoryEmpty} label={listName} />
      </Section>
    </>
  );
}
