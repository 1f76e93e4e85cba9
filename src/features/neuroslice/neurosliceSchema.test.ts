import { describe, expect, it } from 'vitest';
import { isSavedNeuroSlice } from './neurosliceSchema';
import { DUMP, data } from './readyPlan.testing';

describe('saved data', () => {
  it('accepts a saved plan and settings, refuses wrong shapes', () => {
    const saved = {
      brainDump: DUMP,
      data,
      seed: 5,
      plannedAt: 'x',
      activeNodeId: null,
      theme: 'light',
      webhookUrl: '',
    };
    expect(isSavedNeuroSlice(saved)).toBe(true);
    expect(isSavedNeuroSlice({})).toBe(true);
    expect(isSavedNeuroSlice(null)).toBe(false);
    expect(isSavedNeuroSlice({ ...saved, theme: 'purple' })).toBe(false);
    expect(isSavedNeuroSlice({ ...saved, data: { ...data, nodes: [{ id: 1 }] } })).toBe(false);
    expect(
      isSavedNeuroSlice({ ...saved, data: { ...data, nodes: [{ ...data.nodes[0], level: 6 }] } }),
    ).toBe(false);
    expect(isSavedNeuroSlice({ ...saved, data: { nodes: [] } })).toBe(false);
    expect(isSavedNeuroSlice({ ...saved, seed: 'abc' })).toBe(false);
  });

  it('refuses saved data with one nested entity of the wrong shape', () => {
    const saved = { brainDump: DUMP, data, seed: 5, plannedAt: 'x', activeNodeId: null };
    const spoiled = {
      personas: { ...data.personas[0], pain_points: 'not a list' },
      trends: { ...data.trends[0], strike_packs: [{ title: 1 }] },
      variants: { ...data.variants[0], hashtags: null },
      calendar: { ...data.calendar[0], node: 'node-1' },
    } as const;
    for (const [list, bad] of Object.entries(spoiled)) {
      const items = data[list as keyof typeof spoiled];
      expect(isSavedNeuroSlice({ ...saved, data: { ...data, [list]: [...items, bad] } })).toBe(
        false,
      );
      expect(isSavedNeuroSlice({ ...saved, data: { ...data, [list]: [...items, {}] } })).toBe(
        false,
      );
    }
  });
});
