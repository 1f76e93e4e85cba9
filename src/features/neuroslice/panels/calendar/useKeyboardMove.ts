/**
 * Moving an entry by keyboard alone: Space picks it up, arrow keys move it a day or a week, Page
 * Up / Page Down a month, Space or Enter drops it, Escape puts it back; each step is announced.
 * dnd-kit's keyboard sensor moves among the droppables drawn on screen by their coordinates, so
 * it cannot reach a day of a month that is not shown; this model moves in dates instead, and the
 * grid follows the date into its month (pointer and touch drags stay dnd-kit's).
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import {
  MOVE_ANNOUNCEMENTS,
  isCalendarMoveKey,
  moveTargetDate,
  type CalendarEvent,
} from '../../engine';

interface PickedEntry {
  event: CalendarEvent;
  /** Where it would land now (YYYY-MM-DD). */
  target: string;
}

/** A key pressed on the entry, or on the page while the entry is in hand (React's or the DOM's). */
interface MoveKey {
  key: string;
  preventDefault(): void;
  stopPropagation(): void;
}

interface KeyboardMoveOptions {
  /** The panel: where the moved entry is looked up to keep focus on it. */
  root: RefObject<HTMLElement | null>;
  onMove: (eventId: string, date: string) => void;
  /** Each step's words, for the live region. */
  announce: (text: string) => void;
  /** The grid shows the month of the day the entry would land on. */
  showDate: (date: string) => void;
  /** Stories: an entry already in hand. */
  initialPicked?: PickedEntry;
  /** An entry whose post is scheduled or published follows the post: it cannot be picked up. */
  isLocked?: (event: CalendarEvent) => boolean;
}

export function useKeyboardMove({
  root,
  onMove,
  announce,
  showDate,
  initialPicked,
  isLocked,
}: KeyboardMoveOptions) {
  const [picked, setPicked] = useState<PickedEntry | null>(initialPicked ?? null);
  // Keys read the entry in hand from here, not from the last render: a fast typist's (or a slow
  // phone's) next key arrives before React has drawn the previous one, and must not be lost.
  const inHand = useRef(picked);
  const hold = (next: PickedEntry | null) => {
    inHand.current = next;
    setPicked(next);
  };

  // The entry is drawn in another cell (or month) after each step: focus follows it there.
  const pickedId = picked?.event.id;
  const pickedTarget = picked?.target;
  useEffect(() => {
    if (!pickedId) return;
    const entry = root.current?.querySelector<HTMLElement>(
      `[data-event-id="${CSS.escape(pickedId)}"]`,
    );
    if (entry && entry !== document.activeElement) entry.focus();
  }, [root, pickedId, pickedTarget]);

  function onKeyDown(event: CalendarEvent, keyboard: MoveKey) {
    const { key } = keyboard;
    const picked = inHand.current;
    if (!picked) {
      if (key !== ' ') return;
      keyboard.preventDefault();
      if (isLocked?.(event)) return announce(MOVE_ANNOUNCEMENTS.followsPost(event.title));
      hold({ event, target: event.date });
      announce(MOVE_ANNOUNCEMENTS.pickedUp(event.title, event.date));
      return;
    }
    if (picked.event.id !== event.id) return;
    if (isCalendarMoveKey(key)) {
      keyboard.preventDefault();
      const target = moveTargetDate(picked.target, key);
      hold({ event, target });
      showDate(target);
      announce(MOVE_ANNOUNCEMENTS.moved(event.title, event.date, target));
    } else if (key === ' ' || key === 'Enter') {
      keyboard.preventDefault();
      hold(null);
      announce(MOVE_ANNOUNCEMENTS.dropped(event.title, event.date, picked.target));
      if (picked.target !== event.date) onMove(event.id, picked.target);
    } else if (key === 'Escape') {
      keyboard.preventDefault();
      keyboard.stopPropagation();
      hold(null);
      showDate(event.date);
      announce(MOVE_ANNOUNCEMENTS.cancelled(event.title, event.date));
    } else if (key === 'Tab') {
      // The entry stays in hand until it is dropped or put back.
      keyboard.preventDefault();
    }
  }

  // The entry in hand is drawn anew in its next cell, and focus only follows it once React has
  // drawn it: a key pressed in between lands outside the entry (on the page) and would be lost, so
  // the window hands such keys to the entry in hand. The entry's own keys stay its own.
  const handleKey = useRef(onKeyDown);
  useLayoutEffect(() => {
    handleKey.current = onKeyDown;
  });
  useEffect(() => {
    const onWindowKey = (keyboard: globalThis.KeyboardEvent) => {
      const held = inHand.current;
      if (!held || keyboard.defaultPrevented) return;
      const on =
        keyboard.target instanceof Element ? keyboard.target.closest('[data-event-id]') : null;
      if (on?.getAttribute('data-event-id') === held.event.id) return;
      if (
        !isCalendarMoveKey(keyboard.key) &&
        ![' ', 'Enter', 'Escape', 'Tab'].includes(keyboard.key)
      )
        return;
      keyboard.stopPropagation();
      handleKey.current(held.event, keyboard);
    };
    window.addEventListener('keydown', onWindowKey, true);
    return () => window.removeEventListener('keydown', onWindowKey, true);
  }, []);

  return { picked, onKeyDown };
}
