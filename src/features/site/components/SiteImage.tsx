/** A local illustration with its intrinsic size set (no layout shift); lazy unless it sits above the fold. */
import Box from '@mui/material/Box';
import type { Illustration } from '../content/types';

export function SiteImage({ image, eager = false, radius = 3 }: { image: Illustration; eager?: boolean; radius?: number }) {
  return (
    <Box
      component="img"
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' } : {})}
      sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: radius }}
    />
  );
}
