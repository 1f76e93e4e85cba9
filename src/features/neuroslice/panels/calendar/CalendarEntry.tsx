/** One entry of the Calendar tab: a button that opens its node, and a handle that moves it. */
import type { KeyboardEvent } from 'react';
import { useDraggable } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Button } from '../../../../design-system';
import type { CalendarEvent } from '../../engine';

/** Where an entry's blog post stands (docs/PRODUCT.md#from-plan-to-posts). */
export type EntryPostState = 'Draft' | 'Scheduled' | 'Published';

const chipColour = { Draft: 'default', Scheduled: 'info', Published: 'success' } as const;

/** What an entry shows: its platform over its title (also the copy that follows the pointer). */
function EntryFace({ event }: { event: CalendarEvent }) {
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
  /** The entry's blog post, when "Write draft" has made one that still exists. */
  postState?: EntryPostState;
  /** "Write draft", or "Open draft" once there is one; absent where drafts cannot be written. */
  onWriteDraft?: (event: CalendarEvent) => void;
  draftDisabled?: boolean;
}

export function CalendarEntry({
  event,
  onChoose,
  onKeyDown,
  picked,
  postState,
  onWriteDraft,
  draftDisabled,
}: CalendarEntryProps) {
  // A scheduled or published post decides its entry's day: the entry stays put.
  const locked = postState === 'Scheduled' || postState === 'Published';
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: event.id,
    disabled: locked,
  });
  return (
    <Stack spacing={0.5} data-entry={event.id}>
      <EntryButton
        event={event}
        picked={picked}
        isDragging={isDragging}
        onChoose={onChoose}
        onKeyDown={onKeyDown}
        dragProps={{ ref: setNodeRef, ...attributes, ...listeners }}
      />
      {(postState || onWriteDraft) && (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
          {postState && (
            <Chip
              size="small"
              label={postState}
              color={chipColour[postState]}
              variant="outlined"
              // The state's colour on the border; the word in the text colour, readable on both schemes.
              sx={{ color: 'text.primary' }}
            />
          )}
          {onWriteDraft && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${postState ? 'Open draft' : 'Write draft'}: ${event.title}`}
              disabled={draftDisabled}
              onClick={() => onWriteDraft(event)}
              sx={{ minHeight: 0, py: 0.25, px: 0.75 }}
            >
              {postState ? 'Open draft' : 'Write draft'}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

interface EntryButtonProps {
  event: CalendarEvent;
  picked: boolean;
  isDragging: boolean;
  onChoose: (event: CalendarEvent) => void;
  onKeyDown: (event: CalendarEvent, keyboard: KeyboardEvent) => void;
  /** dnd-kit's ref, attributes and pointer listeners. */
  dragProps: object;
}

function EntryButton({
  event,
  picked,
  isDragging,
  onChoose,
  onKeyDown,
  dragProps,
}: EntryButtonProps) {
  return (
    <ButtonBase
      {...dragProps}
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
          // The lifted entry sits on the paper colour, where its text keeps its contrast.
          bgcolor: 'background.paper',
          '&:hover': { bgcolor: 'background.paper' },
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
