/**
 * Where the plan's dots lie, for the view: the box the shown ones fill (Reset view, the minimap),
 * the zoom floor that fits the whole plan, and the dot under a point (a click at far zoom).
 */
import type { PlanDot } from './flowElements';

/** SPEC §9: zoom range 0.1 to 4; a plan too large to fit at 0.1 may zoom out until it fits. */
const MAP_MIN_ZOOM = 0.1;
export const MAP_MAX_ZOOM = 4;
/** The smallest map the zoom floor is worked out for: the whole plan fits a box this size. */
const SMALLEST_MAP_PX = 360;

export interface PlanBounds {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The box the shown dots fill, rims included; null when none is shown. */
export function shownBounds(
  dots: readonly PlanDot[],
  visible: ReadonlySet<string>,
): PlanBounds | null {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const d of dots) {
    if (!visible.has(d.id)) continue;
    x0 = Math.min(x0, d.x - d.r);
    y0 = Math.min(y0, d.y - d.r);
    x1 = Math.max(x1, d.x + d.r);
    y1 = Math.max(y1, d.y + d.r);
  }
  return Number.isFinite(x0) ? { x0, y0, x1, y1 } : null;
}

/** The zoom floor: low enough that the whole plan fits even a small map (SPEC's 0.1 otherwise). */
export function zoomFloor(dots: readonly PlanDot[]): number {
  let extent = 0;
  for (const d of dots) extent = Math.max(extent, Math.abs(d.x) + d.r, Math.abs(d.y) + d.r);
  return Math.min(MAP_MIN_ZOOM, SMALLEST_MAP_PX / (2 * extent || 1));
}

/** The shown dot nearest a point in flow units, within a few screen pixels of its rim at this zoom. */
export function dotAt(
  dots: readonly PlanDot[],
  visible: ReadonlySet<string>,
  at: { x: number; y: number },
  zoom: number,
): string | null {
  const slack = 6 / zoom;
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const d of dots) {
    if (!visible.has(d.id)) continue;
    const distance = Math.hypot(d.x - at.x, d.y - at.y);
    if (distance <= Math.max(d.r, 1.5 / zoom) + slack && distance < bestDistance) {
      best = d.id;
      bestDistance = distance;
    }
  }
  return best;
}
