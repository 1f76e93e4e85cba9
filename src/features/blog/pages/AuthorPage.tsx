/** /author/{slug}: name, bio and 'Posts by {name}', newest first; an unknown author goes to /404. */
import { useMemo } from 'react';
import Avatar from '@mui/material/Avatar';
import { Navigate, useParams } from 'react-router-dom';
import { PageHero, PageMeta, Section } from '../../../design-system';
import { selectVisibleAuthors, selectVisiblePublishedPosts } from '../blogSelectors';
import { BLOG_FEEDS, blogText, NOT_FOUND_PATH } from '../blogText';
import { BlogLoading } from '../components/BlogLoading';
import { PostGrid } from '../components/PostGrid';
import { useBlogReady, useBlogSelector } from '../hooks';
import { postCollectionJsonLd } from '../model/articleJsonLd';
import { findBySlug } from '../model/queries';
import { isSafeImageSource } from '../model/url';

export default function AuthorPage() {
  const { slug } = useParams();
  const ready = useBlogReady();
  const authors = useBlogSelector(selectVisibleAuthors);
  const published = useBlogSelector(selectVisiblePublishedPosts);
  const author = findBySlug(authors, slug);
  const posts = useMemo(
    () => (author ? published.filter((post) => post.author === author.id) : []),
    [published, author],
  );

  // A published author with posts is in the build: shown at once (and prerendered).
  if (!ready && !(author && posts.length > 0)) return <BlogLoading />;
  if (!author) return <Navigate to={NOT_FOUND_PATH} replace />;

  const description = author.bio || `Posts by ${author.name} on the ${blogText.blogName}.`;
  const path = `/author/${author.slug}`;
  const listName = blogText.authorHeading(author.name);
  return (
    <>
      <PageMeta
        feeds={BLOG_FEEDS}
        title={blogText.authorTitle(author.name)}
        description={description}
        canonical={path}
        jsonLd={postCollectionJsonLd({ name: author.name, path, description, listName }, posts)}
      />
      <PageHero
        label="Author"
        title={author.name}
        lead={author.bio}
        aside={
          <Avatar
            src={isSafeImageSource(author.avatar) ? author.avatar : undefined}
            alt={`Portrait of ${author.name}`}
            sx={{ width: 140, height: 140, mx: { md: 'auto' }, fontSize: 48 }}
          >
            {author.name.charAt(0)}
          </Avatar>
        }
      />
      <Section id="author-posts" title={blogText.authorHeading(author.name)}>
        <PostGrid
          posts={posts}
          emptyTitle={blogText.authorEmpty}
          headingLevel="h3"
          label={blogText.authorHeading(author.name)}
        />
      </Section>
    </>
  );
}
