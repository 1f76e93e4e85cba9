/** A titled card of an admin page: an outlined section labelled by its h2. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { outlinedCard } from './outlinedCard';

export function AdminSection({
  id,
  title,
  variant = 'h6',
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  /** How large the heading looks: h6 on the dashboard's cards, h5 on How to Post's. */
  variant?: 'h5' | 'h6';
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={[outlinedCard, { p: 3 }]}>
      <Typography variant={variant} component="h2" id={id} sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
