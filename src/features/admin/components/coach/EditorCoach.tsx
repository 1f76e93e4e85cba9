/**
 * The editor's coaching (docs/PRODUCT.md#the-editors-seo-and-readability-analysis), loaded only with the editor: the search and social previews,
 * the SEO and readability analyses and the internal-link suggestions. The analysis runs on a
 * debounced, deferred copy of the draft, so typing never waits for it.
 */
import { memo, useDeferredValue, useMemo } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddLinkIcon from '@mui/icons-material/AddLink';
import { Button } from '../../../../design-system';
import { isHttpUrl } from '../../../../lib/url';
import {
  blogText,
  postDescription,
  selectPosts,
  useBlogSelector,
  usePublishedContent,
  type Post,
  type PostDraft,
} from '../../../blog';
import { sitePagesForLinks } from '../../../site';
import { analysePost, type AnalysisContext, type OtherKeyphrase } from '../../analysis/analysis';
import {
  linkMarkdown,
  postLinkTarget,
  postPath,
  suggestLinks,
  type LinkTarget,
} from '../../analysis/linkSuggestions';
import { ANALYSIS_DEBOUNCE_MS } from '../../analysis/thresholds';
import { AnalysisPanel } from './AnalysisPanel';
import { SearchPreview } from './SearchPreview';
import { SocialPreview } from './SocialPreview';
import { useDebouncedValue } from './useDebouncedValue';

/** Every post this browser knows: its own, and published ones it does not hold (same id or slug). */
function useAllPosts(): Post[] {
  const local = useBlogSelector(selectPosts);
  const content = usePublishedContent();
  return useMemo(() => {
    const ids = new Set(local.map((post) => post.id));
    const slugs = new Set(local.map((post) => post.slug));
    return [
      ...local,
      ...content.posts.filter((post) => !ids.has(post.id) && !slugs.has(post.slug)),
    ];
  }, [local, content]);
}

/** What analysing needs besides the draft: other posts' keyphrases, the addresses that exist. */
export function useAnalysisContext(postId?: string): AnalysisContext {
  const posts = useAllPosts();
  return useMemo(
    () => ({
      searchTitle: blogText.postTitle,
      postId,
      otherKeyphrases: posts.map((post): OtherKeyphrase => ({
        id: post.id,
        title: post.title,
        keyphrase: post.focus_keyphrase,
      })),
      knownPostPaths: new Set(posts.map((post) => postPath(post.slug))),
    }),
    [posts, postId],
  );
}

/** The settled draft: after a typing pause, and at low priority. */
function useSettledDraft(draft: PostDraft): PostDraft {
  return useDeferredValue(useDebouncedValue(draft, ANALYSIS_DEBOUNCE_MS));
}

export function PostSearchAppearance({ draft }: { draft: PostDraft }) {
  return <SearchAppearanceOf draft={useSettledDraft(draft)} />;
}

/** Renders again only when the settled draft changes, not on every keystroke. */
const SearchAppearanceOf = memo(function SearchAppearanceOf({
  draft: settled,
}: {
  draft: PostDraft;
}) {
  const title = blogText.postTitle(
    settled.seo_meta_title.trim() || settled.title.trim() || 'Untitled post',
  );
  const description = postDescription({ ...settled, id: '', updated_date: '' });
  return (
    <>
      <SearchPreview
        appearance={{ title, description, path: postPath(settled.slug || 'your-post') }}
      />
      <SocialPreview
        appearance={{
          title,
          description,
          image: isHttpUrl(settled.cover_image) ? settled.cover_image.trim() : '',
          imageAlt: settled.alt_text.trim() || settled.title,
        }}
      />
    </>
  );
});

export function PostCoach({
  draft,
  postId,
  onInsertLink,
}: {
  draft: PostDraft;
  postId?: string;
  /** Puts Markdown at the body's cursor. */
  onInsertLink: (markdown: string) => void;
}) {
  return <CoachOf settled={useSettledDraft(draft)} postId={postId} onInsertLink={onInsertLink} />;
}

/** Renders again only when the settled draft (or the blog's posts) change. */
const CoachOf = memo(function CoachOf({
  settled,
  postId,
  onInsertLink,
}: {
  settled: PostDraft;
  postId?: string;
  onInsertLink: (markdown: string) => void;
}) {
  const context = useAnalysisContext(postId);
  const posts = useAllPosts();
  const analysis = useMemo(() => analysePost(settled, context), [settled, context]);
  const targets = useMemo<LinkTarget[]>(
    () => [
      ...posts
        .filter((post) => post.status === 'published' && post.id !== postId)
        .map(postLinkTarget),
      ...sitePagesForLinks.map((page) => ({
        path: page.path,
        title: page.title,
        text: `${page.title}. ${page.topics}`,
      })),
    ],
    [posts, postId],
  );
  const suggestions = useMemo(
    () =>
      suggestLinks(settled, targets, {
        ownPath: settled.slug ? postPath(settled.slug) : undefined,
      }),
    [settled, targets],
  );
  return (
    <Stack spacing={3}>
      <AnalysisPanel
        title="SEO analysis"
        list={analysis.seo}
        emptyText="Write a title and some text to see how the post does in search."
      />
      <AnalysisPanel
        title="Readability analysis"
        list={analysis.readability}
        emptyText="Write some text to see how easily it reads."
      />
      <Paper
        component="section"
        aria-labelledby="link-suggestions-title"
        variant="outlined"
        sx={{ p: 3, borderRadius: 3 }}
      >
        <Typography id="link-suggestions-title" variant="h6" component="h2">
          Internal link suggestions
        </Typography>
        <Typography sx={{ mt: 0.5, mb: 2, fontSize: 14, color: 'text.secondary' }}>
          Pages and published posts that share this draft's key phrases. Insert puts a link at the
          cursor in the body.
        </Typography>
        {suggestions.length === 0 ? (
          <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
            No suggestions yet: they appear as the draft's topics take shape.
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {suggestions.map((suggestion) => (
              <Box
                component="li"
                key={suggestion.path}
                sx={{
                  display: 'flex',
                  gap: 1.5,
                  alignItems: 'center',
                  justifyContent: 'space-between',
                }}
              >
                <Box sx={{ minWidth: 0, fontSize: 14 }}>
                  <Box sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{suggestion.title}</Box>
                  <Box sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                    {suggestion.path} · shares{' '}
                    {suggestion.shared
                      .slice(0, 3)
                      .map((phrase) => `“${phrase}”`)
                      .join(', ')}
                  </Box>
                </Box>
                <Button
                  size="sm"
                  variant="outline"
                  startIcon={<AddLinkIcon />}
                  onClick={() => onInsertLink(linkMarkdown(suggestion))}
                  aria-label={`Insert a link to ${suggestion.title}`}
                >
                  Insert
                </Button>
              </Box>
            ))}
          </Box>
        )}
      </Paper>
    </Stack>
  );
});
