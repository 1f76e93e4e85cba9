/**
 * A post as the public reads it: category, title, author, date, read time, cover, the sanitised
 * Markdown body and its tags. The post page and the editor's Preview both render this, so the
 * preview is exactly what will be published. The chips and the author's byline are the same on
 * every post that shows them: the prerender renders each once (RenderedOnce).
 */
import { useMemo, useRef } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPublishDate } from '../model/dates';
import { renderMarkdown } from '../model/markdown';
import { placeBodyImages } from '../model/servedImages';
import { servedImages } from '../servedImages';
import { readTimeLabel } from '../model/readTime';
import { isSafeImageSource } from '../model/url';
import type { Author, Category, Post, Tag } from '../model/types';
import { RenderedOnce, useLinkComponent } from '../../../design-system';
import { CoverImage } from './CoverImage';
import { useLocalBodyImages } from './localImages';

export interface PostArticleProps {
  post: Pick<Post, 'title' | 'body' | 'excerpt' | 'cover_image' | 'alt_text' | 'publish_date'>;
  category?: Category;
  tags: readonly Tag[];
  author?: Author;
  /** The post page's title is its h1; inside the editor the page already has one. */
  titleComponent?: 'h1' | 'h2';
}

const bodySx = {
  fontSize: '1.075rem',
  lineHeight: 1.75,
  overflowWrap: 'anywhere',
  '& h2, & h3, & h4, & h5, & h6': { fontWeight: 800, lineHeight: 1.25, mt: 4, mb: 1.5 },
  '& h2': { fontSize: '1.75rem' },
  '& h3': { fontSize: '1.4rem' },
  '& h4, & h5, & h6': { fontSize: '1.15rem' },
  '& p, & ul, & ol, & blockquote, & pre, & table': { my: 2 },
  '& a': { color: 'primary.main', textUnderlineOffset: 3 },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 2 },
  '& blockquote': {
    borderLeft: 4,
    borderColor: 'secondary.main',
    pl: 2,
    ml: 0,
    color: 'text.secondary',
  },
  '& code': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
    fontSize: '0.92em',
    bgcolor: 'action.hover',
    px: 0.5,
    borderRadius: 0.5,
  },
  '& pre': {
    p: 2,
    bgcolor: 'action.hover',
    borderRadius: 2,
    overflowX: 'auto',
    '& code': { bgcolor: 'transparent', p: 0 },
  },
  '& table': { borderCollapse: 'collapse', width: '100%', display: 'block', overflowX: 'auto' },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'left' },
  '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 4 },
} as const;

/** A category's or a tag's chip: the same on every post that shows it, so rendered once per build. */
function LinkChip({
  kind,
  href,
  label,
  ...look
}: {
  kind: 'category' | 'tag';
  href: string;
  label: string;
} & Pick<ChipProps, 'color' | 'variant' | 'size'>) {
  const PageLink = useLinkComponent();
  return (
    <RenderedOnce kind={`${kind} chip`} name={JSON.stringify([href, label])}>
      <Chip component={PageLink} href={href} clickable label={label} {...look} />
    </RenderedOnce>
  );
}

export function PostArticle({
  post,
  category,
  tags,
  author,
  titleComponent = 'h1',
}: PostArticleProps) {
  const PageLink = useLinkComponent();
  const html = useMemo(() => placeBodyImages(renderMarkdown(post.body), servedImages), [post.body]);
  const bodyRef = useRef<HTMLDivElement>(null);
  useLocalBodyImages(bodyRef, html);
  const date = formatPublishDate(post.publish_date);
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Stack spacing={2.5}>
        {category && (
          <Box>
            <LinkChip
              kind="category"
              href={`/category/${category.slug}`}
              label={category.name}
              color="secondary"
              variant="outlined"
            />
          </Box>
        )}
        <Typography
          variant="h1"
          component={titleComponent}
          sx={{ fontSize: { xs: '2.1rem', md: '2.9rem' }, overflowWrap: 'anywhere' }}
        >
          {post.title}
        </Typography>
        {post.excerpt && (
          <Typography
            sx={{ fontSize: '1.2rem', color: 'text.secondary', overflowWrap: 'anywhere' }}
          >
            {post.excerpt}
          </Typography>
        )}
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, color: 'text.secondary' }}
        >
          {author && (
            <RenderedOnce
              kind="author byline"
              name={JSON.stringify([author.slug, author.name, author.avatar])}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Avatar
                  src={isSafeImageSource(author.avatar) ? author.avatar : undefined}
                  alt=""
                  sx={{ width: 36, height: 36 }}
                >
                  {author.name.charAt(0)}
                </Avatar>
                <Link component={PageLink} href={`/author/${author.slug}`} sx={{ fontWeight: 600 }}>
                  {author.name}
                </Link>
              </Stack>
            </RenderedOnce>
          )}
          {/* Date and read time wrap together: on a phone the dot never ends a line alone. */}
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center' }}>
            {date && (
              <Typography component="time" dateTime={post.publish_date}>
                {date}
              </Typography>
            )}
            <Typography aria-hidden>·</Typography>
            <Typography>{readTimeLabel(post.body)}</Typography>
          </Stack>
        </Stack>
        <CoverImage
          src={post.cover_image}
          alt={post.alt_text.trim() || post.title}
          loading="eager"
          priority
          sx={{ borderRadius: 3 }}
        />
        {/* Sanitised by renderMarkdown (marked + DOMPurify, scheme-checked links). */}
        <Box
          ref={bodyRef}
          className="post-body"
          sx={bodySx}
          dangerouslySetInnerHTML={{ __html: html }}
        />
        {tags.length > 0 && (
          <Stack
            direction="row"
            spacing={1}
            component="ul"
            aria-label="Tags"
            sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', rowGap: 1 }}
          >
            {tags.map((tag) => (
              <li key={tag.id}>
                <LinkChip
                  kind="tag"
                  href={`/tag/${tag.slug}`}
                  label={`#${tag.name}`}
                  size="small"
                />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
