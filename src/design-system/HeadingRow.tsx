/**
 * The heading row a screen or a panel opens with: its heading, one short intro and its main
 * actions. Level 1 is a page's one h1 (the admin pages); level 2 a tab panel's h2 (the tool).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const levels = {
  1: {
    heading: 'h1',
    variant: 'h1',
    row: { flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'flex-end' }, mb: 4 },
    title: { fontSize: { xs: '1.9rem', md: '2.3rem' } },
    intro: { mt: 1, maxWidth: 680 },
  },
  2: {
    heading: 'h2',
    variant: 'h3',
    row: { flexWrap: 'wrap', alignItems: 'flex-end', mb: 3 },
    title: {},
    intro: { mt: 0.5 },
  },
} as const;

export function HeadingRow({
  level,
  title,
  intro,
  actions,
}: {
  level: 1 | 2;
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
}) {
  const style = levels[level];
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, ...style.row }}>
      <Box>
        <Typography component={style.heading} variant={style.variant} sx={style.title}>
          {title}
        </Typography>
        {intro && <Typography sx={{ color: 'text.secondary', ...style.intro }}>{intro}</Typography>}
      </Box>
      {actions && (
        <Box sx={{ display: 'flex', flexShrink: 0, flexWrap: 'wrap', columnGap: 1.5, rowGap: 1 }}>
          {actions}
        </Box>
      )}
    </Box>
  );
}
