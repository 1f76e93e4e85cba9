/**
 * A large plan's links, and at far zoom its dots and fold counts, drawn on one canvas inside React
 * Flow's viewport, under the nodes (docs/PRODUCT.md#the-map-at-scale-and-calendar-export). The canvas covers the view plus half a view on each
 * side at the current zoom, so a pan only moves it with the viewport; it is redrawn when the zoom
 * changes or the view leaves the drawn area, never per node and never per pan frame.
 */
import { memo, useEffect, useLayoutEffect, useRef } from 'react';
import { useStoreApi } from '@xyflow/react';
import type { PlanDot, PlanLink } from './flowElements';

export interface PlanCanvasColours {
  levels: readonly string[];
  link: string;
  badge: string;
  badgeText: string;
}

export interface PlanCanvasProps {
  links: readonly PlanLink[];
  dots: readonly PlanDot[];
  visible: ReadonlySet<string>;
  /** Far zoom: the canvas draws the dots, except those React Flow draws (inFlow). */
  drawDots: boolean;
  inFlow: ReadonlySet<string>;
  /** Folded nodes and how many nodes each hides (badges at far zoom). */
  folded: ReadonlyMap<string, number>;
  colours: PlanCanvasColours;
}

interface Drawn {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  zoom: number;
  width: number;
  height: number;
}

/** Dots never shrink below this radius on screen (px), so the plan's shape stays visible. */
const MIN_DOT_PX = 1.5;
const BADGE_FONT_PX = 11;

function draw(
  canvas: HTMLCanvasElement,
  p: PlanCanvasProps,
  [tx, ty, zoom]: [number, number, number],
  width: number,
  height: number,
): Drawn {
  const viewW = width / zoom;
  const viewH = height / zoom;
  const x0 = -tx / zoom - viewW / 2;
  const y0 = -ty / zoom - viewH / 2;
  const areaW = viewW * 2;
  const areaH = viewH * 2;
  const x1 = x0 + areaW;
  const y1 = y0 + areaH;
  const dpr = window.devicePixelRatio || 1;
  const pw = Math.max(1, Math.ceil(areaW * zoom * dpr));
  const ph = Math.max(1, Math.ceil(areaH * zoom * dpr));
  if (canvas.width !== pw) canvas.width = pw;
  if (canvas.height !== ph) canvas.height = ph;
  canvas.style.left = `${x0}px`;
  canvas.style.top = `${y0}px`;
  canvas.style.width = `${areaW}px`;
  canvas.style.height = `${areaH}px`;
  const ctx = canvas.getContext('2d');
  const drawn = { x0, y0, x1, y1, zoom, width, height };
  if (!ctx) return drawn;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, pw, ph);
  const k = zoom * dpr;
  ctx.setTransform(k, 0, 0, k, -x0 * k, -y0 * k);

  ctx.beginPath();
  for (const l of p.links) {
    if (!p.visible.has(l.childId)) continue;
    if (
      (l.x1 < x0 && l.x2 < x0) ||
      (l.x1 > x1 && l.x2 > x1) ||
      (l.y1 < y0 && l.y2 < y0) ||
      (l.y1 > y1 && l.y2 > y1)
    )
      continue;
    ctx.moveTo(l.x1, l.y1);
    ctx.lineTo(l.x2, l.y2);
  }
  // The SVG links' 1.5 flow units, but never thinner than a screen pixel.
  ctx.lineWidth = Math.max(1.5, 1 / zoom);
  ctx.strokeStyle = p.colours.link;
  ctx.stroke();
  if (!p.drawDots) return drawn;

  const minR = MIN_DOT_PX / zoom;
  p.colours.levels.forEach((colour, levelIndex) => {
    ctx.beginPath();
    for (const d of p.dots) {
      if (d.levelIndex !== levelIndex || !p.visible.has(d.id) || p.inFlow.has(d.id)) continue;
      const r = Math.max(d.r, minR);
      if (d.x + r < x0 || d.x - r > x1 || d.y + r < y0 || d.y - r > y1) continue;
      if (r * zoom <= 2) ctx.rect(d.x - r, d.y - r, 2 * r, 2 * r);
      else {
        ctx.moveTo(d.x + r, d.y);
        ctx.arc(d.x, d.y, r, 0, 2 * Math.PI);
      }
    }
    ctx.fillStyle = colour;
    ctx.fill();
  });

  // Fold counts at a readable size whatever the zoom; one that would cover another is left out.
  if (p.folded.size === 0) return drawn;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.font = `700 ${BADGE_FONT_PX}px system-ui, sans-serif`;
  ctx.textBaseline = 'middle';
  const taken = new Set<string>();
  const byId = new Map(p.dots.map((d) => [d.id, d]));
  for (const [id, hidden] of p.folded) {
    const d = byId.get(id);
    if (!d || !p.visible.has(id)) continue;
    const r = Math.max(d.r, minR);
    const sx = (d.x + r - x0) * zoom;
    const sy = (d.y + r - y0) * zoom;
    if (sx < 0 || sy < 0 || sx > pw / dpr || sy > ph / dpr) continue;
    const cell = `${Math.floor(sx / 36)}:${Math.floor(sy / 18)}`;
    if (taken.has(cell)) continue;
    taken.add(cell);
    const text = `+${hidden}`;
    const w = ctx.measureText(text).width + 8;
    ctx.fillStyle = p.colours.badge;
    ctx.beginPath();
    ctx.roundRect(sx - 2, sy - 8, w, 16, 8);
    ctx.fill();
    ctx.fillStyle = p.colours.badgeText;
    ctx.fillText(text, sx + 2, sy);
  }
  return drawn;
}

export const PlanCanvas = memo(function PlanCanvas(props: PlanCanvasProps) {
  const store = useStoreApi();
  const propsRef = useRef(props);
  const redraw = useRef<() => void>(() => undefined);

  useEffect(() => {
    let canvas: HTMLCanvasElement | null = null;
    let drawn: Drawn | null = null;
    let frame = 0;
    const paint = () => {
      frame = 0;
      if (!canvas) return;
      const { transform, width, height } = store.getState();
      if (width > 0 && height > 0) drawn = draw(canvas, propsRef.current, transform, width, height);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(paint);
    };
    const attach = () => {
      const viewport = store
        .getState()
        .domNode?.querySelector<HTMLElement>('.react-flow__viewport');
      if (!viewport) {
        frame = requestAnimationFrame(attach);
        return;
      }
      frame = 0;
      canvas = document.createElement('canvas');
      canvas.className = 'ns-plan-canvas';
      canvas.setAttribute('aria-hidden', 'true');
      // First in the viewport: under the nodes.
      viewport.prepend(canvas);
      paint();
    };
    attach();
    redraw.current = () => {
      drawn = null;
      schedule();
    };
    const unsubscribe = store.subscribe(({ transform: [tx, ty, zoom], width, height }) => {
      if (!drawn) return schedule();
      if (zoom !== drawn.zoom || width !== drawn.width || height !== drawn.height)
        return schedule();
      const x0 = -tx / zoom;
      const y0 = -ty / zoom;
      if (
        x0 < drawn.x0 ||
        y0 < drawn.y0 ||
        x0 + width / zoom > drawn.x1 ||
        y0 + height / zoom > drawn.y1
      )
        schedule();
    });
    return () => {
      unsubscribe();
      if (frame) cancelAnimationFrame(frame);
      canvas?.remove();
      redraw.current = () => undefined;
    };
  }, [store]);

  useLayoutEffect(() => {
    propsRef.current = props;
    redraw.current();
  });
  return null;
});
