/** The heading every tab panel opens with: an h2 and one line on what the panel is for. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function PanelHeading({
  title,
  intro,
  actions,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <Box>
        <Typography component="h2" variant="h3">
          {title}
        </Typography>
        {intro && <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>{intro}</Typography>}
      </Box>
      {actions}
    </Box>
  );
}
