import { describe, expect, it } from 'vitest';
import { generateSync } from './engine';
import { FIXED_TODAY } from './engine/testInputs';
import {
  calendarEntryMoved,
  calendarMoveUndone,
  entryDatesFollowedPosts,
  initialNeuroSliceState,
  neurosliceReducer,
  sliceCompleted,
  sliceStarted,
} from './neurosliceSlice';
import { mergeNeuroSlice } from './neurosliceCrossTab';
import { isSavedNeuroSlice } from './neurosliceSchema';

const data = generateSync('Pool service leads in Tampa: salt systems, storm cleanup', 3, {
  now: FIXED_TODAY,
});
const ready = neurosliceReducer(
  neurosliceReducer(initialNeuroSliceState, sliceStarted({ seed: 3 })),
  sliceCompleted({ data, plannedAt: FIXED_TODAY.toISOString() }),
);
const [first, second] = data.calendar;

describe('calendar moves in the tool state', () => {
  it('a move changes the entry’s date and SEQUENCE and can be undone, newest first', () => {
    let state = neurosliceReducer(
      ready,
      calendarEntryMoved({ eventId: first.id, date: '2027-01-04' }),
    );
    state = neurosliceReducer(
      state,
      calendarEntryMoved({ eventId: second.id, date: '2027-01-05' }),
    );
    expect(state.data.calendar[0]).toMatchObject({ date: '2027-01-04', sequence: 1 });
    expect(state.calendarUndo).toHaveLength(2);

    state = neurosliceReducer(state, calendarMoveUndone());
    expect(state.data.calendar[1]).toMatchObject({ date: second.date, sequence: 2 });
    expect(state.data.calendar[0].date).toBe('2027-01-04');
    state = neurosliceReducer(state, calendarMoveUndone());
    expect(state.data.calendar[0]).toMatchObject({ date: first.date, sequence: 2 });
    // Nothing left to undo: nothing changes.
    expect(neurosliceReducer(state, calendarMoveUndone())).toBe(state);
  });

  it('a move to the same day is no move; a new slice forgets the moves', () => {
    expect(
      neurosliceReducer(ready, calendarEntryMoved({ eventId: first.id, date: first.date })),
    ).toBe(ready);
    const moved = neurosliceReducer(
      ready,
      calendarEntryMoved({ eventId: first.id, date: '2027-01-04' }),
    );
    expect(neurosliceReducer(moved, sliceStarted({ seed: 4 })).calendarUndo).toEqual([]);
  });
});

describe('saved plans and moved entries', () => {
  const saved = { brainDump: 'x', data, seed: 3, plannedAt: 'x', activeNodeId: null };
  it('a plan saved before entries could move (no SEQUENCE) still loads', () => {
    expect(data.calendar[0]).not.toHaveProperty('sequence');
    expect(isSavedNeuroSlice(saved)).toBe(true);
  });

  it('a moved entry saves and loads; a SEQUENCE of the wrong shape is refused', () => {
    const withMove = (sequence: unknown) => ({
      ...saved,
      data: { ...data, calendar: [{ ...first, date: '2027-01-04', sequence }] },
    });
    expect(isSavedNeuroSlice(withMove(3))).toBe(true);
    expect(isSavedNeuroSlice(withMove(-1))).toBe(false);
    expect(isSavedNeuroSlice(withMove(1.5))).toBe(false);
    expect(isSavedNeuroSlice(withMove('2'))).toBe(false);
  });
});

describe('moves in another tab', () => {
  it('the same plan with an entry moved there comes in here', () => {
    const moved = neurosliceReducer(
      ready,
      calendarEntryMoved({ eventId: first.id, date: '2027-01-04' }),
    );
    const merged = mergeNeuroSlice(ready, {
      data: moved.data,
      plannedAt: ready.plannedAt,
      activeNodeId: null,
    });
    expect(merged.data.calendar[0]).toMatchObject({ date: '2027-01-04', sequence: 1 });
    expect(merged.status).toBe('READY');
  });
});

describe('an entry whose post is scheduled or published', () => {
  it('takes the post’s day, with a higher SEQUENCE and nothing to undo', () => {
    const state = neurosliceReducer(
      ready,
      entryDatesFollowedPosts([{ eventId: second.id, date: '2027-02-02' }]),
    );
    expect(state.data.calendar[1]).toMatchObject({ date: '2027-02-02', sequence: 1 });
    expect(state.calendarUndo).toEqual([]);
  });
});
