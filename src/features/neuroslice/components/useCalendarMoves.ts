/** The Calendar tab's moves as the tool makes them: saved with the plan, told in a notice with Undo. */
import { useCallback } from 'react';
import { notify } from '../../../design-system';
import { calendarMovedNotice, calendarMoveUndoneNotice } from '../engine/messages';
import {
  calendarEntryMoved,
  calendarMoveUndone,
  useNeuroSliceDispatch,
  type NeuroSliceThunk,
} from '../neurosliceSlice';

/** Told of every date an entry takes (a move, an undo): an entry's draft follows it. */
type DateChanged = (eventId: string, date: string) => void;

/** Undo / Ctrl+Z: the newest move taken back, and said so (nothing when there is none). */
const undoLastMove =
  (onDateChanged: DateChanged): NeuroSliceThunk =>
  (dispatch, getState, extra) => {
    const { calendarUndo, data } = getState().neuroslice;
    const last = calendarUndo.at(-1);
    if (!last) return;
    const title = data.calendar.find((e) => e.id === last.eventId)?.title ?? '';
    dispatch(calendarMoveUndone());
    onDateChanged(last.eventId, last.from);
    extra.neuroslice.adapters.notify(calendarMoveUndoneNotice(title, last.from));
  };

const moveEntry =
  (eventId: string, date: string, onDateChanged: DateChanged): NeuroSliceThunk =>
  (dispatch, getState) => {
    const title = getState().neuroslice.data.calendar.find((e) => e.id === eventId)?.title ?? '';
    dispatch(calendarEntryMoved({ eventId, date }));
    onDateChanged(eventId, date);
    // Undo takes back the newest move: this one, unless another has followed it.
    notify({
      ...calendarMovedNotice(title, date),
      action: { label: 'Undo', onAction: () => dispatch(undoLastMove(onDateChanged)) },
    });
  };

export function useCalendarMoves(onDateChanged: DateChanged) {
  const dispatch = useNeuroSliceDispatch();
  const onMoveEvent = useCallback(
    (eventId: string, date: string) => dispatch(moveEntry(eventId, date, onDateChanged)),
    [dispatch, onDateChanged],
  );
  const onUndoMove = useCallback(
    () => dispatch(undoLastMove(onDateChanged)),
    [dispatch, onDateChanged],
  );
  return { onMoveEvent, onUndoMove };
}
