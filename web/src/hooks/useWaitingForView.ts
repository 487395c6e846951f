import { useLayoutEffect, useState, type RefObject } from 'react';

/** How far up the viewport a block must come before it shows (as the observer's margin). */
const SHOW_MARGIN = 0.1;

/**
 * True while a block waits below the fold for its entrance animation. Every block starts shown
 * (the server's render and hydration draw the page complete); once in the browser, a block still
 * below the viewport is hidden, before it could be seen, until it scrolls into view.
 */
export function useWaitingForView(ref: RefObject<Element | null>, enabled = true): boolean {
  const [waiting, setWaiting] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') {
      setWaiting(false);
      return;
    }
    if (element.getBoundingClientRect().top < window.innerHeight * (1 - SHOW_MARGIN)) return;
    setWaiting(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setWaiting(false);
          observer.disconnect();
        }
      },
      { rootMargin: `0px 0px -${SHOW_MARGIN * 100}% 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);

  return waiting;
}
