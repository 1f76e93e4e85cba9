/** A post in a grid: image (alt text or title), title, excerpt, publish date and Read More (SPEC §2). */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { Button, RenderedOnce, VisuallyHidden, useLinkComponent } from '../../../design-system';
import { formatPublishDate } from '../model/dates';
import type { Post } from '../model/types';
import { CoverImage } from './CoverImage';

type CardPost = Pick<
  Post,
  'slug' | 'title' | 'excerpt' | 'cover_image' | 'alt_text' | 'publish_date'
>;

/**
 * A post's card is the same on the blog list, its author's, category's and tags' pages and beside
 * every post it relates to: the prerender renders it once (RenderedOnce), keyed by all it shows.
 */
export function PostCard({
  post,
  headingLevel = 'h2',
}: {
  post: Post;
  headingLevel?: 'h2' | 'h3';
}) {
  const { slug, title, excerpt, cover_image, alt_text, publish_date } = post;
  const shown = { slug, title, excerpt, cover_image, alt_text, publish_date };
  return (
    <RenderedOnce kind="post card" name={`${headingLevel} ${JSON.stringify(shown)}`}>
      <PostCardBody post={shown} headingLevel={headingLevel} />
    </RenderedOnce>
  );
}

function PostCardBody({ post, headingLevel }: { post: CardPost; headingLevel: 'h2' | 'h3' }) {
  const PageLink = useLinkComponent();
  const href = `/blog/${post.slug}`;
  const date = formatPublishDate(post.publish_date);
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 3,
        overflow: 'hidden',
      }}
    >
      <CoverImage
        src={post.cover_image}
        alt={post.alt_text.trim() || post.title}
        sizes="(min-width: 900px) 400px, (min-width: 600px) 50vw, 100vw"
      />
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.25, p: 3 }}>
        {date && (
          <Typography
            component="time"
            dateTime={post.publish_date}
            sx={{ fontSize: 14, color: 'text.secondary' }}
          >
            {date}
          </Typography>
        )}
        <Typography variant="h5" component={headingLevel} sx={{ overflowWrap: 'anywhere' }}>
          <Link component={PageLink} href={href} underline="hover" color="inherit">
            {post.title}
          </Link>
        </Typography>
        {post.excerpt && (
          <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {post.excerpt}
          </Typography>
        )}
        <Box sx={{ mt: 'auto', pt: 1 }}>
          {/* The title is in the link's text too, not only in its accessible name: search engines
              and Lighthouse (link-text) read the text, and "Read More" alone says nothing. The
              aria-label keeps the name exact (a hidden span would make it "Read More : …"). */}
          <Button to={href} variant="link" aria-label={`Read More: ${post.title}`}>
            Read More<VisuallyHidden>: {post.title}</VisuallyHidden>
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
