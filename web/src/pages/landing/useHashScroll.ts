import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a section that is still loading its code is waited for. */
const WAIT_MS = 3000;

/** Arriving at /#section from another page scrolls to that section, once it is on the page. */
export function useHashScroll(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const started = performance.now();
    let frame = 0;
    const scroll = () => {
      const element = document.getElementById(id);
      if (element) element.scrollIntoView();
      else if (performance.now() - started < WAIT_MS) frame = requestAnimationFrame(scroll);
    };
    scroll();
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}
