/** The small-capitals label over a group of facts in the tool's panels: a node's fields, a persona's traits. */
import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

export function FieldLabel({ heading, children }: { heading: 'h3' | 'h4'; children: ReactNode }) {
  return (
    <Typography
      component={heading}
      variant="subtitle2"
      sx={{
        color: 'text.secondary',
        textTransform: 'uppercase',
        letterSpacing: 0.6,
        fontSize: '0.75rem',
      }}
    >
      {children}
    </Typography>
  );
}
