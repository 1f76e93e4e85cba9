// @vitest-environment jsdom
import { useRef } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { generateSync, localDateString } from '../../engine';
import { useKeyboardMove } from './useKeyboardMove';

// jsdom has no CSS.escape; the entries' ids here need none.
if (!globalThis.CSS?.escape) vi.stubGlobal('CSS', { escape: (value: string) => value });

const plan = generateSync('Med spa marketing in Tampa', 7, { now: new Date(2026, 10, 20) });
const [first, second] = plan.calendar;

/** Two entries as the panel draws them: each a button carrying its event id. */
function Entries({ onMove }: { onMove: (id: string, date: string) => void }) {
  const root = useRef<HTMLDivElement>(null);
  const keyboard = useKeyboardMove({ root, onMove, announce: () => {}, showDate: () => {} });
  return (
    <div ref={root}>
      {[first, second].map((event) => (
        <button
          key={event.id}
          type="button"
          data-event-id={event.id}
          onKeyDown={(key) => keyboard.onKeyDown(event, key)}
        >
          {event.title}
        </button>
      ))}
    </div>
  );
}

describe('moving a calendar entry by keyboard', () => {
  it('keeps keys pressed while focus is away from the entry in hand (it was being redrawn)', () => {
    const onMove = vi.fn();
    render(<Entries onMove={onMove} />);
    const entry = screen.getByRole('button', { name: first.title });
    entry.focus();
    fireEvent.keyDown(entry, { key: ' ' });
    // The entry is redrawn in its next cell: focus falls to the page before it follows.
    act(() => entry.blur());
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: ' ' });
    const next = new Date(`${first.date}T12:00`);
    next.setDate(next.getDate() + 1);
    expect(onMove).toHaveBeenCalledWith(first.id, localDateString(next));
  });

  it('leaves another entry and the page alone when nothing is in hand', () => {
    const onMove = vi.fn();
    render(<Entries onMove={onMove} />);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: ' ' });
    const other = screen.getByRole('button', { name: second.title });
    fireEvent.keyDown(other, { key: 'ArrowRight' });
    expect(onMove).not.toHaveBeenCalled();
  });

  it('Escape on the page puts the entry in hand back', () => {
    const onMove = vi.fn();
    render(<Entries onMove={onMove} />);
    const entry = screen.getByRole('button', { name: first.title });
    fireEvent.keyDown(entry, { key: ' ' });
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    // Put back: the entry's own keys no longer move it.
    fireEvent.keyDown(entry, { key: 'ArrowRight' });
    fireEvent.keyDown(entry, { key: 'Enter' });
    expect(onMove).not.toHaveBeenCalled();
  });
});
