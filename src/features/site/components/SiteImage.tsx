/**
 * A local illustration with its intrinsic size set (no layout shift), loaded lazily. Even the hero
 * art is lazy: it is hidden on phones, and an eager image makes React's SSR emit a preload for it
 * that would compete with the page's CSS and JS on mobile for nothing.
 */
import Box from '@mui/material/Box';
import type { Illustration } from '../content/types';

export function SiteImage({ image, radius = 3 }: { image: Illustration; radius?: number }) {
  return (
    <Box
      component="img"
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: radius }}
    />
  );
}
