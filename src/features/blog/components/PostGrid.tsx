/** Posts in a 1/2/3-column grid (SPEC §2), or the page's empty text. */
import Box from '@mui/material/Box';
import { EmptyState } from '../../../design-system';
import type { Post } from '../model/types';
import { PostCard } from './PostCard';

export interface PostGridProps {
  posts: readonly Post[];
  emptyTitle: string;
  emptyDescription?: string;
  headingLevel?: 'h2' | 'h3';
  label?: string;
}

export function PostGrid({
  posts,
  emptyTitle,
  emptyDescription,
  headingLevel,
  label,
}: PostGridProps) {
  if (posts.length === 0) return <EmptyState title={emptyTitle} description={emptyDescription} />;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {posts.map((post) => (
        // The slug lets the list's filters (BlogFilters) show and hide a card on a document. A
        // plain item: it has no style, and a list of a thousand posts renders a thousand.
        <li key={post.id} data-post-slug={post.slug}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </Box>
  );
}
