import type { ReactNode } from 'react';
import { AFTER_FIRST_PAINT_ATTRIBUTE } from '../lib/afterFirstPaint';

/**
 * Form fields a browser with scripting gets only at the page's first paint (lib/afterFirstPaint.ts
 * says why): on the server they are drawn inside a `<noscript>` the page's loader unpacks; in the
 * browser, where the loader has put them in place by the time the app hydrates, as they are.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  if (typeof document !== 'undefined') return children;
  return <noscript {...{ [AFTER_FIRST_PAINT_ATTRIBUTE]: '' }}>{children}</noscript>;
}
