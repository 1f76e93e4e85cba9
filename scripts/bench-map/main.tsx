/**
 * Benchmark page for `npm run bench:map` (built into .out/bench-map, never part of the app):
 * ?variant=ours renders the NeuroSlice Neural Map, ?variant=bare renders React Flow with its
 * default nodes, both with the same n nodes, positions and edges. It reports, on window.__bench,
 * the time from render() until every node is painted, and counts frames during a pan/zoom.
 */
import '@xyflow/react/dist/style.css';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ReactFlow, type Edge, type Node } from '@xyflow/react';
import { AppThemeProvider } from '../../src/design-system';
import { NeuralMap } from '../../src/features/neuroslice/map/NeuralMap';
import { layoutPlan } from '../../src/features/neuroslice/map/layout';
import { syntheticPlan } from '../../src/features/neuroslice/map/syntheticPlan';
import {
  buildPlanTree,
  expandAll,
  initialMapView,
  planKey,
} from '../../src/features/neuroslice/map/mapView';

interface BenchState {
  renderMs?: number;
  shown?: number;
  t0?: number;
  frames: number;
  counting: boolean;
  /** Clicks the map's button of that name; resolves with ms until the map shows the new set. */
  timeClick?: (name: string) => Promise<{ ms: number; shown: number }>;
}

declare global {
  interface Window {
    __bench: BenchState;
  }
}

window.__bench = { frames: 0, counting: false };

const params = new URLSearchParams(location.search);
const variant = params.get('variant') === 'bare' ? 'bare' : 'ours';
const count = Number(params.get('n') ?? 500);
const plan = syntheticPlan(count);

/** Our map with everything expanded (a plan this size would otherwise open folded), view in state. */
function OurMap() {
  const [view, setView] = useState(() =>
    expandAll(initialMapView(buildPlanTree(plan), planKey(plan))),
  );
  return (
    <NeuralMap
      plan={plan}
      activeNodeId={null}
      onSelectNode={() => undefined}
      view={view}
      onViewChange={setView}
    />
  );
}

function BareFlow() {
  const laid = layoutPlan(plan);
  const nodes: Node[] = laid.map(({ node, x, y }) => ({
    id: node.id,
    position: { x, y },
    data: { label: node.title },
  }));
  const edges: Edge[] = plan
    .filter((n) => n.parentId)
    .map((n) => ({ id: `${n.parentId}->${n.id}`, source: n.parentId!, target: n.id }));
  return (
    <div style={{ position: 'absolute', inset: 0 }}>
      <ReactFlow nodes={nodes} edges={edges} fitView minZoom={0.1} maxZoom={4} />
    </div>
  );
}

const frame = () => {
  if (window.__bench.counting) window.__bench.frames += 1;
  requestAnimationFrame(frame);
};
requestAnimationFrame(frame);

const nodeElements = () => document.querySelectorAll<HTMLElement>('.react-flow__node');

// Painted = the node elements React Flow shows are all visible (it hides nodes until measured) and
// their number has settled; a map that renders only what is on screen shows fewer than n. With
// `from`, the number must first differ from it (the map has reacted to a click), so a slow commit
// is never mistaken for a settled map.
function settled(started: number, from?: number): Promise<{ ms: number; shown: number }> {
  return new Promise((resolve) => {
    let last = -1;
    let stableSince = 0;
    const check = () => {
      const elements = nodeElements();
      const ready =
        elements.length > 0 &&
        elements.length !== from &&
        [...elements].every((el) => el.style.visibility !== 'hidden');
      if (ready && elements.length === last) {
        if (elements.length === count || performance.now() - stableSince > 100) {
          const end = elements.length === count ? performance.now() : stableSince;
          resolve({ ms: end - started, shown: elements.length });
          return;
        }
      } else {
        last = ready ? elements.length : -1;
        stableSince = performance.now();
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

function waitForPaint(started: number) {
  void settled(started).then(({ ms, shown }) => {
    window.__bench.renderMs = ms;
    window.__bench.shown = shown;
  });
}

// "Expand all" / "Collapse all" as a person clicks them, timed to the map showing the new set.
window.__bench.timeClick = (name) => {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!button) return Promise.reject(new Error(`No button named ${name}`));
  const from = nodeElements().length;
  const started = performance.now();
  button.click();
  return settled(started, from);
};

const started = performance.now();
createRoot(document.getElementById('root')!).render(
  variant === 'ours' ? (
    <AppThemeProvider mode="dark">
      <div style={{ position: 'absolute', inset: 0 }}>
        <OurMap />
      </div>
    </AppThemeProvider>
  ) : (
    <BareFlow />
  ),
);
waitForPaint(started);

// Where long frames spend their time while panning (script vs style/layout vs paint), for tuning.
const loaf = { frames: 0, duration: 0, script: 0, styleLayout: 0, render: 0 };
(window as unknown as { __loaf: typeof loaf }).__loaf = loaf;
new PerformanceObserver((list) => {
  if (!window.__bench.counting) return;
  for (const e of list.getEntries() as unknown as {
    duration: number;
    startTime: number;
    renderStart: number;
    styleAndLayoutStart: number;
    scripts: { duration: number }[];
  }[]) {
    loaf.frames += 1;
    loaf.duration += e.duration;
    loaf.script += e.scripts.reduce((s, x) => s + x.duration, 0);
    if (e.renderStart) loaf.render += e.startTime + e.duration - e.renderStart;
    if (e.styleAndLayoutStart) loaf.styleLayout += e.startTime + e.duration - e.styleAndLayoutStart;
  }
}).observe({ type: 'long-animation-frame', buffered: false });
