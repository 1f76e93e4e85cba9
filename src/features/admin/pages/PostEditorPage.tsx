/**
 * The post editor: new at posts/new, edit at posts/edit/{postId}. Every field of SPEC §2 with its
 * help text, the slug following the title until hand-edited, validation that keeps the input, and
 * a Preview tab that renders the post exactly as the public post page does.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import { useParams } from 'react-router-dom';
import { Button, EmptyState, HeadingRow } from '../../../design-system';
import { findById, selectPosts, useBlogSelector, type Post } from '../../blog';
import { adminText } from '../adminText';
import { adminPaths } from '../../../lib/appPaths';
import { AdminMeta } from '../components/AdminMeta';
import { PublishControls } from '../components/PublishControls';
import { postEditorColumns } from '../model/postFields';
import { EditorTabBar, EditorTabPanel, type EditorTab } from '../components/postEditor/EditorTabs';
import { PostFieldControl } from '../components/postEditor/PostFieldControl';
import { PostPreview } from '../components/postEditor/PostPreview';
import { usePostDraft } from '../components/postEditor/usePostDraft';
import { usePostImages } from '../components/postEditor/usePostImages';
import { usePostSubmit } from '../components/postEditor/usePostSubmit';

// The SEO and readability coaching (docs/PRODUCT.md#the-editors-seo-and-readability-analysis) loads only with the editor, after it.
const loadCoach = () => import('../components/coach/EditorCoach');
const PostCoach = lazy(() => loadCoach().then(({ PostCoach }) => ({ default: PostCoach })));
const PostSearchAppearance = lazy(() =>
  loadCoach().then(({ PostSearchAppearance }) => ({ default: PostSearchAppearance })),
);

const FORM_ID = 'post-editor';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2.5}>{children}</Stack>
    </Paper>
  );
}

export default function PostEditorPage() {
  const { postId } = useParams();
  const posts = useBlogSelector(selectPosts);
  const existing = postId === undefined ? undefined : findById(posts, postId);
  if (postId !== undefined && !existing) {
    return (
      <>
        <AdminMeta title="Edit post" path={adminPaths.editPost(postId)} />
        <HeadingRow level={1} title="Edit post" />
        <EmptyState
          title={adminText.editMissing}
          action={<Button to={adminPaths.posts}>Back to posts</Button>}
        />
      </>
    );
  }
  // Keyed so that moving from one post to another (or to New post) starts a fresh form.
  return <PostEditorForm key={existing?.id ?? 'new'} existing={existing} />;
}

function PostEditorForm({ existing }: { existing?: Post }) {
  const post = usePostDraft(existing);
  const images = usePostImages(post);
  const [tab, setTab] = useState<EditorTab>('write');
  const submit = usePostSubmit(existing, post, () => setTab('write'));
  const { draft, chosenTags, insertIntoBody } = post;
  // The side column (publishing, organise, cover) is drawn in the task after the first frame: the
  // heading and the writing fields show first, within a second of the click on a slow phone
  // (docs/ARCHITECTURE.md#apps-in-pieces). Nothing can be saved before it is there: a person cannot click that fast.
  // The coach's search preview waits for it too, so its chunks (analysis, Markdown) are requested
  // after the first frame, not beside the first screen's own.
  const [sideColumn, setSideColumn] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(() => setSideColumn(true)));
    return () => cancelAnimationFrame(frame);
  }, []);

  const pageTitle = existing ? 'Edit post' : 'New post';

  return (
    <>
      <AdminMeta
        title={pageTitle}
        path={existing ? adminPaths.editPost(existing.id) : adminPaths.newPost}
      />
      <HeadingRow
        level={1}
        title={pageTitle}
        intro={
          existing
            ? `Editing “${existing.title}”.`
            : 'Write in Markdown; the Preview tab shows the post exactly as readers will see it.'
        }
        actions={
          <Button type="submit" form={FORM_ID} startIcon={<SaveIcon />}>
            Save post
          </Button>
        }
      />
      {existing && <PublishControls post={existing} />}
      <EditorTabBar value={tab} onChange={setTab} />
      <EditorTabPanel value="write" current={tab}>
        <Box
          component="form"
          id={FORM_ID}
          noValidate
          onSubmit={submit}
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          {postEditorColumns.slice(0, sideColumn ? undefined : 1).map((column, index) => (
            <Stack key={index} spacing={3}>
              {column.map((panel) => (
                <Panel key={panel.title} title={panel.title}>
                  {panel.fields.map((field) => (
                    <PostFieldControl key={field.name} field={field} post={post} images={images} />
                  ))}
                </Panel>
              ))}
              {index === 0 && sideColumn && (
                <Suspense fallback={null}>
                  <PostSearchAppearance draft={draft} />
                </Suspense>
              )}
              {index === postEditorColumns.length - 1 && (
                <>
                  <Button type="submit" startIcon={<SaveIcon />} size="lg">
                    Save post
                  </Button>
                  <Suspense fallback={null}>
                    <PostCoach draft={draft} postId={existing?.id} onInsertLink={insertIntoBody} />
                  </Suspense>
                </>
              )}
            </Stack>
          ))}
        </Box>
      </EditorTabPanel>
      <EditorTabPanel value="preview" current={tab}>
        {/* Rendered only while shown: no Markdown work on every keystroke in the Write tab. */}
        {tab === 'preview' && <PostPreview draft={draft} chosenTags={chosenTags} />}
      </EditorTabPanel>
    </>
  );
}
