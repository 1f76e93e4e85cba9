import { describe, expect, it } from 'vitest';
import { generateSync } from './engine';
import { FIXED_TODAY } from './engine/testInputs';
import { mergeNeuroSlice } from './neurosliceCrossTab';
import { initialNeuroSliceState, neurosliceReducer, sliceStarted } from './neurosliceSlice';
import { ready } from './readyPlan.testing';

describe('saved data from another tab', () => {
  it("another tab's finished plan and settings come in; a running slice here is not disturbed", () => {
    const other = generateSync('Roof repair', 2, { now: FIXED_TODAY });
    const incoming = {
      data: other,
      seed: 2,
      plannedAt: 'later',
      activeNodeId: null,
      theme: 'light' as const,
      webhookUrl: 'https://x.example',
      brainDump: 'Roof repair',
    };
    const merged = mergeNeuroSlice(initialNeuroSliceState, incoming);
    expect(merged).toMatchObject({
      status: 'READY',
      statusMessage: 'Ready',
      data: other,
      theme: 'light',
      webhookUrl: 'https://x.example',
      brainDump: 'Roof repair',
    });
    const running = neurosliceReducer(initialNeuroSliceState, sliceStarted({ seed: 1 }));
    const mergedWhileRunning = mergeNeuroSlice(running, incoming);
    expect(mergedWhileRunning.status).toBe('PROCESSING');
    expect(mergedWhileRunning.data).toBe(running.data);
    expect(mergedWhileRunning.theme).toBe('light');
    // A half-finished plan from a tab that is still generating is not taken.
    const partial = mergeNeuroSlice(ready, {
      ...incoming,
      plannedAt: null,
      data: { ...other, calendar: [] },
    });
    expect(partial.data).toBe(ready.data);
  });
});
