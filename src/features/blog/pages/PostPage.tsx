/** /blog/{slug}: a published post with read time and related posts; anything else goes to /404. */
import { Navigate, useParams } from 'react-router-dom';
import { PageMeta, Section } from '../../../design-system';
import { selectAuthors, selectCategories, selectPosts, selectTags } from '../blogSelectors';
import { blogText, NOT_FOUND_PATH } from '../blogText';
import { BlogLoading } from '../components/BlogLoading';
import { PostArticle } from '../components/PostArticle';
import { PostGrid } from '../components/PostGrid';
import { useBlogReady, useBlogSelector } from '../hooks';
import { articleJsonLd, postCanonical } from '../model/articleJsonLd';
import {
  findById,
  postDescription,
  publishedPostBySlug,
  relatedPosts,
  tagsOf,
} from '../model/queries';

export default function PostPage() {
  const { slug } = useParams();
  const ready = useBlogReady();
  const posts = useBlogSelector(selectPosts);
  const categories = useBlogSelector(selectCategories);
  const tags = useBlogSelector(selectTags);
  const authors = useBlogSelector(selectAuthors);

  if (!ready) return <BlogLoading label="Loading the post…" />;
  const post = publishedPostBySlug(posts, slug);
  if (!post) return <Navigate to={NOT_FOUND_PATH} replace />;

  const category = findById(categories, post.category);
  const author = findById(authors, post.author);
  const postTags = tagsOf(post, { tags });
  const related = relatedPosts(post, posts);

  return (
    <>
      <PageMeta
        title={blogText.postTitle(post.seo_meta_title.trim() || post.title)}
        description={postDescription(post)}
        canonical={postCanonical(post)}
        ogType="article"
        jsonLd={articleJsonLd(post, { author, category, tags: postTags })}
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
