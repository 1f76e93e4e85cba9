/** True once the browser has been idle after the first screen: work that can wait starts then. */
import { useEffect, useState } from 'react';

export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(done, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(done, 300);
    return () => clearTimeout(id);
  }, []);
  return idle;
}
