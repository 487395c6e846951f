/**
 * Makes a page's HTML from the built index.html: its status and head in the visitor's language,
 * the admin panel's head for an admin screen, and for a public page (or an admin screen with a
 * session's reads) its server render.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '@rawi/kit/logger';
import type { Language } from '@rawi/proto';
import type { SessionReads } from '../src/app/pageLoading.ts';
import { adminHead, readManifest } from './adminHead.ts';
import { describePage } from './describePage.ts';
import { preloadedFonts } from './languageAssets.ts';
import { renderHead } from './pageHead.ts';
import { type PageBody, pageTemplate, renderedPageScripts } from './pageTemplate.ts';
import type { PublicApi } from './publicApi.ts';
import { pageTags, type PageRenderer } from './render.ts';
import { pageContentSecurityPolicy } from './securityHeaders.ts';

/** The page a request asks for, as the builder is given it. */
export interface PageOrder {
  /** The page's path (describePage's pagePath). */
  route: string;
  language: Language;
  /** The site's address its head links to. */
  origin: string;
  /** Drawn on the server (where there is a renderer and the page has data), or left to the browser. */
  render: boolean;
  /** Data beside the page's own for this reply alone (a form post's outcome). */
  extraData?: Record<string, unknown>;
  /** An admin's reads, for an admin screen asked for with a session. */
  session?: SessionReads | undefined;
}

/** A page as the page cache keeps it: cacheable when complete and drawn on the server. */
export interface BuiltPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  tags: string[];
  cacheable: boolean;
}

export interface PageBuilder {
  /** The pages' Content-Security-Policy: index.html's inline scripts and a rendered page's own, allowed by hash. */
  csp: string;
  build(order: PageOrder): Promise<BuiltPage>;
}

export interface PageBuilderOptions {
  /** The Vite build output (web/dist), whose index.html is every page's template. */
  distDir: string;
  api: PublicApi | undefined;
  renderer: PageRenderer | undefined;
  /** Where a failed render is written (the page is then drawn in the browser). */
  logger: Pick<Logger, 'error'>;
}

const assetNames = (distDir: string) =>
  existsSync(join(distDir, 'assets'))
    ? readdirSync(join(distDir, 'assets')).map((name) => `assets/${name}`)
    : [];

export function pageBuilder({ distDir, api, renderer, logger }: PageBuilderOptions): PageBuilder {
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  const page = pageTemplate(
    indexHtml,
    preloadedFonts(assetNames(distDir)),
    renderer?.RENDERED_STATE_ID ?? '',
  );
  const panelHead = adminHead(readManifest(distDir));

  const build = async ({ route, language, origin, render, extraData = {}, session }: PageOrder) => {
    const described = await describePage(route, language, api, session);
    // A project's address in the other language draws the page in that language.
    const shown = described.language ?? language;
    let body: PageBody | undefined;
    if (render && renderer && described.data) {
      const state = { language: shown, fallback: { ...described.data, ...extraData } };
      try {
        const rendered = await renderer.renderPage(route, state);
        body = { ...rendered, state: renderer.stateJson(state) };
      } catch (error) {
        // The browser can still draw the page: never a 5xx for a page.
        logger.error({ path: route, err: error }, 'page render failed');
      }
    }
    return {
      status: described.status,
      headers: {},
      body: Buffer.from(
        page(shown, renderHead(described, shown, origin) + panelHead(route, body !== undefined), body),
      ),
      tags: [...new Set([...pageTags(language), ...pageTags(shown)])],
      cacheable: described.complete && body !== undefined,
    };
  };
  return { csp: pageContentSecurityPolicy(`${indexHtml}${renderedPageScripts(indexHtml)}`), build };
}
