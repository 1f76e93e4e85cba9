/** /tag/{slug}: title 'Tag: {name} | {agency} Blog', hero 'Tag' and '#name', the tag's published posts. */
import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Breadcrumbs, PageHero, PageMeta, Section } from '../../../design-system';
import { selectVisiblePublishedPosts, selectVisibleTags } from '../blogSelectors';
import { BLOG_FEEDS, blogText, NOT_FOUND_PATH } from '../blogText';
import { BlogLoading } from '../components/BlogLoading';
import { PostGrid } from '../components/PostGrid';
import { useBlogReady, useBlogSelector } from '../hooks';
import { postCollectionJsonLd } from '../model/articleJsonLd';
import { filterPosts, findBySlug } from '../model/queries';

export default function TagPage() {
  const { slug } = useParams();
  const ready = useBlogReady();
  const tags = useBlogSelector(selectVisibleTags);
  const published = useBlogSelector(selectVisiblePublishedPosts);
  const tag = findBySlug(tags, slug);
  const posts = useMemo(
    () => (tag ? filterPosts(published, { tagId: tag.id }) : []),
    [published, tag],
  );

  // A published tag with posts is in the build: shown at once (and prerendered).
  if (!ready && !(tag && posts.length > 0)) return <BlogLoading />;
  if (!tag) return <Navigate to={NOT_FOUND_PATH} replace />;

  const description = `Posts tagged ${tag.name} from the ${blogText.blogName}.`;
  const path = `/tag/${tag.slug}`;
  const listName = `Posts tagged ${tag.name}`;
  return (
    <>
      <PageMeta
        feeds={BLOG_FEEDS}
        title={blogText.tagTitle(tag.name)}
        description={description}
        canonical={path}
        jsonLd={postCollectionJsonLd({ name: `#${tag.name}`, path, description, listName }, posts)}
      />
      <PageHero label="Tag" title={`#${tag.name}`}>
        <Breadcrumbs
          onDark
          items={[
            { name: 'Blog', path: '/blog' },
            { name: `#${tag.name}`, path: `/tag/${tag.slug}` },
          ]}
        />
      </PageHero>
      <Section>
        <PostGrid posts={posts} emptyTitle={blogText.tagEmpty} label={listName} />
      </Section>
    </>
  );
}
