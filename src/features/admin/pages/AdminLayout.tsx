/** The owner's area: side menu of SPEC §2, the welcome notice on entry, and the page beside it. */
import { useEffect, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import EditIcon from '@mui/icons-material/EditNoteOutlined';
import CategoryIcon from '@mui/icons-material/FolderOutlined';
import TagIcon from '@mui/icons-material/LocalOfferOutlined';
import HelpIcon from '@mui/icons-material/HelpOutlineOutlined';
import PublishingIcon from '@mui/icons-material/GitHub';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { notify, useLinkComponent } from '../../../design-system';
import {
  BlogLoading,
  publishedImported,
  selectPosts,
  useBlogDispatch,
  useBlogReady,
  useBlogSelector,
  usePublishedContent,
} from '../../blog';
import { adminText } from '../adminText';
import { adminPaths } from '../../../lib/appPaths';
import { resumeSavedConnection } from '../publishing/publishingSession';

function latestEditedId(
  posts: readonly { id: string; updated_date: string }[],
): string | undefined {
  return [...posts].sort((a, b) => b.updated_date.localeCompare(a.updated_date))[0]?.id;
}

export default function AdminLayout() {
  const ready = useBlogReady();
  const posts = useBlogSelector(selectPosts);
  const { postId } = useParams();
  const { pathname } = useLocation();

  // Once per entry into the admin; the ref survives React's development double-mount.
  const greeted = useRef(false);
  useEffect(() => {
    if (greeted.current) return;
    greeted.current = true;
    notify({ ...adminText.welcome, variant: 'info' });
  }, []);

  // A repository connected earlier in this tab (or remembered on this device) connects again.
  useEffect(resumeSavedConnection, []);

  // Published posts and taxonomy join this browser's store: all on the first open, only what is
  // new after later builds; nothing the owner changed here is overwritten.
  const dispatch = useBlogDispatch();
  const published = usePublishedContent();
  useEffect(() => {
    if (ready) dispatch(publishedImported(published));
  }, [ready, published, dispatch]);

  const linkComponent = useLinkComponent();
  const editTarget = postId ?? latestEditedId(posts);
  const items = useMemo(
    () => [
      { label: 'Dashboard', to: adminPaths.dashboard, icon: <DashboardIcon /> },
      { label: 'Posts', to: adminPaths.posts, icon: <ArticleIcon /> },
      { label: 'New post', to: adminPaths.newPost, icon: <AddIcon /> },
      {
        label: 'Edit post',
        to: editTarget ? adminPaths.editPost(editTarget) : undefined,
        icon: <EditIcon />,
        hint: postId ? undefined : editTarget ? 'Last edited post' : 'No posts yet',
      },
      { label: 'Categories', to: adminPaths.categories, icon: <CategoryIcon /> },
      { label: 'Tags', to: adminPaths.tags, icon: <TagIcon /> },
      { label: 'Publishing', to: adminPaths.publishing, icon: <PublishingIcon /> },
      { label: 'How to Post', to: adminPaths.howTo, icon: <HelpIcon /> },
    ],
    [editTarget, postId],
  );

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Paper
          component="nav"
          aria-label="Blog admin"
          variant="outlined"
          sx={{ borderRadius: 3, position: { md: 'sticky' }, top: { md: 88 } }}
        >
          <Typography
            sx={{
              px: 2.5,
              pt: 2,
              pb: 1,
              fontWeight: 800,
              fontSize: 13,
              letterSpacing: 1,
              textTransform: 'uppercase',
              color: 'text.secondary',
            }}
          >
            Blog admin
          </Typography>
          <List
            dense
            sx={{
              pb: 1.5,
              display: { xs: 'flex', md: 'block' },
              overflowX: { xs: 'auto', md: 'visible' },
            }}
          >
            {items.map((item) => {
              const active =
                item.label === 'Edit post'
                  ? pathname.startsWith(`${adminPaths.posts}/edit/`)
                  : item.to === pathname;
              return (
                <li key={item.label}>
                  {item.to ? (
                    <ListItemButton
                      component={linkComponent}
                      href={item.to}
                      selected={active}
                      aria-current={active ? 'page' : undefined}
                      sx={{ borderRadius: 2, mx: 1, whiteSpace: 'nowrap' }}
                    >
                      <ListItemIcon sx={{ minWidth: 36 }} aria-hidden>
                        {item.icon}
                      </ListItemIcon>
                      <ListItemText primary={item.label} secondary={item.hint} />
                    </ListItemButton>
                  ) : (
                    <ListItemButton disabled sx={{ borderRadius: 2, mx: 1, whiteSpace: 'nowrap' }}>
                      <ListItemIcon sx={{ minWidth: 36 }} aria-hidden>
                        {item.icon}
                      </ListItemIcon>
                      <ListItemText primary={item.label} secondary={item.hint} />
                    </ListItemButton>
                  )}
                </li>
              );
            })}
          </List>
        </Paper>
        <Box sx={{ minWidth: 0 }}>
          {ready ? <Outlet /> : <BlogLoading label="Loading your blog data…" />}
        </Box>
      </Box>
    </Container>
  );
}
