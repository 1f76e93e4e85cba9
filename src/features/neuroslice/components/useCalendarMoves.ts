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

/** Undo / Ctrl+Z: the newest move taken back, and said so (nothing when there is none). */
const undoLastMove = (): NeuroSliceThunk => (dispatch, getState, extra) => {
  const { calendarUndo, data } = getState().neuroslice;
  const last = calendarUndo.at(-1);
  if (!last) return;
  const title = data.calendar.find((e) => e.id === last.eventId)?.title ?? '';
  dispatch(calendarMoveUndone());
  extra.neuroslice.adapters.notify(calendarMoveUndoneNotice(title, last.from));
};

const moveEntry =
  (eventId: string, date: string): NeuroSliceThunk =>
  (dispatch, getState) => {
    const title = getState().neuroslice.data.calendar.find((e) => e.id === eventId)?.title ?? '';
    dispatch(calendarEntryMoved({ eventId, date }));
    // Undo takes back the newest move: this one, unless another has followed it.
    notify({
      ...calendarMovedNotice(title, date),
      action: { label: 'Undo', onAction: () => dispatch(undoLastMove()) },
    });
  };

export function useCalendarMoves() {
  const dispatch = useNeuroSliceDispatch();
  const onMoveEvent = useCallback(
    (eventId: string, date: string) => dispatch(moveEntry(eventId, date)),
    [dispatch],
  );
  const onUndoMove = useCallback(() => dispatch(undoLastMove()), [dispatch]);
  return { onMoveEvent, onUndoMove };
}
