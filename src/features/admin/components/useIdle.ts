/** True once the browser has been idle after the first screen: work that can wait starts then. */
import { useEffect, useState } from 'react';
import { whenIdle } from '../../../lib/idle';

export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    return whenIdle(() => setIdle(true), { timeout: 3000, fallbackMs: 300 });
  }, []);
  return idle;
}
