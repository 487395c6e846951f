import { lazy, type ComponentType } from 'react';

/**
 * How far below (or above) the viewport a section starts loading without the visitor doing
 * anything, as the observer's margin: none, only a section already in view. A visitor's first
 * scroll, touch, click or key press loads every section at once (`whenIntent`), well before a
 * scroll reaches the next one, and until a section hydrates the server's markup shows; a wider
 * margin only made a phone that nobody touches load, run and hydrate the section below the
 * first screen (about a tenth of the landing page's main-thread time).
 */
const AHEAD = '0px';

/**
 * Resolves when the element with this id comes within AHEAD of the viewport. At once where
 * there is no such element yet (the server's render, a page the app draws itself after a link)
 * or no IntersectionObserver.
 */
export function whenNear(id: string): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined')
    return Promise.resolve();
  const element = document.getElementById(id);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    observer.observe(element);
  });
}

/** What a visitor does on the way to another part of the page. */
const INTENT_EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Resolves at the visitor's first scroll, touch, click or key press: every section then loads,
 * so one who jumps far down the page finds it ready (a click on a section React has not
 * hydrated yet would be lost). A page nobody touches (a crawler, a measurement) loads nothing
 * more than its first screen.
 */
export function whenIntent(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, done);
      resolve();
    };
    for (const type of INTENT_EVENTS) window.addEventListener(type, done, { passive: true, once: true });
  });
}

/** One set of listeners for every section of the page. */
const intent = whenIntent();

/**
 * A page section whose code loads as it nears the viewport, or at the visitor's first move. On
 * a page the server drew, React keeps the server's markup (visible, styled) until then and
 * hydrates the section after, so the first screen becomes interactive without the JavaScript of
 * everything below it.
 */
export function lazyNear<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  return lazy(async () => {
    await Promise.race([whenNear(id), intent]);
    return { default: await load() };
  });
}
