/**
 * Moving an entry by mouse or touch with dnd-kit: its sensors, what its live region says at each
 * step, and the drop (a day cell's id is its date). Keyboard moves are useKeyboardMove's.
 */
import { useState } from 'react';
import {
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DndContextProps,
} from '@dnd-kit/core';
import { MOVE_ANNOUNCEMENTS, MOVE_INSTRUCTIONS, type CalendarEvent } from '../../engine';

export function usePointerMoves(
  byId: ReadonlyMap<string, CalendarEvent>,
  onMove: (eventId: string, date: string) => void,
) {
  const [dragged, setDragged] = useState<CalendarEvent | null>(null);
  const sensors = useSensors(
    // A click still opens the entry: a drag starts only once the mouse has moved.
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A long press picks an entry up on touch, so a swipe keeps scrolling the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 6 } }),
  );
  const titleOf = (id: string | number) => byId.get(String(id))?.title ?? '';
  const dateOf = (id: string | number) => byId.get(String(id))?.date ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => MOVE_ANNOUNCEMENTS.pickedUp(titleOf(active.id), dateOf(active.id)),
    onDragOver: ({ active, over }) =>
      over
        ? MOVE_ANNOUNCEMENTS.moved(titleOf(active.id), dateOf(active.id), String(over.id))
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? MOVE_ANNOUNCEMENTS.dropped(titleOf(active.id), dateOf(active.id), String(over.id))
        : MOVE_ANNOUNCEMENTS.cancelled(titleOf(active.id), dateOf(active.id)),
    onDragCancel: ({ active }) =>
      MOVE_ANNOUNCEMENTS.cancelled(titleOf(active.id), dateOf(active.id)),
  };
  const context: DndContextProps = {
    sensors,
    // The panel scrolls only near its very edge: dnd-kit's default fifth of its height would
    // scroll the last week away under a pointer about to drop on it.
    autoScroll: { threshold: { x: 0, y: 0.06 } },
    accessibility: { announcements, screenReaderInstructions: { draggable: MOVE_INSTRUCTIONS } },
    onDragStart: ({ active }) => setDragged(byId.get(String(active.id)) ?? null),
    onDragCancel: () => setDragged(null),
    onDragEnd: ({ active, over }) => {
      setDragged(null);
      if (over && String(over.id) !== dateOf(active.id)) onMove(String(active.id), String(over.id));
    },
  };
  return { context, dragged };
}
