/** What a list or screen shows when it has nothing yet: the SPEC text, and where useful a way forward. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  action?: ReactNode;
  /** Heading level of the title; a paragraph when omitted. */
  headingLevel?: 'h2' | 'h3' | 'p';
}

export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 'p',
}: EmptyStateProps) {
  return (
    <Box
      role="status"
      sx={{
        textAlign: 'center',
        py: 6,
        px: 3,
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 2,
        color: 'text.secondary',
      }}
    >
      {icon && (
        <Box aria-hidden sx={{ fontSize: 40, mb: 1, '& svg': { fontSize: 40 } }}>
          {icon}
        </Box>
      )}
      <Typography component={headingLevel} variant="h6" sx={{ color: 'text.primary' }}>
        {title}
      </Typography>
      {description && <Typography sx={{ mt: 1 }}>{description}</Typography>}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
