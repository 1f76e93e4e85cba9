/**
 * How many posts need work (docs/PRODUCT.md#the-editors-seo-and-readability-analysis): those whose SEO or readability light is not yet good, as
 * the posts table shows them. Loads with the analysis, after the dashboard has painted.
 */
import { useMemo, type ReactNode } from 'react';
import { selectPosts, useBlogSelector } from '../../../blog';
import { analysePost } from '../../analysis/analysis';
import { useAnalysisContext } from './EditorCoach';

export function PostsNeedingWork({ children }: { children: (count: number) => ReactNode }) {
  // This browser's posts: the rows of the posts table, each with the lights counted here.
  const posts = useBlogSelector(selectPosts);
  const context = useAnalysisContext();
  const count = useMemo(
    () =>
      posts.filter((post) => {
        const { seo, readability } = analysePost(post, { ...context, postId: post.id });
        return seo.overall !== 'good' || readability.overall !== 'good';
      }).length,
    [posts, context],
  );
  return children(count);
}
