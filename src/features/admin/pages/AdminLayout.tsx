/** The owner's area: side menu of SPEC §2, the welcome notice on entry, and the page beside it. */
import { useEffect, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { CSSObject, Theme } from '@mui/material/styles';
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

function latestEditedId(
  posts: readonly { id: string; updated_date: string }[],
): string | undefined {
  return [...posts].sort((a, b) => b.updated_date.localeCompare(a.updated_date))[0]?.id;
}

const navPart = {
  title: 'admin-nav-title',
  list: 'admin-nav-list',
  item: 'admin-nav-item',
  icon: 'admin-nav-icon',
  text: 'admin-nav-text',
  hint: 'admin-nav-hint',
};

/**
 * The side menu as plain links under one rule from the theme: MUI's List, ListItemButton,
 * ListItemIcon and ListItemText per entry were part of every admin page's first render on a phone
 * (docs/ARCHITECTURE.md#apps-in-pieces). A row on phones that scrolls sideways, a column beside
 * the page from `md` up. Lengths as strings: sx reads a bare number as theme spacing.
 */
const navStyles = ({ palette, typography, shape, breakpoints, transitions }: Theme): CSSObject => ({
  backgroundColor: palette.background.paper,
  border: `1px solid ${palette.divider}`,
  borderRadius: `${Number(shape.borderRadius) * 3}px`,
  [breakpoints.up('md')]: { position: 'sticky', top: '88px' },
  [`& .${navPart.title}`]: {
    ...(typography.body1 as CSSObject),
    margin: 0,
    padding: '16px 20px 8px',
    fontWeight: 800,
    fontSize: '13px',
    letterSpacing: '1px',
    textTransform: 'uppercase',
    color: palette.text.secondary,
  },
  [`& .${navPart.list}`]: {
    listStyle: 'none',
    margin: 0,
    padding: '8px 0 12px',
    display: 'flex',
    overflowX: 'auto',
    [breakpoints.up('md')]: { display: 'block', overflowX: 'visible' },
  },
  [`& .${navPart.item}`]: {
    ...(typography.body2 as CSSObject),
    display: 'flex',
    alignItems: 'center',
    margin: '0 8px',
    padding: '4px 16px',
    boxSizing: 'border-box',
    borderRadius: `${Number(shape.borderRadius) * 2}px`,
    color: palette.text.primary,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: transitions.create('background-color', {
      duration: transitions.duration.shortest,
    }),
  },
  [`& a.${navPart.item}:hover`]: { backgroundColor: palette.action.hover },
  [`& a.${navPart.item}[aria-current="page"]`]: { backgroundColor: palette.action.selected },
  // The theme's one focus ring (its baseline's :focus-visible), drawn inside: the row scrolls
  // sideways, and its overflow would clip a ring drawn outside.
  [`& a.${navPart.item}:focus-visible`]: { outlineOffset: '-3px' },
  [`& .${navPart.item}[aria-disabled="true"]`]: { opacity: palette.action.disabledOpacity },
  [`& .${navPart.icon}`]: {
    display: 'inline-flex',
    minWidth: '36px',
    color: palette.action.active,
    fontSize: '1.5rem',
  },
  [`& .${navPart.text}`]: { display: 'flex', flexDirection: 'column', margin: '4px 0' },
  [`& .${navPart.hint}`]: { color: palette.text.secondary },
});

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

  // A repository connected earlier in this tab (or remembered on this device) connects again: in
  // the background, so the session's code (2.4 KiB) is fetched beside the first screen, not in it.
  useEffect(() => {
    void import('../publishing/publishingSession').then((session) =>
      session.resumeSavedConnection(),
    );
  }, []);

  // Published posts and taxonomy join this browser's store: all on the first open, only what is
  // new after later builds; nothing the owner changed here is overwritten.
  const dispatch = useBlogDispatch();
  const published = usePublishedContent();
  useEffect(() => {
    if (ready) dispatch(publishedImported(published));
  }, [ready, published, dispatch]);

  const Link = useLinkComponent();
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
        <Box component="nav" aria-label="Blog admin" sx={navStyles}>
          <p className={navPart.title}>Blog admin</p>
          <ul className={navPart.list}>
            {items.map((item) => {
              const active =
                item.label === 'Edit post'
                  ? pathname.startsWith(`${adminPaths.posts}/edit/`)
                  : item.to === pathname;
              const content = (
                <>
                  <span className={navPart.icon} aria-hidden="true">
                    {item.icon}
                  </span>
                  <span className={navPart.text}>
                    {item.label}
                    {item.hint && <span className={navPart.hint}>{item.hint}</span>}
                  </span>
                </>
              );
              return (
                <li key={item.label}>
                  {item.to ? (
                    <Link
                      href={item.to}
                      className={navPart.item}
                      aria-current={active ? 'page' : undefined}
                    >
                      {content}
                    </Link>
                  ) : (
                    // Nowhere to go yet (no post to edit): shown, greyed, not a link.
                    <span className={navPart.item} aria-disabled="true">
                      {content}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          {ready ? <Outlet /> : <BlogLoading label="Loading your blog data…" />}
        </Box>
      </Box>
    </Container>
  );
}
