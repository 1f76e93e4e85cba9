/** One card of the editor's coach column: a section named by its heading, in the coach's frame. */
import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';

export function CoachSection({ headingId, children }: { headingId: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 3, borderRadius: 3 }}
    >
      {children}
    </Paper>
  );
}
