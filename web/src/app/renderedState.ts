import type { Language } from '@rawi/proto';
import { jsonInHtml } from '../lib/documentHead';

/** The element the server writes a rendered page's state into (a JSON data block, not a script). */
export const RENDERED_STATE_ID = 'rawi-state';

/**
 * What the server rendered a page with, carried to the browser so hydration starts from the
 * same language and data: no second fetch before the page is usable, no mismatch.
 */
export interface RenderedState {
  language: Language;
  /** SWR's fallback: each read the page's loader made, by its key (null where the API said 404). */
  fallback: Record<string, unknown>;
}

/** The state as a JSON data block's text: no value can close the element. */
export const stateJson = (state: RenderedState): string => jsonInHtml(state);

/** The state a server-rendered page carries, or undefined (the dev server, the admin panel). */
export function readRenderedState(doc: Document): RenderedState | undefined {
  const text = doc.getElementById(RENDERED_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as Partial<RenderedState>;
    return (state.language === 'en' || state.language === 'ar') &&
      state.fallback !== null &&
      typeof state.fallback === 'object'
      ? { language: state.language, fallback: state.fallback }
      : undefined;
  } catch {
    return undefined;
  }
}
