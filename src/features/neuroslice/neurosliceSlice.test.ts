import { describe, expect, it } from 'vitest';
import {
  brainDumpChanged,
  initialNeuroSliceState,
  neurosliceReducer,
  nodeSelected,
  sliceStarted,
  stageReached,
  themeChanged,
  viewChanged,
  webhookUrlChanged,
  type NeuroSliceState,
} from './neurosliceSlice';
import {
  selectActiveNode,
  selectCanDeepenActiveNode,
  selectIsViewEnabled,
} from './neurosliceSelectors';
import { data, ready } from './readyPlan.testing';

describe('tool state (SPEC §3, §4)', () => {
  it('starts IDLE with Initializing..., the Create view, dark theme', () => {
    expect(initialNeuroSliceState).toMatchObject({
      status: 'IDLE',
      statusMessage: 'Initializing...',
      activeView: 'create',
      activeNodeId: null,
      theme: 'dark',
      webhookUrl: '',
      brainDump: '',
    });
    expect(initialNeuroSliceState.data.nodes).toEqual([]);
  });

  it('keeps the settings a creator types', () => {
    let s = neurosliceReducer(initialNeuroSliceState, brainDumpChanged('Roof repair'));
    s = neurosliceReducer(s, webhookUrlChanged('https://hooks.example.com'));
    s = neurosliceReducer(s, themeChanged('light'));
    expect(s).toMatchObject({
      brainDump: 'Roof repair',
      webhookUrl: 'https://hooks.example.com',
      theme: 'light',
    });
    expect(neurosliceReducer(s, themeChanged('dark')).theme).toBe('dark');
  });

  it('enables the other tabs only when READY', () => {
    const root = (neuroslice: NeuroSliceState) => ({ neuroslice });
    expect(selectIsViewEnabled(root(initialNeuroSliceState), 'create')).toBe(true);
    expect(selectIsViewEnabled(root(initialNeuroSliceState), 'personas')).toBe(false);
    expect(selectIsViewEnabled(root(ready), 'personas')).toBe(true);
  });

  it('selects only nodes that exist and offers Deepen below level 5', () => {
    const cluster = data.nodes.find((n) => n.level === 2)!;
    const s = neurosliceReducer(ready, nodeSelected(cluster.id));
    expect(selectActiveNode({ neuroslice: s })).toEqual(cluster);
    expect(selectCanDeepenActiveNode({ neuroslice: s })).toBe(true);
    expect(neurosliceReducer(s, nodeSelected('nope')).activeNodeId).toBeNull();
    const detail = { ...cluster, id: 'node-999', level: 5 as const };
    const deep = neurosliceReducer(
      { ...ready, data: { ...data, nodes: [...data.nodes, detail] } },
      nodeSelected('node-999'),
    );
    expect(selectCanDeepenActiveNode({ neuroslice: deep })).toBe(false);
  });

  it('ignores late stages once a run has finished', () => {
    const s = neurosliceReducer(
      ready,
      stageReached({ message: 'Analyzing Trends...', data: { ...data, nodes: [] } }),
    );
    expect(s).toBe(ready);
  });

  it('clears the old plan and selection when a new slice starts', () => {
    const selected = neurosliceReducer(
      neurosliceReducer(ready, viewChanged('trends')),
      nodeSelected(data.nodes[0].id),
    );
    const s = neurosliceReducer(selected, sliceStarted({ seed: 9 }));
    expect(s).toMatchObject({
      status: 'PROCESSING',
      statusMessage: 'Parsing Input...',
      activeView: 'map',
      activeNodeId: null,
      seed: 9,
      plannedAt: null,
    });
    expect(s.data.nodes).toEqual([]);
  });
});
