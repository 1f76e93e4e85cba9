/**
 * The post editor: new at posts/new, edit at posts/edit/{postId}. Every field of SPEC §2 with its
 * help text, the slug following the title until hand-edited, validation that keeps the input, and
 * a Preview tab that renders the post exactly as the public post page does.
 */
import {
  Fragment,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, EmptyState, notify, HeadingRow } from '../../../design-system';
import {
  emptyDraft,
  BlogLoading,
  findById,
  fromDateTimeLocal,
  imageMarkdown,
  loadPostArticle,
  postSaved,
  selectAuthors,
  selectCategories,
  selectPosts,
  selectTags,
  slugify,
  toDateTimeLocal,
  useBlogDispatch,
  useBlogSelector,
  type Post,
  type PostDraft,
} from '../../blog';
import { adminText } from '../adminText';
import { adminPaths } from '../../../lib/appPaths';
import { AdminMeta } from '../components/AdminMeta';
import { PublishControls } from '../components/PublishControls';
import { TagChecklist } from '../components/TagChecklist';
import {
  BODY_ROWS,
  draftOf,
  normaliseDraft,
  refusalNotice,
  slugFollowsTitle,
  slugInput,
  validatePost,
  type PostFormErrors,
} from '../model/postForm';
import { firstRefusedField, postEditorColumns, type PostField } from '../model/postFields';
import { insertAtSelection } from '../model/bodyInsert';
import { ImageUploadControl, useImageUpload } from '../components/ImageUpload';

const PostArticle = lazy(loadPostArticle);
// The SEO and readability coaching (docs/PRODUCT.md#the-editors-seo-and-readability-analysis) loads only with the editor, after it.
const loadCoach = () => import('../components/coach/EditorCoach');
const PostCoach = lazy(() => loadCoach().then(({ PostCoach }) => ({ default: PostCoach })));
const PostSearchAppearance = lazy(() =>
  loadCoach().then(({ PostSearchAppearance }) => ({ default: PostSearchAppearance })),
);

const FORM_ID = 'post-editor';
const MONOSPACE = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' };
/** The draft's plain text fields: the ones a text box edits as they are. */
type TextFieldName =
  | 'title'
  | 'slug'
  | 'body'
  | 'excerpt'
  | 'seo_meta_title'
  | 'seo_meta_description'
  | 'focus_keyphrase'
  | 'canonical_url'
  | 'cover_image'
  | 'alt_text';
type EditorTab = 'write' | 'preview';
type BodySelection = { start: number; end: number };

/**
 * The editor's one kind of tab panel: labelled by its tab, hidden unless chosen. The write panel
 * stays mounted while hidden, so the header's Save post (form="post-editor") submits it from the
 * Preview tab too.
 */
