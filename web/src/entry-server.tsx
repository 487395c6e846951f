/**
 * The public pages rendered on the server (built by `vite build --ssr` into web/dist-server and
 * loaded by web/server): the same routes, providers and styles as in the browser, in the
 * visitor's language, with the page's public reads as SWR fallback data. styled-components
 * collects the page's CSS (mirrored by stylis-plugin-rtl for Arabic, as in the browser).
 */
import { text } from 'node:stream/consumers';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders, AppRoutes } from './app/App';
import type { RenderedState } from './app/renderedState';

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The page's <style data-styled> elements, for the head. */
  styles: string;
}

/**
 * Renders a page completely (every lazy part loaded), for hydration in the browser: a public
 * page, or an admin screen for the signed-in admin whose `GET /api/auth/me` reply is among the
 * fallback reads.
 */
export async function renderPage(url: string, state: RenderedState): Promise<RenderedPage> {
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <StrictMode>
          <AppProviders initialLanguage={state.language} fallback={state.fallback}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </StrictMode>,
      ),
      // Every boundary inline, in document order: no completion scripts (the page's CSP
      // allows no inline script) and nothing for the browser to reassemble.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await text(prelude);
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

export { RENDERED_STATE_ID, stateJson } from './app/renderedState';
