import { useEffect, type RefObject } from 'react';

/**
 * Moves the element at a fraction of the scroll speed (a gentle hero parallax). Writes the
 * transform directly, once per frame, so scrolling does not re-render React.
 */
export function useParallax(ref: RefObject<HTMLElement | null>, enabled: boolean, speed = 0.3): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (!enabled) {
      element.style.transform = '';
      return;
    }
    let frame = 0;
    const update = () => {
      frame = 0;
      element.style.transform = `translate3d(0, ${Math.round(window.scrollY * speed)}px, 0)`;
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    // The first position too is set in the next frame, not during React's effects (reading
    // scrollY there makes the browser recalculate the freshly hydrated page's style at once).
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
      element.style.transform = '';
    };
  }, [ref, enabled, speed]);
}
