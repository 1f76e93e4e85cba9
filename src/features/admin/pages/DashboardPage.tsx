/** Dashboard: the 5 most recent published posts and drafts (SPEC §2), counts and the backup. */
import { lazy, Suspense, useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { Button, HeadingRow } from '../../../design-system';
import {
  publishState,
  selectAuthors,
  selectCategories,
  selectDraftPosts,
  selectPosts,
  selectPublishedPosts,
  selectRecentDrafts,
  selectRecentPublished,
  selectTags,
  useBlogSelector,
  usePublishedContent,
  type PublishState,
} from '../../blog';
import { adminText } from '../adminText';
import { adminPaths } from '../../../lib/appPaths';
import { AdminMeta } from '../components/AdminMeta';
import { AdminSection } from '../components/AdminSection';
import { BackupPanel } from '../components/BackupPanel';
import { PostList } from '../components/PostList';
import { useIdle } from '../components/useIdle';
import { outlinedCard } from '../components/outlinedCard';

// The count of posts that need work runs the analysis (docs/PRODUCT.md#the-editors-seo-and-readability-analysis), which loads once the dashboard
// is drawn and the browser is idle: the first screen on a phone waits for none of it (docs/ARCHITECTURE.md#apps-in-pieces).
const PostsNeedingWork = lazy(() =>
  import('../components/coach/PostsNeedingWork').then(({ PostsNeedingWork }) => ({
    default: PostsNeedingWork,
  })),
);

function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <Box sx={[outlinedCard, { p: 2.5 }]}>
      <Typography sx={{ fontSize: '2rem', fontWeight: 800 }}>{value}</Typography>
      <Typography sx={{ color: 'text.secondary' }}>{label}</Typography>
    </Box>
  );
}

export default function DashboardPage() {
  const recentPublished = useBlogSelector(selectRecentPublished);
  const recentDrafts = useBlogSelector(selectRecentDrafts);
  const publishedCount = useBlogSelector(selectPublishedPosts).length;
  const draftCount = useBlogSelector(selectDraftPosts).length;
  const categoryCount = useBlogSelector(selectCategories).length;
  const tagCount = useBlogSelector(selectTags).length;
  const posts = useBlogSelector(selectPosts);
  const categories = useBlogSelector(selectCategories);
  const tags = useBlogSelector(selectTags);
  const authors = useBlogSelector(selectAuthors);
  const content = usePublishedContent();
  const idle = useIdle();
  const publishCounts = useMemo(() => {
    const counts: Record<PublishState, number> = {
      local: 0,
      published: 0,
      changed: 0,
      scheduled: 0,
    };
    for (const post of posts) counts[publishState(post, { categories, tags, authors }, content)]++;
    return counts;
  }, [posts, categories, tags, authors, content]);

  return (
    <>
      <AdminMeta title="Dashboard" path={adminPaths.dashboard} />
      <HeadingRow
        level={1}
        title="Dashboard"
        intro="Your latest posts and drafts at a glance. Everything here is saved locally in this browser."
        actions={
          <Button to={adminPaths.newPost} startIcon={<AddIcon />}>
            New post
          </Button>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          mb: 4,
        }}
      >
        <Stat label="Published" value={publishedCount} />
        <Stat label="Drafts" value={draftCount} />
        <Stat label="Categories" value={categoryCount} />
        <Stat label="Tags" value={tagCount} />
        <Stat label="Local only" value={publishCounts.local} />
        <Stat label="On the site" value={publishCounts.published} />
        <Stat label="Changed since publish" value={publishCounts.changed} />
        {idle ? (
          <Suspense fallback={<Stat label={adminText.postsNeedingWork} value="…" />}>
            <PostsNeedingWork>
              {(count) => <Stat label={adminText.postsNeedingWork} value={count} />}
            </PostsNeedingWork>
          </Suspense>
        ) : (
          <Stat label={adminText.postsNeedingWork} value="…" />
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          mb: 4,
        }}
      >
        <AdminSection id="recent-published" title="Recent published posts">
          <PostList
            posts={recentPublished}
            empty={adminText.dashboardNoPublished}
            label="Recent published posts"
          />
        </AdminSection>
        <AdminSection id="recent-drafts" title="Recent drafts">
          <PostList
            posts={recentDrafts}
            empty={adminText.dashboardNoDrafts}
            label="Recent drafts"
          />
        </AdminSection>
      </Box>
      <BackupPanel />
    </>
  );
}
