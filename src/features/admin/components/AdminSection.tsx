/** A titled card of an admin page: an outlined section labelled by its h2. */
import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

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
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: 3, borderRadius: 3 }}
    >
      <Typography variant={variant} component="h2" id={id} sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
