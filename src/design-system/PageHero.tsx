/** The top of a page: label, the page's one h1, a lead paragraph and its calls to action. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { palette } from './theme';

export interface PageHeroProps {
  label?: string;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  /** Extra content under the actions: a budget line, badges, breadcrumbs. */
  children?: ReactNode;
  aside?: ReactNode;
}

export function PageHero({ label, title, lead, actions, children, aside }: PageHeroProps) {
  return (
    <Box
      component="header"
      sx={{
        background: `linear-gradient(135deg, ${palette.navy} 0%, ${palette.navyLight} 60%, #114b5f 100%)`,
        color: '#ffffff',
        py: { xs: 7, md: 11 },
      }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: 5,
            gridTemplateColumns: { xs: '1fr', md: aside ? '3fr 2fr' : '1fr' },
            alignItems: 'center',
          }}
        >
          <Box sx={{ maxWidth: 820 }}>
            {label && (
              <Typography
                sx={{
                  display: 'inline-block',
                  px: 1.5,
                  py: 0.5,
                  mb: 2,
                  borderRadius: 99,
                  bgcolor: 'rgba(255,255,255,0.12)',
                  fontWeight: 700,
                  fontSize: 14,
                  letterSpacing: 0.5,
                }}
              >
                {label}
              </Typography>
            )}
            <Typography variant="h1" component="h1">
              {title}
            </Typography>
            {lead && (
              <Typography
                sx={{
                  mt: 2.5,
                  fontSize: { xs: '1.1rem', md: '1.25rem' },
                  color: '#dbe4f0',
                  maxWidth: 720,
                }}
              >
                {lead}
              </Typography>
            )}
            {actions && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
                {actions}
              </Stack>
            )}
            {children && <Box sx={{ mt: 3 }}>{children}</Box>}
          </Box>
          {aside && <Box>{aside}</Box>}
        </Box>
      </Container>
    </Box>
  );
}