function EditorTabPanel({
  value,
  current,
  children,
}: {
  value: EditorTab;
  current: EditorTab;
  children: ReactNode;
}) {
  return (
    <Box
      role="tabpanel"
      id={`editor-panel-${value}`}
      aria-labelledby={`editor-tab-${value}`}
      hidden={current !== value}
    >
      {children}
    </Box>
  );
}

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
  const posts = useBlogSelector(selectPosts);
  const categories = useBlogSelector(selectCategories);
  const tags = useBlogSelector(selectTags);
  const authors = useBlogSelector(selectAuthors);
  const dispatch = useBlogDispatch();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<PostDraft>(() =>
    existing ? { ...draftOf(existing), tags: existing.tags } : emptyDraft(authors[0]?.id ?? ''),
  );
  const [slugLinked, setSlugLinked] = useState(() => slugFollowsTitle(draft));
  const [errors, setErrors] = useState<PostFormErrors>({});
  const [tab, setTab] = useState<EditorTab>('write');
  // The side column (publishing, organise, cover) is drawn in the task after the first frame: the
  // heading and the writing fields show first, within a second of the click on a slow phone
  // (docs/ARCHITECTURE.md#apps-in-pieces). Nothing can be saved before it is there: a person cannot click that fast.
  const [sideColumn, setSideColumn] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(() => setSideColumn(true)));
    return () => cancelAnimationFrame(frame);
  }, []);

  const set = <K extends keyof PostDraft>(field: K, value: PostDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onTitle = (title: string) => {
    setDraft((current) => ({
      ...current,
      title,
      slug: slugLinked ? slugify(title) : current.slug,
    }));
    setErrors((current) => ({
      ...current,
      title: undefined,
      slug: slugLinked ? undefined : current.slug,
    }));
  };

  const onSlug = (value: string) => {
    const slug = slugInput(value);
    setSlugLinked(slug === '');
    set('slug', slug);
  };

  /**
   * Markdown into the body at its cursor (the coach's link suggestions), then the caret after it.
   * Stable across renders, so the coach does not re-render on every keystroke.
   */
  const insertIntoBody = useCallback((snippet: string, at?: BodySelection) => {
    const field = document.getElementById('post-body') as HTMLTextAreaElement | null;
    let caret = 0;
    setDraft((current) => {
      const inserted = insertAtSelection(
        current.body,
        snippet,
        at?.start ?? field?.selectionStart ?? current.body.length,
        at?.end ?? field?.selectionEnd ?? current.body.length,
      );
      caret = inserted.caret;
      return { ...current, body: inserted.body };
    });
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(caret, caret);
    });
  }, []);

  const coverUpload = useImageUpload('cover', (path, alt) => {
    setDraft((current) => ({ ...current, cover_image: path, alt_text: alt }));
    setErrors((current) => ({ ...current, cover_image: undefined }));
  });
  // Where the image goes: the body's cursor when the image was chosen, dropped or pasted (the
  // alt-text dialog takes the focus in between).
  const bodySelection = useRef<BodySelection | undefined>(undefined);
  const rememberBodySelection = () => {
    const field = document.getElementById('post-body') as HTMLTextAreaElement | null;
    bodySelection.current = field
      ? { start: field.selectionStart, end: field.selectionEnd }
      : undefined;
  };
  const bodyUpload = useImageUpload('body', (path, alt) =>
    insertIntoBody(imageMarkdown(alt, path), bodySelection.current),
  );
  /** A file dropped or pasted onto the body: put in as an image (the default would drop its name). */
  const bodyFileFrom = (files: FileList | undefined | null, event: { preventDefault(): void }) => {
    const file = files?.[0];
    if (!file) return;
    event.preventDefault();
    rememberBodySelection();
    void bodyUpload.handleFile(file);
  };

  const existingTagIds = useMemo(() => new Set(tags.map((tag) => tag.id)), [tags]);
  const chosenTags = draft.tags.filter((id) => existingTagIds.has(id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean = normaliseDraft({ ...draft, tags: chosenTags });
    const found = validatePost(clean, posts, existing?.id);
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      setTab('write');
      notify({
        title: adminText.postNotSaved,
        description: refusalNotice(clean, found),
        variant: 'destructive',
      });
      const first = firstRefusedField(found);
      if (first) requestAnimationFrame(() => document.getElementById(first.id)?.focus());
      return;
    }
    dispatch(postSaved({ ...clean, id: existing?.id }));
    notify({
      ...(existing
        ? adminText.postUpdated(clean.title)
        : adminText.postCreated(clean.title, clean.status === 'published')),
      variant: 'success',
    });
    navigate(adminPaths.posts);
  };

  /** One field of the table (postFields.ts) as its control. */
  const renderField = (field: PostField): ReactNode => {
    const helperText =
      (field.validated ? errors[field.name as keyof PostFormErrors] : undefined) ??
      field.help?.(draft);
    const error = field.validated && !!errors[field.name as keyof PostFormErrors];
    switch (field.kind) {
      case 'status':
        return (
          <FormControl>
            <FormLabel id={`${field.id}-label`}>{field.label}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${field.id}-label`}
              value={draft.status}
              onChange={(event) =>
                set('status', event.target.value === 'published' ? 'published' : 'draft')
              }
            >
              <FormControlLabel value="draft" control={<Radio />} label="Draft" />
              <FormControlLabel value="published" control={<Radio />} label="Published" />
            </RadioGroup>
            <FormHelperText>{helperText}</FormHelperText>
          </FormControl>
        );
      case 'author':
      case 'category': {
        const options = field.kind === 'author' ? authors : categories;
        const value = draft[field.kind];
        return (
          <TextField
            id={field.id}
            select
            label={field.label}
            value={options.some((option) => option.id === value) ? value : ''}
            onChange={(event) => set(field.kind as 'author' | 'category', event.target.value)}
            helperText={helperText}
          >
            {field.kind === 'category' && <MenuItem value="">No category</MenuItem>}
            {options.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        );
      }
      case 'tags':
        return (
          <TagChecklist tags={tags} selected={chosenTags} onChange={(ids) => set('tags', ids)} />
        );
      case 'datetime':
        return (
          <TextField
            id={field.id}
            label={field.label}
            type="datetime-local"
            value={toDateTimeLocal(draft.publish_date)}
            onChange={(event) => set('publish_date', fromDateTimeLocal(event.target.value))}
            slotProps={{ inputLabel: { shrink: true } }}
            helperText={helperText}
          />
        );
      default: {
        const name = field.name as TextFieldName;
        const onChange =
          name === 'title'
            ? onTitle
            : name === 'slug'
              ? onSlug
              : (value: string) => set(name, value);
        const control = (
          <TextField
            id={field.id}
            label={field.label}
            required={field.required}
            type={field.kind === 'url' ? 'url' : undefined}
            multiline={field.kind === 'markdown' || field.kind === 'multiline'}
            minRows={field.rows}
            maxRows={field.kind === 'markdown' ? BODY_ROWS : undefined}
            value={draft[name]}
            onChange={(event) => onChange(event.target.value)}
            error={error}
            helperText={helperText}
            slotProps={field.kind === 'markdown' ? { htmlInput: { style: MONOSPACE } } : undefined}
            {...(name === 'body' && {
              onPaste: (event) => bodyFileFrom(event.clipboardData?.files, event),
              onDrop: (event) => bodyFileFrom(event.dataTransfer?.files, event),
              onDragOver: (event) => {
                if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
              },
            })}
          />
        );
        if (name === 'body' || name === 'cover_image')
          return (
            <Stack spacing={1}>
              {control}
              <ImageUploadControl
                upload={name === 'body' ? bodyUpload : coverUpload}
                onChoose={name === 'body' ? rememberBodySelection : undefined}
              />
            </Stack>
          );
        return control;
      }
    }
  };

  const pageTitle = existing ? 'Edit post' : 'New post';
  const previewPost = normaliseDraft(draft);

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
      <Tabs
        value={tab}
        onChange={(_, value: EditorTab) => setTab(value)}
        aria-label="Editor view"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="write" label="Write" id="editor-tab-write" aria-controls="editor-panel-write" />
        <Tab
          value="preview"
          label="Preview"
          id="editor-tab-preview"
          aria-controls="editor-panel-preview"
        />
      </Tabs>
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
                    <Fragment key={field.name}>{renderField(field)}</Fragment>
                  ))}
                </Panel>
              ))}
              {index === 0 && (
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
        {tab === 'preview' && (
          <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
            <Typography
              sx={{
                px: 3,
                py: 1.5,
                bgcolor: 'action.hover',
                fontSize: 14,
                color: 'text.secondary',
              }}
            >
              Preview: this is how the post page will look. Links are inactive here.
            </Typography>
            {/* inert: the preview is to look at; following its links would leave unsaved work behind. */}
            <Box inert>
              <Suspense fallback={<BlogLoading label="Preparing the preview…" />}>
                <PostArticle
                  post={{ ...previewPost, title: previewPost.title || 'Untitled post' }}
                  category={findById(categories, draft.category)}
                  tags={tags.filter((tag) => chosenTags.includes(tag.id))}
                  author={findById(authors, draft.author)}
                  titleComponent="h2"
                />
              </Suspense>
            </Box>
          </Paper>
        )}
      </EditorTabPanel>
    </>
  );
}
