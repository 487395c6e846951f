import { LAYOUT_NEAR_CLASS } from '../../lib/layoutNear';

/** How long a visit that arrived at a section keeps it in place while the page above it is drawn. */
const HOLD_MS = 3000;

/** What a visitor does to move on from where the link put them. */
const VISITOR_MOVES = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Whether the element's top is where a scroll to it puts it: under the fixed navigation. */
function inPlace(element: Element): boolean {
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const top = element.getBoundingClientRect().top;
  const atBottom = window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 1;
  return Math.abs(top - padding) < 1 || (atBottom && top > padding);
}

/**
 * Brings the section a hash names (#contact) under the navigation on a visit that arrived at it
 * (/#contact from another page) and keeps it there while the sections above it are still coming
 * in (their code, their content, their images' boxes), until HOLD_MS have passed or the visitor
 * scrolls, taps, clicks or presses a key. The whole page is laid out first (`lib/layoutNear.ts`), so
 * every section above has its real height. Returns a function that stops it.
 */
export function keepSectionInView(hash: string): () => void {
  document.documentElement.classList.remove(LAYOUT_NEAR_CLASS);
  const id = decodeURIComponent(hash.slice(1));
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of VISITOR_MOVES) window.removeEventListener(type, stop);
  };
  for (const type of VISITOR_MOVES) window.addEventListener(type, stop, { passive: true });
  const hold = () => {
    const element = document.getElementById(id);
    if (element && !inPlace(element)) element.scrollIntoView({ behavior: 'instant' });
    if (performance.now() - started < HOLD_MS) frame = requestAnimationFrame(hold);
    else stop();
  };
  hold();
  return stop;
}
