/**
 * The map's one level of detail: 'far' below zoom 0.3, 'near' above 0.4, and in between whatever it
 * was (hysteresis), so a pan or a slow zoom at the boundary never flips it back and forth. One store
 * subscription for the whole map, rather than a zoom hook in every node.
 */
import { useEffect, useState } from 'react';
import { useStoreApi } from '@xyflow/react';

export type ZoomTier = 'far' | 'near';

const FAR_BELOW = 0.3;
const NEAR_ABOVE = 0.4;

export function nextZoomTier(tier: ZoomTier, zoom: number): ZoomTier {
  if (zoom < FAR_BELOW) return 'far';
  if (zoom > NEAR_ABOVE) return 'near';
  return tier;
}

export function useZoomTier(): ZoomTier {
  const store = useStoreApi();
  const [tier, setTier] = useState<ZoomTier>(() =>
    nextZoomTier('near', store.getState().transform[2]),
  );
  useEffect(() => {
    const check = (zoom: number) => setTier((t) => nextZoomTier(t, zoom));
    check(store.getState().transform[2]);
    let last = store.getState().transform[2];
    return store.subscribe((s) => {
      const zoom = s.transform[2];
      if (zoom === last) return;
      last = zoom;
      check(zoom);
    });
  }, [store]);
  return tier;
}
