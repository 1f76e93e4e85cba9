/**
 * A page band: vertical rhythm, a max width, an optional heading and intro. With a title it is a
 * <section> labelled by its h2; without one it is a plain <div> (a section with no heading of its
 * own is what the W3C checker reports as "Section lacks heading", and it names nothing).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface SectionProps {
  title?: ReactNode;
  intro?: ReactNode;
  eyebrow?: string;
  id?: string;
  children?: ReactNode;
  tone?: 'plain' | 'muted' | 'brand';
  maxWidth?: 'sm' | 'md' | 'lg' | 'xl';
  align?: 'left' | 'center';
}

export function Section({
  title,
  intro,
  eyebrow,
  id,
  children,
  tone = 'plain',
  maxWidth = 'lg',
  align = 'left',
}: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <Box
      component={title ? 'section' : 'div'}
      id={id}
      aria-labelledby={title ? headingId : undefined}
      sx={{
        py: { xs: 6, md: 9 },
        scrollMarginTop: 80,
        bgcolor: tone === 'muted' ? 'action.hover' : tone === 'brand' ? 'primary.main' : undefined,
        color: tone === 'brand' ? 'primary.contrastText' : undefined,
      }}
    >
      <Container maxWidth={maxWidth}>
        {(title || intro || eyebrow) && (
          <Box
            sx={{
              mb: 4,
              textAlign: align,
              maxWidth: align === 'center' ? 760 : undefined,
              mx: align === 'center' ? 'auto' : undefined,
            }}
          >
            {eyebrow && (
              <Typography
                sx={{
                  textTransform: 'uppercase',
                  letterSpacing: 1.5,
                  fontWeight: 700,
                  fontSize: 13,
                  color: tone === 'brand' ? 'inherit' : 'secondary.main',
                  mb: 1,
                }}
              >
                {eyebrow}
              </Typography>
            )}
            {title && (
              <Typography variant="h2" component="h2" id={headingId}>
                {title}
              </Typography>
            )}
            {intro && (
              <Typography
                sx={{
                  mt: 1.5,
                  fontSize: '1.1rem',
                  color: tone === 'brand' ? 'inherit' : 'text.secondary',
                }}
              >
                {intro}
              </Typography>
            )}
          </Box>
        )}
        {children}
      </Container>
    </Box>
  );
}
