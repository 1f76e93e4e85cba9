/**
 * The map's minimap (docs/PRODUCT.md#the-map-at-scale-and-calendar-export): the shown nodes drawn once per layout or fold on a small canvas, one
 * fill per level, and the view's rectangle moved by a store subscription, so a pan repaints only
 * the rectangle. Dragging and wheel-zooming in it come from XYMinimap, as in React Flow's MiniMap.
 */
import { memo, useEffect, useMemo, useRef } from 'react';
import { Panel, useStore, useStoreApi, type ReactFlowState } from '@xyflow/react';
import { XYMinimap, type XYMinimapInstance } from '@xyflow/system';
import type { PlanDot } from './flowElements';
import { shownBounds } from './planGeometry';

const WIDTH = 200;
const HEIGHT = 150;
/** Room around the plan, in minimap pixels. */
const OFFSET = 5;

const selectPanZoom = (s: ReactFlowState) => s.panZoom;

export interface PlanMinimapProps {
  dots: readonly PlanDot[];
  visible: ReadonlySet<string>;
  levelColours: readonly string[];
  ariaLabel: string;
}

export const PlanMinimap = memo(function PlanMinimap({
  dots,
  visible,
  levelColours,
  ariaLabel,
}: PlanMinimapProps) {
  const store = useStoreApi();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const maskRef = useRef<SVGPathElement>(null);

  // The shown plan's bounds, scaled to fit the minimap with its offset, centred.
  const frame = useMemo(() => {
    const { x0, y0, x1, y1 } = shownBounds(dots, visible) ?? { x0: 0, y0: 0, x1: 1, y1: 1 };
    const scale = Math.max((x1 - x0) / (WIDTH - 2 * OFFSET), (y1 - y0) / (HEIGHT - 2 * OFFSET));
    const x = (x0 + x1) / 2 - (WIDTH / 2) * scale;
    const y = (y0 + y1) / 2 - (HEIGHT / 2) * scale;
    return { x, y, scale };
  }, [dots, visible]);
  const scaleRef = useRef(frame.scale);
  useEffect(() => {
    scaleRef.current = frame.scale;
  }, [frame]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const dpr = window.devicePixelRatio || 1;
    canvas.width = WIDTH * dpr;
    canvas.height = HEIGHT * dpr;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, WIDTH, HEIGHT);
    levelColours.forEach((colour, levelIndex) => {
      ctx.beginPath();
      for (const d of dots) {
        if (d.levelIndex !== levelIndex || !visible.has(d.id)) continue;
        const s = Math.max(d.r / frame.scale, 1);
        ctx.rect(
          (d.x - frame.x) / frame.scale - s,
          (d.y - frame.y) / frame.scale - s,
          2 * s,
          2 * s,
        );
      }
      ctx.fillStyle = colour;
      ctx.fill();
    });
  }, [dots, visible, levelColours, frame]);

  // The view's rectangle: the mask's hole, moved without React on every viewport change.
  useEffect(() => {
    const place = () => {
      const { transform, width, height } = store.getState();
      const [tx, ty, zoom] = transform;
      const vx = (-tx / zoom - frame.x) / frame.scale;
      const vy = (-ty / zoom - frame.y) / frame.scale;
      const vw = width / zoom / frame.scale;
      const vh = height / zoom / frame.scale;
      maskRef.current?.setAttribute(
        'd',
        `M0,0h${WIDTH}v${HEIGHT}h${-WIDTH}z M${vx},${vy}h${vw}v${vh}h${-vw}z`,
      );
    };
    place();
    let last = store.getState();
    return store.subscribe((s) => {
      if (s.transform === last.transform && s.width === last.width && s.height === last.height)
        return;
      last = s;
      place();
    });
  }, [store, frame]);

  // Drag and wheel in the minimap move the map; XYMinimap works in flow units per minimap pixel.
  const panZoom = useStore(selectPanZoom);
  const minimap = useRef<XYMinimapInstance | null>(null);
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg || !panZoom) return;
    minimap.current = XYMinimap({
      domNode: svg,
      panZoom,
      getTransform: () => store.getState().transform,
      getViewScale: () => scaleRef.current,
    });
    const { translateExtent, width, height } = store.getState();
    minimap.current.update({
      translateExtent,
      width,
      height,
      pannable: true,
      zoomable: true,
      zoomStep: 1,
    });
    return () => {
      minimap.current?.destroy();
      minimap.current = null;
    };
  }, [store, panZoom]);

  return (
    <Panel position="bottom-left" className="ns-minimap">
      <canvas ref={canvasRef} aria-hidden="true" style={{ width: WIDTH, height: HEIGHT }} />
      <svg
        ref={svgRef}
        width={WIDTH}
        height={HEIGHT}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={ariaLabel}
      >
        <path ref={maskRef} className="ns-minimap__mask" fillRule="evenodd" />
      </svg>
    </Panel>
  );
});
