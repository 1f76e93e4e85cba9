/** A post's two lights for the posts table: SEO and readability, each with its word. */
import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import type { Post } from '../../../blog';
import { analysePost } from '../../analysis/analysis';
import { Light } from './CheckLight';
import { useAnalysisContext } from './EditorCoach';

export function PostLights({ post }: { post: Post }) {
  const context = useAnalysisContext(post.id);
  const { seo, readability } = useMemo(() => analysePost(post, context), [post, context]);
  return (
    <Stack spacing={0.25} sx={{ fontSize: 13 }} data-testid="post-lights">
      <Light state={seo.overall} label="SEO" />
      <Light state={readability.overall} label="Readability" />
    </Stack>
  );
}
