import { LAYOUT_NEAR_CLASS } from '../../lib/layoutNear';

/** How long, from its start, a hold keeps the section in place while the page above it is drawn. */
export const HOLD_MS = 3000;

/**
 * What a visitor does to move on from where the link put them. Not `scroll`: the hold's own
 * scrolling fires it too.
 */
const VISITOR_MOVES = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Whether the element's top is where a scroll to it puts it: under the fixed navigation. */
function inPlace(element: Element): boolean {
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const top = element.getBoundingClientRect().top;
  const atBottom = window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 1;
  return Math.abs(top - padding) < 1 || (atBottom && top > padding);
}

/** The element id a hash names, or undefined for one that is not validly encoded (/#%E0). */
function idOf(hash: string): string | undefined {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return undefined;
  }
}

/**
 * Brings the section a hash names (#contact) under the navigation and keeps it there while the
 * sections above it are still coming in (their code, their content, their images' boxes), for
 * HOLD_MS or until the visitor scrolls, taps, clicks or presses a key: on a visit that arrived at
 * it, and after a link on the page whose target was missing as the browser scrolled (React drew
 * the sections afresh). Where the target is there after a link on the page, the browser's own
 * scroll stands. The whole page is laid out first (`lib/layoutNear.ts`; the head script has
 * done so on such a visit or click already: this is a safeguard), so every section above has its
 * real height. Returns a function that stops it.
 */
export function keepSectionInView(hash: string, arrival: boolean): () => void {
  document.documentElement.classList.remove(LAYOUT_NEAR_CLASS);
  const id = idOf(hash);
  if (id === undefined || (!arrival && document.getElementById(id))) return () => {};
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
