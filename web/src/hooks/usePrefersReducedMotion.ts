import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * The visitor's reduced-motion setting, kept current if it changes while the page is open.
 * The server does not know it: its render (and hydration) assume motion, then the browser's
 * setting applies.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
