import { useEffect, useState } from 'react';

/**
 * Becomes true `ms` milliseconds after mount while `waiting`: a cap on how long something waits
 * for data. Once nothing waits (the data came first, as on a page the server drew) no timer runs,
 * so the page is not drawn again for nothing.
 */
export function useElapsed(ms: number, waiting = true): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = window.setTimeout(() => setElapsed(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms, waiting]);
  return elapsed;
}
