/** One entry of the Calendar tab: a button that opens its node, and a handle that moves it. */
import type { KeyboardEvent, ReactNode } from 'react';
import { useDraggable } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { CalendarEvent } from '../../engine';

/** What an entry shows: its platform over its title (also the copy that follows the pointer). */
function EntryFace({ event, extra }: { event: CalendarEvent; extra?: ReactNode }) {
  return (
    <>
      <Typography
        component="span"
        variant="caption"
        sx={{ display: 'block', color: 'primary.main', fontWeight: 700 }}
      >
        {event.node.platform}
      </Typography>
      <Typography
        component="span"
        variant="body2"
        sx={{
          display: 'block',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {event.title}
      </Typography>
      {extra}
    </>
  );
}

const entrySx = {
  display: 'block',
  textAlign: 'left',
  width: '100%',
  p: 0.75,
  borderRadius: 1,
  bgcolor: 'action.selected',
} as const;

interface CalendarEntryProps {
  event: CalendarEvent;
  onChoose: (event: CalendarEvent) => void;
  onKeyDown: (event: CalendarEvent, keyboard: KeyboardEvent) => void;
  /** Picked up by keyboard: shown lifted on the day it would land on. */
  picked: boolean;
}

export function CalendarEntry({ event, onChoose, onKeyDown, picked }: CalendarEntryProps) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: event.id });
  return (
    <ButtonBase
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-pressed={picked || isDragging || undefined}
      data-event-id={event.id}
      onClick={() => onChoose(event)}
      onKeyDown={(keyboard) => onKeyDown(event, keyboard)}
      // A button clicks on Space's keyup: the Space that drops an entry must not also open it.
      onKeyUp={(keyboard) => {
        if (keyboard.key === ' ') keyboard.preventDefault();
      }}
      sx={[
        entrySx,
        {
          // Touch: a long press starts a drag, a swipe still scrolls the page.
          touchAction: 'manipulation',
          cursor: 'grab',
          '&:hover': { bgcolor: 'action.focus' },
          '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main' },
        },
        isDragging && { opacity: 0.4 },
        picked && {
          outline: '3px dashed',
          outlineColor: 'primary.main',
          boxShadow: 6,
          transform: 'translateY(-2px)',
        },
      ]}
    >
      <EntryFace event={event} />
    </ButtonBase>
  );
}

/** The copy of the entry under the pointer while it is dragged. */
export function DraggedEntry({ event }: { event: CalendarEvent }) {
  return (
    <Box sx={[entrySx, { boxShadow: 8, cursor: 'grabbing', bgcolor: 'background.paper' }]}>
      <EntryFace event={event} />
    </Box>
  );
}
