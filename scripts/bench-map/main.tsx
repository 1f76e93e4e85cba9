/**
 * Benchmark page for `npm run bench:map` (built into .out/bench-map, never part of the app):
 * ?variant=ours renders the NeuroSlice Neural Map, ?variant=bare renders React Flow with its
 * default nodes, both with the same n nodes, positions and edges. It reports, on window.__bench,
 * the time from render() until the map is painted, and runs the pan scenarios (docs/PRODUCT.md#the-map-at-scale-and-calendar-export): the view
 * is placed (fit, or a zoom over the densest part of the outer ring), then a drag made inside the
 * page, one mouse move per animation frame, pans into content not yet seen while each frame's
 * interval is recorded (a frame counts only if the viewport's transform changed in it).
 */
import '@xyflow/react/dist/style.css';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { getViewportForBounds, ReactFlow, type Edge, type Node } from '@xyflow/react';
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

/** A view to pan from: React Flow's fit ('fit'), or this zoom centred on the outer ring's densest part. */
type Scenario = 'fit' | number;

interface PanResult {
  /** Intervals (ms) of the frames in which the viewport moved. */
  intervals: number[];
  /** Frames in the pan, moved or not. */
  frames: number;
  /** Nodes in the DOM when the pan ended, and the zoom it ran at. */
  mounted: number;
  zoom: number;
}

interface BenchState {
  renderMs?: number;
  shown?: number;
  /** Clicks the map's button of that name; resolves with ms until the map shows the new set. */
  timeClick?: (name: string) => Promise<{ ms: number; shown: number }>;
  /** Places the view for a scenario, waits for it to settle, then pans; resolves with the frames. */
  pan?: (scenario: Scenario, frames: number) => Promise<PanResult>;
  /** The flow point a zoom scenario centres on (for a look at it while tuning). */
  centre?: (zoom: number) => { x: number; y: number };
}

declare global {
  interface Window {
    __bench: BenchState;
  }
}

window.__bench = {};

const params = new URLSearchParams(location.search);
const variant = params.get('variant') === 'bare' ? 'bare' : 'ours';
const count = Number(params.get('n') ?? 500);
const plan = syntheticPlan(count);
const laid = layoutPlan(plan);

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
      {/* The same zoom floor as the whole plan needs, so its fit view is a true fit. */}
      <ReactFlow nodes={nodes} edges={edges} fitView minZoom={0.005} maxZoom={4} />
    </div>
  );
}

const nodeElements = document.getElementsByClassName('react-flow__node');

