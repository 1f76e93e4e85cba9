/** A day of the Calendar tab's month grid: where entries are dropped. */
import type { ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface CalendarDayCellProps {
  /** YYYY-MM-DD: the droppable's id, so a drop names its day. */
  date: string;
  day: number;
  today: boolean;
  /** A keyboard move would land here. */
  targeted: boolean;
  children: ReactNode;
}

export function CalendarDayCell({ date, day, today, targeted, children }: CalendarDayCellProps) {
  const { setNodeRef, isOver } = useDroppable({ id: date });
  return (
    <Box
      component="td"
      ref={setNodeRef}
      data-date={date}
      sx={[
        { verticalAlign: 'top', height: 112, p: 0.75 },
        (isOver || targeted) && {
          outline: '2px solid',
          outlineColor: 'primary.main',
          outlineOffset: -2,
          bgcolor: 'action.hover',
        },
      ]}
    >
      <Typography
        variant="body2"
        aria-current={today ? 'date' : undefined}
        sx={[{ fontWeight: 700, mb: 0.5 }, today && { color: 'primary.main' }]}
      >
        {day}
      </Typography>
      <Stack spacing={0.5}>{children}</Stack>
    </Box>
  );
}
