/**
 * A short list of posts for the dashboard: title (to its editor), date and status. Plain list
 * elements under one rule from the theme, drawn as MUI's List, ListItem (with a divider),
 * ListItemText and Link drew them: those brought their modules and a style pass per row to the
 * dashboard's first screen (docs/ARCHITECTURE.md#apps-in-pieces). Lengths are strings: sx reads a
 * bare number as theme spacing.
 */
import Box from '@mui/material/Box';
import type { CSSObject, Theme } from '@mui/material/styles';
import { EmptyState, useLinkComponent } from '../../../design-system';
import { formatPublishDate, type Post } from '../../blog';
import { adminPaths } from '../../../lib/appPaths';

const listStyles = (theme: Theme): CSSObject => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  position: 'relative',
  '& > li': {
    display: 'flex',
    alignItems: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    width: '100%',
    paddingTop: '8px',
    paddingBottom: '8px',
    borderBottom: `1px solid ${theme.palette.divider}`,
    backgroundClip: 'padding-box',
  },
  // ListItemText's margins when it holds two lines (a title and a date).
  '& .post-list-text': { flex: '1 1 auto', minWidth: 0, marginTop: '6px', marginBottom: '6px' },
  '& .post-list-title': { ...theme.typography.body1, margin: 0, display: 'block' },
  '& .post-list-title a': {
    color: theme.palette.primary.main,
    textDecoration: 'none',
    fontWeight: 600,
    overflowWrap: 'anywhere',
    '&:hover': { textDecoration: 'underline' },
  },
  '& .post-list-date': {
    ...theme.typography.body2,
    margin: 0,
    display: 'block',
    color: theme.palette.text.secondary,
  },
});

export function PostList({
  posts,
  empty,
  label,
}: {
  posts: readonly Post[];
  empty: string;
  label: string;
}) {
  const PageLink = useLinkComponent();
  if (posts.length === 0) return <EmptyState title={empty} />;
  return (
    <Box component="ul" aria-label={label} sx={listStyles}>
      {posts.map((post) => (
        <li key={post.id}>
          <div className="post-list-text">
            <span className="post-list-title">
              <PageLink href={adminPaths.editPost(post.id)}>{post.title}</PageLink>
            </span>
            <p className="post-list-date">
              {formatPublishDate(post.publish_date) || 'No publish date'}
            </p>
          </div>
        </li>
      ))}
    </Box>
  );
}
