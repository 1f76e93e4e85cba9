/**
 * A post's cover: the owner's http(s) image or uploaded post image, or the bundled artwork when
 * there is none or it fails to load. An uploaded image the build serves is a `<picture>` (AVIF,
 * WebP, its own format, at several widths, width and height set); one it does not serve comes
 * from this browser's store.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { isBlogImagePath } from '../model/images';
import { POST_IMAGE_SIZES, pictureFor } from '../model/servedImages';
import { isHttpUrl } from '../model/url';
import { servedImages } from '../servedImages';
import { useImageSrc } from './localImages';

const COVER_FALLBACK_SRC = '/images/blog/cover-fallback.svg';

export interface CoverImageProps {
  src: string;
  alt: string;
  sx?: SxProps<Theme>;
  loading?: 'lazy' | 'eager';
  /** The page's main image (its LCP element): fetched first. */
  priority?: boolean;
  /** The `sizes` of a served picture: how wide the cover is drawn. */
  sizes?: string;
}

export function CoverImage({
  src,
  alt,
  sx,
  loading = 'lazy',
  priority = false,
  sizes = POST_IMAGE_SIZES,
}: CoverImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const uploaded = isBlogImagePath(src);
  const picture = uploaded ? pictureFor(src, servedImages) : undefined;
  const shown = useImageSrc(picture ? '' : src);
  // Only absolute http(s) addresses and post images are used (docs/PRODUCT.md#safe-post-bodies);
  // anything else shows the artwork.
  const usable = (isHttpUrl(src) || uploaded) && failedSrc !== src;
  const imageSx = [
    {
      display: 'block',
      width: '100%',
      height: 'auto',
      aspectRatio: '1200 / 630',
      objectFit: 'cover',
      bgcolor: 'action.hover',
    },
    ...(Array.isArray(sx) ? sx : [sx]),
  ] as SxProps<Theme>;
  if (picture && usable)
    return (
      <picture>
        {picture.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
        ))}
        <Box
          component="img"
          className="post-cover"
          src={picture.src}
          srcSet={picture.srcSet}
          sizes={sizes}
          width={picture.width}
          height={picture.height}
          alt={alt}
          loading={loading}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onError={() => setFailedSrc(src)}
          sx={imageSx}
        />
      </picture>
    );
  return (
    <Box
      component="img"
      className="post-cover"
      src={usable ? shown?.trim() : COVER_FALLBACK_SRC}
      alt={alt}
      loading={loading}
      fetchPriority={priority && usable ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
      sx={imageSx}
    />
  );
}
