/** A responsive grid of cards: one column on phones, up to `columns` on wide screens. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export function CardGrid({
  columns = 3,
  children,
  as = 'div',
}: {
  columns?: 2 | 3 | 4;
  children: ReactNode;
  as?: 'div' | 'ul';
}) {
  return (
    <Box
      component={as}
      sx={{
        display: 'grid',
        gap: 3,
        p: 0,
        m: 0,
        listStyle: 'none',
        gridTemplateColumns: {
          xs: '1fr',
          sm: columns === 2 ? '1fr' : 'repeat(2, 1fr)',
          md: `repeat(${columns === 4 ? 2 : columns}, 1fr)`,
          lg: `repeat(${columns}, 1fr)`,
        },
      }}
    >
      {children}
    </Box>
  );
}
