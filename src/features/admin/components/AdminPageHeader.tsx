/** The heading row of an admin page: its one h1, a short intro and the page's main actions. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function AdminPageHeader({
  title,
  intro,
  actions,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 4 }}
    >
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.3rem' } }}>
          {title}
        </Typography>
        {intro && (
          <Typography sx={{ mt: 1, color: 'text.secondary', maxWidth: 680 }}>{intro}</Typography>
        )}
      </Box>
      {actions && (
        <Stack direction="row" spacing={1.5} sx={{ flexShrink: 0, flexWrap: 'wrap', rowGap: 1 }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
