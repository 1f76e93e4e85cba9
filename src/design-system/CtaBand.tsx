/** The closing call to action of a page. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { palette } from './theme';

export interface CtaBandProps {
  title: string;
  text?: ReactNode;
  actions: ReactNode;
}

export function CtaBand({ title, text, actions }: CtaBandProps) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ bgcolor: palette.navy, color: '#ffffff', py: { xs: 7, md: 9 } }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography variant="h2" component="h2">
          {title}
        </Typography>
        {text && (
          <Typography sx={{ mt: 2, color: '#dbe4f0', fontSize: '1.15rem' }}>{text}</Typography>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 4, justifyContent: 'center' }}
        >
          {actions}
        </Stack>
      </Container>
    </Box>
  );
}
