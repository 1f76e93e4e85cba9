/** /blog/{slug}: a published post with read time and related posts; anything else goes to /404. */
import { Navigate, useParams } from 'react-router-dom';
import { PageMeta, Section } from '../../../design-system';
import {
  selectVisibleAuthors,
  selectVisibleCategories,
  selectVisiblePosts,
  selectVisiblePublishedPosts,
  selectVisibleTags,
} from '../blogSelectors';
import { BLOG_FEEDS, blogText, NOT_FOUND_PATH } from '../blogText';
import { BlogLoading } from '../components/BlogLoading';
import { PostArticle } from '../components/PostArticle';
import { PostGrid } from '../components/PostGrid';
import { useBlogReady, useBlogSelector } from '../hooks';
import { postCanonical, postPageJsonLd } from '../model/articleJsonLd';
import {
  findById,
  postDescription,
  publishedPostBySlug,
  relatedAmongNewest,
  tagsOf,
} from '../model/queries';
import { servedOgImage } from '../model/servedImages';
import { isHttpUrl } from '../model/url';
import { servedImages } from '../servedImages';

export default function PostPage() {
  const { slug } = useParams();
  const ready = useBlogReady();
  const posts = useBlogSelector(selectVisiblePosts);
  const newestFirst = useBlogSelector(selectVisiblePublishedPosts);
  const categories = useBlogSelector(selectVisibleCategories);
  const tags = useBlogSelector(selectVisibleTags);
  const authors = useBlogSelector(selectVisibleAuthors);

  const post = publishedPostBySlug(posts, slug);
  // A published post is in the build; a local one waits for this browser's saved data.
  if (!post)
    return ready ? (
      <Navigate to={NOT_FOUND_PATH} replace />
    ) : (
      <BlogLoading label="Loading the post…" />
    );

  const category = findById(categories, post.category);
  const author = findById(authors, post.author);
  const postTags = tagsOf(post, { tags });
  const related = relatedAmongNewest(post, newestFirst);

  const ogImage = servedOgImage(post.cover_image, servedImages);
  return (
    <>
      <PageMeta
        feeds={BLOG_FEEDS}
        title={blogText.postTitle(post.seo_meta_title.trim() || post.title)}
        description={postDescription(post)}
        canonical={postCanonical(post)}
        ogType="article"
        image={isHttpUrl(post.cover_image) ? post.cover_image.trim() : ogImage}
        jsonLd={postPageJsonLd(post, { author, category, tags: postTags, image: ogImage })}
      />
      <PostArticle post={post} category={category} tags={postTags} author={author} />
      {related.length > 0 && (
        <Section id="related-posts" title="Related posts" tone="muted">
          <PostGrid posts={related} emptyTitle="" headingLevel="h3" label="Related posts" />
        </Section>
      )}
    </>
  );
}
