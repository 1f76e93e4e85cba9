/** Posts: every post with title, status, category and date; edit, and delete after confirmation. */
import { lazy, Suspense, useMemo, useState, useEffect } from 'react';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  notify,
  HeadingRow,
  useLinkComponent,
} from '../../../design-system';
import {
  byNewest,
  findById,
  formatPublishDate,
  imagesOnlyUsedBy,
  loadImageStore,
  postDeleted,
  selectCategories,
  selectAuthors,
  selectPosts,
  selectTags,
  publishState,
  usePublishedContent,
  useBlogDispatch,
  useBlogSelector,
  type Post,
} from '../../blog';
import { adminText } from '../adminText';
import { adminPaths } from '../../../lib/appPaths';
import { AdminMeta } from '../components/AdminMeta';
import { PublishControls, PublishStateChip } from '../components/PublishControls';
import { refreshFromGitHub } from '../publishing/publishingSession';

// Each post's SEO and readability lights (docs/PRODUCT.md#the-editors-seo-and-readability-analysis): the analysis loads after the table.
const PostLights = lazy(() =>
  import('../components/coach/PostLights').then(({ PostLights }) => ({ default: PostLights })),
);

export default function PostsPage() {
  const posts = useBlogSelector(selectPosts);
  const categories = useBlogSelector(selectCategories);
  const tags = useBlogSelector(selectTags);
  const authors = useBlogSelector(selectAuthors);
  const content = usePublishedContent();
  const data = { categories, tags, authors };
  const dispatch = useBlogDispatch();
  const linkComponent = useLinkComponent();
  const [toDelete, setToDelete] = useState<Post | null>(null);
  const [orphanImages, setOrphanImages] = useState<string[]>([]);
  const sorted = useMemo(() => [...posts].sort(byNewest), [posts]);
  // Each post's state comes from what the connected repository holds now (another device's
  // publishes included), not from this browser's last look.
  useEffect(() => {
    void refreshFromGitHub();
  }, []);

  const confirmDelete = () => {
    if (!toDelete) return;
    const deleted = toDelete;
    dispatch(postDeleted(deleted.id));
    notify({ ...adminText.postDeleted(deleted.title), variant: 'success' });
    setToDelete(null);
    // The uploaded images only this post used: offer to free this browser's storage of them.
    const orphans = imagesOnlyUsedBy(
      deleted,
      posts.filter((post) => post.id !== deleted.id),
    );
    if (orphans.length === 0) return;
    void loadImageStore()
      .then(({ listImagePaths }) => listImagePaths())
      .then((stored) => setOrphanImages(orphans.filter((path) => stored.includes(path))))
      .catch(() => undefined);
  };

  const deleteOrphanImages = async () => {
    const paths = orphanImages;
    setOrphanImages([]);
    try {
      const { deleteImages } = await loadImageStore();
      await deleteImages(paths);
      notify({ ...adminText.imagesDeleted(paths.length), variant: 'success' });
    } catch {
      /* The images stay; nothing else depends on them. */
    }
  };

  return (
    <>
      <AdminMeta title="Posts" path={adminPaths.posts} />
      <HeadingRow
        level={1}
        title="Posts"
        intro="Drafts and published posts, newest publish date first."
        actions={
          <Button to={adminPaths.newPost} startIcon={<AddIcon />}>
            New post
          </Button>
        }
      />
      {sorted.length === 0 ? (
        <EmptyState
          title={adminText.postsEmpty}
          action={
            <Button to={adminPaths.newPost} variant="outline">
              Write your first post
            </Button>
          }
        />
      ) : (
        <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
          <Table aria-label="Posts">
            <TableHead>
              <TableRow>
                <TableCell scope="col">Title</TableCell>
                <TableCell scope="col">Status</TableCell>
                <TableCell scope="col">Publishing</TableCell>
                <TableCell scope="col">Analysis</TableCell>
                <TableCell scope="col">Category</TableCell>
                <TableCell scope="col">Date</TableCell>
                <TableCell scope="col" align="right">
                  Actions
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sorted.map((post) => (
                <TableRow key={post.id} hover>
                  <TableCell
                    component="th"
                    scope="row"
                    sx={{ fontWeight: 600, maxWidth: 360, overflowWrap: 'anywhere' }}
                  >
                    <Link
                      component={linkComponent}
                      href={adminPaths.editPost(post.id)}
                      color="inherit"
                    >
                      {post.title}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={post.status === 'published' ? 'Published' : 'Draft'}
                      color={post.status === 'published' ? 'success' : 'default'}
                      variant={post.status === 'published' ? 'filled' : 'outlined'}
                    />
                  </TableCell>
                  <TableCell>
                    <PublishStateChip
                      state={publishState(post, data, content)}
                      publishDate={post.publish_date}
                    />
                  </TableCell>
                  <TableCell>
                    <Suspense fallback={null}>
                      <PostLights post={post} />
                    </Suspense>
                  </TableCell>
                  <TableCell>
                    {findById(categories, post.category)?.name ?? 'Uncategorised'}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatPublishDate(post.publish_date) || 'No date'}
                  </TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                      <PublishControls post={post} compact />
                      <Button
                        size="icon"
                        variant="ghost"
                        to={adminPaths.editPost(post.id)}
                        aria-label={`Edit ${post.title}`}
                      >
                        <EditIcon />
                      </Button>
                      <Button
                        size="icon"
                        variant="destructive"
                        onClick={() => setToDelete(post)}
                        aria-label={`Delete ${post.title}`}
                      >
                        <DeleteIcon />
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete post"
        message={toDelete ? adminText.confirmDelete(`"${toDelete.title}"`) : ''}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
      <ConfirmDialog
        open={orphanImages.length > 0}
        title="Delete its images too?"
        message={adminText.confirmDeleteImages(orphanImages.length)}
        confirmLabel={orphanImages.length === 1 ? 'Delete image' : 'Delete images'}
        cancelLabel={orphanImages.length === 1 ? 'Keep image' : 'Keep images'}
        onConfirm={() => void deleteOrphanImages()}
        onCancel={() => setOrphanImages([])}
      />
    </>
  );
}
