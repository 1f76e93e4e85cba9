/**
 * The post as a shared link (Open Graph, as Facebook, LinkedIn and X draw it): image, domain, title
 * and description. Without an http(s) cover image the card has none, as the page's meta has none.
 */
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brand } from '../../../../lib/brand';
import { CoachSection } from './CoachSection';

export interface SocialAppearance {
  title: string;
  description: string;
  /** An http(s) image address, or '' for none. */
  image: string;
  imageAlt: string;
}

const domain = new URL(brand.siteUrl).host.replace(/^www\./, '').toUpperCase();

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
});

export function SocialPreview({ appearance }: { appearance: SocialAppearance }) {
  const headingId = useId();
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = appearance.image !== '' && failed !== appearance.image;
  return (
    <CoachSection headingId={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        Social preview
      </Typography>
      <Box
        data-testid="social-card"
        sx={{
          maxWidth: 500,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        {showImage ? (
          <Box
            component="img"
            src={appearance.image}
            alt={appearance.imageAlt}
            onError={() => setFailed(appearance.image)}
            sx={{
              display: 'block',
              width: '100%',
              aspectRatio: '1.91 / 1',
              objectFit: 'cover',
              bgcolor: 'action.selected',
            }}
          />
        ) : (
          <Box
            sx={{
              aspectRatio: '1.91 / 1',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'background.paper',
              color: 'text.secondary',
              fontSize: 14,
              px: 2,
              textAlign: 'center',
            }}
          >
            {appearance.image
              ? 'The cover image could not be loaded here.'
              : 'No image: add a cover image (http or https address) for a large card.'}
          </Box>
        )}
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography sx={{ fontSize: 12, color: 'text.secondary', letterSpacing: 0.3 }}>
            {domain}
          </Typography>
          <Typography sx={{ fontSize: 16, fontWeight: 700, lineHeight: 1.3, ...clamp(2) }}>
            {appearance.title}
          </Typography>
          <Typography sx={{ fontSize: 14, color: 'text.secondary', ...clamp(2) }}>
            {appearance.description}
          </Typography>
        </Box>
      </Box>
    </CoachSection>
  );
}
