/** A short list of posts for the dashboard: title (to its editor), date and status. */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Link from '@mui/material/Link';
import { EmptyState, useLinkComponent } from '../../../design-system';
import { formatPublishDate, type Post } from '../../blog';
import { adminPaths } from '../../../lib/appPaths';

export function PostList({
  posts,
  empty,
  label,
}: {
  posts: readonly Post[];
  empty: string;
  label: string;
}) {
  const linkComponent = useLinkComponent();
  if (posts.length === 0) return <EmptyState title={empty} />;
  return (
    <List aria-label={label} disablePadding>
      {posts.map((post) => (
        <ListItem key={post.id} divider disableGutters>
          <ListItemText
            primary={
              <Link
                component={linkComponent}
                href={adminPaths.editPost(post.id)}
                sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {post.title}
              </Link>
            }
            secondary={formatPublishDate(post.publish_date) || 'No publish date'}
          />
        </ListItem>
      ))}
    </List>
  );
}