// Painted = the node elements React Flow shows are all visible (it hides nodes until measured) and
// their number has settled; a map that renders only what is on screen shows fewer than n. With
// `from`, the number must first differ from it (the map has reacted to a click), so a slow commit
// is never mistaken for a settled map.
function settled(
  started: number,
  from?: number,
  allowEmpty = false,
): Promise<{ ms: number; shown: number }> {
  return new Promise((resolve) => {
    let last = -1;
    let stableSince = 0;
    const check = () => {
      const elements = [...nodeElements] as HTMLElement[];
      const ready =
        (allowEmpty || elements.length > 0) &&
        elements.length !== from &&
        elements.every((el) => el.style.visibility !== 'hidden');
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

// "Expand all" / "Collapse all" as a person clicks them, timed to the frame after the map's count
// of shown nodes changed ("Showing N of M nodes"): a map that mounts only what is on screen may show
// the same node elements before and after.
const shownCount = () =>
  Number(
    /Showing ([\d,]+) of/
      .exec(document.querySelector('[role="status"]')?.textContent ?? '')?.[1]
      ?.replace(/,/g, '') ?? NaN,
  );
window.__bench.timeClick = (name) => {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!button) return Promise.reject(new Error(`No button named ${name}`));
  const from = shownCount();
  const started = performance.now();
  button.click();
  return new Promise((resolve) => {
    const check = () => {
      if (shownCount() === from) return requestAnimationFrame(check);
      requestAnimationFrame(() =>
        resolve({ ms: performance.now() - started, shown: shownCount() }),
      );
    };
    requestAnimationFrame(check);
  });
};

interface FlowStore {
  getState(): {
    width: number;
    height: number;
    transform: [number, number, number];
    minZoom: number;
    maxZoom: number;
    panZoom: {
      setViewport(v: { x: number; y: number; zoom: number }): Promise<boolean>;
    } | null;
  };
}

/**
 * React Flow's store, found from the DOM through React's fiber tree: the bench drives any map
 * (ours, an older ours, bare) the same way, without the map exposing anything for it.
 */
function flowStore(): FlowStore {
  const el = document.querySelector('.react-flow__renderer');
  const key = el && Object.keys(el).find((k) => k.startsWith('__reactFiber$'));
  type Fiber = { return: Fiber | null; memoizedProps?: { value?: unknown } };
  for (
    let f = key ? ((el as unknown as Record<string, Fiber>)[key] ?? null) : null;
    f;
    f = f.return
  ) {
    const value = f.memoizedProps?.value as Partial<FlowStore> | undefined;
    if (typeof value?.getState === 'function' && 'panZoom' in value.getState())
      return value as FlowStore;
  }
  throw new Error('React Flow store not found');
}

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The flow point at the middle of the outer ring's densest stretch, for a screen at this zoom. */
function densestOuterPoint(zoom: number, width: number, height: number) {
  const deepest = Math.max(...laid.map((l) => l.node.level));
  const outer = laid.filter((l) => l.node.level === deepest);
  const halfW = width / zoom / 2;
  const halfH = height / zoom / 2;
  const step = Math.max(1, Math.floor(outer.length / 400));
  let best = outer[0];
  let bestCount = -1;
  for (let i = 0; i < outer.length; i += step) {
    const c = outer[i];
    let inside = 0;
    for (const l of laid)
      if (Math.abs(l.x - c.x) <= halfW && Math.abs(l.y - c.y) <= halfH) inside += 1;
    if (inside > bestCount) {
      bestCount = inside;
      best = c;
    }
  }
  return { x: best.x, y: best.y };
}

window.__bench.centre = (zoom) => densestOuterPoint(zoom, 1280, 800);

function fitViewport(store: FlowStore) {
  const { width, height, minZoom, maxZoom } = store.getState();
  const xs = laid.map((l) => l.x);
  const ys = laid.map((l) => l.y);
  const x = Math.min(...xs) - 40;
  const y = Math.min(...ys) - 40;
  const bounds = { x, y, width: Math.max(...xs) + 40 - x, height: Math.max(...ys) + 40 - y };
  return getViewportForBounds(bounds, width, height, minZoom, maxZoom, 0.12);
}

const viewportElement = () => document.querySelector<HTMLElement>('.react-flow__viewport');

window.__bench.pan = async (scenario, frames) => {
  const store = flowStore();
  const { width, height } = store.getState();
  const reset = [...document.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === 'Reset view',
  );
  // Our maps are fitted with their own button, as a creator would; bare React Flow by its fit.
  if (scenario === 'fit' && reset) reset.click();
  else {
    const zoom = scenario === 'fit' ? fitViewport(store).zoom : scenario;
    const at = scenario === 'fit' ? fitViewport(store) : undefined;
    const centre = densestOuterPoint(zoom, width, height);
    await store
      .getState()
      .panZoom?.setViewport(
        at ?? { x: width / 2 - centre.x * zoom, y: height / 2 - centre.y * zoom, zoom },
      );
  }
  await wait(600);
  // A far view may hand React Flow no node at all here: an empty DOM is settled too.
  await settled(performance.now(), undefined, true);
  await wait(300);

  // Pan along the ring's tangent at the view's centre, so fresh content keeps arriving.
  const [tx, ty, zoom] = store.getState().transform;
  const cx = (width / 2 - tx) / zoom;
  const cy = (height / 2 - ty) / zoom;
  const r = Math.hypot(cx, cy) || 1;
  const step = 8;
  const dx = (cy / r) * step;
  const dy = (-cx / r) * step;
  const pane = document.querySelector<HTMLElement>('.react-flow__pane')!;
  const box = pane.getBoundingClientRect();
  let px = box.left + box.width / 2;
  let py = box.top + box.height / 2;
  const mouse = (type: string, target: EventTarget) =>
    target.dispatchEvent(
      new MouseEvent(type, {
        bubbles: true,
        cancelable: true,
        view: window,
        button: 0,
        buttons: type === 'mouseup' ? 0 : 1,
        clientX: px,
        clientY: py,
      }),
    );
  const viewport = viewportElement()!;
  mouse('mousedown', pane);
  const intervals: number[] = [];
  let last = await frame();
  let lastTransform = viewport.style.transform;
  for (let i = 0; i < frames; i += 1) {
    px += dx;
    py += dy;
    mouse('mousemove', window);
    const now = await frame();
    const transform = viewport.style.transform;
    if (transform !== lastTransform) intervals.push(now - last);
    lastTransform = transform;
    last = now;
  }
  mouse('mouseup', window);
  await wait(200);
  return { intervals, frames, mounted: nodeElements.length, zoom: store.getState().transform[2] };
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
void settled(started).then(({ ms, shown }) => {
  window.__bench.renderMs = ms;
  window.__bench.shown = shown;
});
