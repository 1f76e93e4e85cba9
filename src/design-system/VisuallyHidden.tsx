/** Text for screen readers only (e.g. "(opens in a new tab)"). Sizes are strings: in MUI's sx a width of 1 means 100%. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

const visuallyHiddenSx = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={visuallyHiddenSx}>
      {children}
    </Box>
  );
}
