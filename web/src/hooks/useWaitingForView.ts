import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Everything above the viewport counts as seen: a block the visitor scrolled past in one jump
 * (never inside the viewport between two frames) shows too, and never waits invisible above.
 */
const SEEN_ABOVE = '100000px';

/**
 * True while a block waits below the fold for its entrance animation. Every block starts in
 * place (the server's render and hydration draw the page complete); once in the browser, a
 * block wholly below the viewport waits, before it could be seen, until any of it enters the
 * viewport or the page is scrolled past it. A block already partly in view never waits.
 */
export function useWaitingForView(ref: RefObject<Element | null>, enabled = true): boolean {
  const [waiting, setWaiting] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') {
      setWaiting(false);
      return;
    }
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    setWaiting(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setWaiting(false);
          observer.disconnect();
        }
      },
      { rootMargin: `${SEEN_ABOVE} 0px 0px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);

  return waiting;
}
