import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Arriving at /#section from another page scrolls to that section. */
export function useHashScroll(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}
