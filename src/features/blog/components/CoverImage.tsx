/**
 * A post's cover: the owner's http(s) image or uploaded post image (from this browser's store until
 * the site serves it), or the bundled artwork when there is none or it fails to load.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { isBlogImagePath } from '../model/images';
import { isHttpUrl } from '../model/url';
import { useImageSrc } from './localImages';

const COVER_FALLBACK_SRC = '/images/blog/cover-fallback.svg';

export interface CoverImageProps {
  src: string;
  alt: string;
  sx?: SxProps<Theme>;
  loading?: 'lazy' | 'eager';
}

export function CoverImage({ src, alt, sx, loading = 'lazy' }: CoverImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const uploaded = isBlogImagePath(src);
  const shown = useImageSrc(src);
  // Only absolute http(s) addresses and post images are used (docs/PRODUCT.md#safe-post-bodies);
  // anything else shows the artwork.
  const usable = (isHttpUrl(src) || uploaded) && failedSrc !== src;
  return (
    <Box
      component="img"
      className="post-cover"
      src={usable ? shown?.trim() : COVER_FALLBACK_SRC}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => setFailedSrc(src)}
      sx={[
        {
          display: 'block',
          width: '100%',
          aspectRatio: '1200 / 630',
          objectFit: 'cover',
          bgcolor: 'action.hover',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
