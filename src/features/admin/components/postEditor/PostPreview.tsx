/** The editor's Preview tab: the draft rendered exactly as the public post page renders it, inert. */
import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  BlogLoading,
  findById,
  loadPostArticle,
  selectAuthors,
  selectCategories,
  selectTags,
  useBlogSelector,
  type PostDraft,
} from '../../../blog';
import { normaliseDraft } from '../../model/postForm';

const PostArticle = lazy(loadPostArticle);

export function PostPreview({ draft, chosenTags }: { draft: PostDraft; chosenTags: string[] }) {
  const categories = useBlogSelector(selectCategories);
  const tags = useBlogSelector(selectTags);
  const authors = useBlogSelector(selectAuthors);
  const previewPost = normaliseDraft(draft);
  return (
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
  );
}
