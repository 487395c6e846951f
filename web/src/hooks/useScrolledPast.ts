import { useEffect, useState } from 'react';

/** True once the page is scrolled more than `threshold` pixels (false on the server's render). */
export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    // The first reading waits for the next frame: reading scrollY makes the browser bring style
    // and layout up to date, and right after hydration (styles just injected) that was a whole
    // page's style recalculation inside React's effects, in the task that was already the
    // longest of a phone's page load. In the frame, the browser does that work anyway.
    const frame = window.requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);

  return scrolled;
}
