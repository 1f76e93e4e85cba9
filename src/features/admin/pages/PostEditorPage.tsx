/**
 * The post editor: new at posts/new, edit at posts/edit/{postId}. Every field of SPEC §2 with its
 * help text, the slug following the title until hand-edited, validation that keeps the input, and
 * a Preview tab that renders the post exactly as the public post page does.
 */
import { lazy, Suspense, useMemo, useState, type FormEvent, type ReactNode } from 'react';
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
import { Button, EmptyState, notify } from '../../../design-system';
import {
  BlogLoading,
  findById,
  fromDateTimeLocal,
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
import { adminPaths } from '../adminPaths';
import { AdminMeta } from '../components/AdminMeta';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { PublishControls } from '../components/PublishControls';
import { TagChecklist } from '../components/TagChecklist';
import {
  BODY_ROWS,
  EXCERPT_SUGGESTED_LENGTH,
  SEO_DESCRIPTION_SUGGESTED_LENGTH,
  SEO_TITLE_SUGGESTED_LENGTH,
  draftOf,
  emptyDraft,
  normaliseDraft,
  refusalNotice,
  slugFollowsTitle,
  slugInput,
  validatePost,
  type PostFormErrors,
} from '../model/postForm';

const PostArticle = lazy(loadPostArticle);

function countHelp(length: number, suggested: number, text: string) {
  return `${length}/${suggested} characters suggested${length > suggested ? ' (over the suggestion)' : ''}. ${text}`;
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
        <AdminPageHeader title="Edit post" />
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
  const [tab, setTab] = useState<'write' | 'preview'>('write');

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
      const first = (['title', 'slug', 'cover_image', 'canonical_url'] as const).find(
        (field) => found[field],
      );
      if (first) requestAnimationFrame(() => document.getElementById(`post-${first}`)?.focus());
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

  const pageTitle = existing ? 'Edit post' : 'New post';
  const previewPost = normaliseDraft(draft);

  return (
    <>
      <AdminMeta
        title={pageTitle}
        path={existing ? adminPaths.editPost(existing.id) : adminPaths.newPost}
      />
      <AdminPageHeader
        title={pageTitle}
        intro={
          existing
            ? `Editing “${existing.title}”.`
            : 'Write in Markdown; the Preview tab shows the post exactly as readers will see it.'
        }
        actions={
          <Button
            startIcon={<SaveIcon />}
            onClick={() =>
              (document.getElementById('post-editor') as HTMLFormElement | null)?.requestSubmit()
            }
          >
            Save post
          </Button>
        }
      />
      {existing && <PublishControls post={existing} />}
      <Tabs
        value={tab}
        onChange={(_, value: 'write' | 'preview') => setTab(value)}
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
      <Box
        role="tabpanel"
        id="editor-panel-write"
        aria-labelledby="editor-tab-write"
        hidden={tab !== 'write'}
      >
        <Box
          component="form"
          id="post-editor"
          noValidate
          onSubmit={submit}
          sx={{
            display: tab === 'write' ? 'grid' : 'none',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={3}>
            <Panel title="Content">
              <TextField
                id="post-title"
                label="Title"
                required
                value={draft.title}
                onChange={(event) => onTitle(event.target.value)}
                error={!!errors.title}
                helperText={
                  errors.title ??
                  'The headline readers see on the post, on cards and in search results.'
                }
              />
              <TextField
                id="post-slug"
                label="Slug"
                required
                value={draft.slug}
                onChange={(event) => onSlug(event.target.value)}
                error={!!errors.slug}
                helperText={
                  errors.slug ??
                  `The post's address: /blog/${draft.slug || '{slug}'}. Made from the title until you edit it; lower-case letters, digits and hyphens.`
                }
              />
              <TextField
                id="post-body"
                label="Body (Markdown)"
                multiline
                minRows={BODY_ROWS}
                maxRows={BODY_ROWS}
                rows={undefined}
                value={draft.body}
                onChange={(event) => set('body', event.target.value)}
                helperText="Markdown: ## Heading, **bold**, _italic_, - list items, [link text](https://example.com), ![image alt](https://…). A single line break stays a line break. HTML and scripts are cleaned out."
                slotProps={{
                  htmlInput: {
                    style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
                  },
                }}
              />
              <TextField
                id="post-excerpt"
                label="Excerpt"
                multiline
                minRows={3}
                value={draft.excerpt}
                onChange={(event) => set('excerpt', event.target.value)}
                helperText={countHelp(
                  draft.excerpt.length,
                  EXCERPT_SUGGESTED_LENGTH,
                  'A short summary shown on cards and used as the meta description when the SEO one is empty.',
                )}
              />
            </Panel>
            <Panel title="Search engines">
              <TextField
                id="post-seo-title"
                label="SEO meta title"
                value={draft.seo_meta_title}
                onChange={(event) => set('seo_meta_title', event.target.value)}
                helperText={countHelp(
                  draft.seo_meta_title.length,
                  SEO_TITLE_SUGGESTED_LENGTH,
                  'The title in the browser tab and search results; the post title is used when empty.',
                )}
              />
              <TextField
                id="post-seo-description"
                label="SEO meta description"
                multiline
                minRows={2}
                value={draft.seo_meta_description}
                onChange={(event) => set('seo_meta_description', event.target.value)}
                helperText={countHelp(
                  draft.seo_meta_description.length,
                  SEO_DESCRIPTION_SUGGESTED_LENGTH,
                  'The snippet search results show; the excerpt is used when empty.',
                )}
              />
              <TextField
                id="post-canonical_url"
                label="Canonical URL"
                type="url"
                value={draft.canonical_url}
                onChange={(event) => set('canonical_url', event.target.value)}
                error={!!errors.canonical_url}
                helperText={
                  errors.canonical_url ??
                  "Only if this post first appeared elsewhere: that page's full http(s) address. Leave empty to use this post's own address."
                }
              />
            </Panel>
          </Stack>
          <Stack spacing={3}>
            <Panel title="Publishing">
              <FormControl>
                <FormLabel id="post-status-label">Status</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="post-status-label"
                  value={draft.status}
                  onChange={(event) =>
                    set('status', event.target.value === 'published' ? 'published' : 'draft')
                  }
                >
                  <FormControlLabel value="draft" control={<Radio />} label="Draft" />
                  <FormControlLabel value="published" control={<Radio />} label="Published" />
                </RadioGroup>
                <FormHelperText>
                  Drafts stay in this admin. Published posts appear on the blog, its category, tag
                  and author pages.
                </FormHelperText>
              </FormControl>
              <TextField
                id="post-publish-date"
                label="Publish date"
                type="datetime-local"
                value={toDateTimeLocal(draft.publish_date)}
                onChange={(event) => set('publish_date', fromDateTimeLocal(event.target.value))}
                slotProps={{ inputLabel: { shrink: true } }}
                helperText="Choose a future date and time to schedule the post. The date is shown to readers and orders the blog, newest first."
              />
              <TextField
                id="post-author"
                select
                label="Author"
                value={authors.some((author) => author.id === draft.author) ? draft.author : ''}
                onChange={(event) => set('author', event.target.value)}
                helperText="Shown with the post and linked to the author's page."
              >
                {authors.map((author) => (
                  <MenuItem key={author.id} value={author.id}>
                    {author.name}
                  </MenuItem>
                ))}
              </TextField>
            </Panel>
            <Panel title="Organise">
              <TextField
                id="post-category"
                select
                label="Category"
                value={
                  categories.some((category) => category.id === draft.category)
                    ? draft.category
                    : ''
                }
                onChange={(event) => set('category', event.target.value)}
                helperText="One category per post; add more on the Categories page."
              >
                <MenuItem value="">No category</MenuItem>
                {categories.map((category) => (
                  <MenuItem key={category.id} value={category.id}>
                    {category.name}
                  </MenuItem>
                ))}
              </TextField>
              <TagChecklist
                tags={tags}
                selected={chosenTags}
                onChange={(ids) => set('tags', ids)}
              />
            </Panel>
            <Panel title="Cover image">
              <TextField
                id="post-cover_image"
                label="Cover image URL"
                type="url"
                value={draft.cover_image}
                onChange={(event) => set('cover_image', event.target.value)}
                error={!!errors.cover_image}
                helperText={
                  errors.cover_image ??
                  'Full http(s) address of the image shown on the post and its card. Empty shows the Bayshore artwork.'
                }
              />
              <TextField
                id="post-alt-text"
                label="Alt text"
                value={draft.alt_text}
                onChange={(event) => set('alt_text', event.target.value)}
                helperText="Describes the cover image for people using screen readers; the title is used when empty."
              />
            </Panel>
            <Button type="submit" startIcon={<SaveIcon />} size="lg">
              Save post
            </Button>
          </Stack>
        </Box>
      </Box>
      <Paper
        variant="outlined"
        role="tabpanel"
        id="editor-panel-preview"
        aria-labelledby="editor-tab-preview"
        hidden={tab !== 'preview'}
        sx={{ borderRadius: 3, overflow: 'hidden', display: tab === 'preview' ? 'block' : 'none' }}
      >
        {tab === 'preview' && (
          <>
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
          </>
        )}
      </Paper>
    </>
  );
}
