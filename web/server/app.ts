import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import Koa, { type Context } from 'koa';
import compress from 'koa-compress';
import send from 'koa-send';
import { strongEtag, type PublicCache } from '@rawi/kit/cache';
import { healthRoute, metricsMiddleware } from '@rawi/kit/metrics';
import {
  BUILD_ASSETS_PATH,
  HEADERS,
  isPublicPagePath,
  languageParam,
  PUBLIC_PAGE_CACHE_CONTROL,
  SESSION_COOKIE,
  type Language,
} from '@rawi/proto';
import type { SessionReads } from '../src/app/pageLoading.ts';
import { preloadedFonts } from './languageAssets.ts';
import { adminHead, readManifest } from './adminHead.ts';
import { describePage, pagePath } from './describePage.ts';
import { LANGUAGE_COOKIE, requestLanguage } from './language.ts';
import { renderHead } from './pageHead.ts';
import { type PageBody, pageTemplate, renderedPageScripts } from './pageTemplate.ts';
import { publicApi } from './publicApi.ts';
import { REDIRECT_CACHE_CONTROL, redirectAnswer } from './redirects.ts';
import { sessionReads } from './sessionReads.ts';
import { robots, sitemap } from './sitemap.ts';
import { pageTags, type PageRenderer } from './render.ts';
import { FORM_OUTCOME_KEY, isFormOutcome } from '../src/pages/landing/contact/formState.ts';
import { PATHS } from '../src/app/paths.ts';
import { pageContentSecurityPolicy, SECURITY_HEADERS } from './securityHeaders.ts';

export const CACHE = {
  /** Hashed build output: the name changes whenever the content does. */
  hashedAsset: 'public, max-age=31536000, immutable',
  /** index.html: always revalidated, so a new release is picked up at once. */
  document: 'no-cache',
  /** Files from web/public (images, favicon) keep their names across releases. */
  publicFile: 'public, max-age=3600',
} as const;

export interface WebAppOptions {
  /** The Vite build output (web/dist). */
  distDir: string;
  /** Receives one JSON line per request; silent when not given (tests). */
  log?: (line: string) => void;
  /** The site's public address (PUBLIC_URL); the request's origin when absent. */
  publicUrl?: string | undefined;
  /** The public API (API_URL, the gateway) for the pages' data and the sitemap. */
  apiUrl?: string | undefined;
  /** Renders public pages on the server; without it they are drawn in the browser. */
  renderer?: PageRenderer | undefined;
  /** Keeps rendered pages per path and language, dropped by content and project events. */
  pageCache?: PublicCache | undefined;
}

/** The admin panel's pages but its login page: those a session may have drawn on the server. */
const isAdminPage = (route: string) =>
  (route === PATHS.admin || route.startsWith(`${PATHS.admin}/`)) && route !== PATHS.adminLogin;

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch (error) {
    if (
      (error as NodeJS.ErrnoException).code === 'ENOENT' ||
      (error as NodeJS.ErrnoException).code === 'ENOTDIR'
    )
      return false;
    throw error;
  }
}

function decodedPath(ctx: Context): string | undefined {
  try {
    return decodeURIComponent(ctx.path);
  } catch (error) {
    if (error instanceof URIError) return undefined;
    throw error;
  }
}

const assetNames = (distDir: string) =>
  existsSync(join(distDir, 'assets'))
    ? readdirSync(join(distDir, 'assets')).map((name) => `assets/${name}`)
    : [];

/**
 * The web container's server: hashed assets with immutable caching, files from web/public,
 * and every page of the app in the visitor's language with its status and head — public pages
 * rendered on the server (and kept until an event changes them), the admin panel drawn in the
 * browser; 404 for unknown paths. Responses are compressed.
 */
export function createWebApp({ distDir, log, publicUrl, apiUrl, renderer, pageCache }: WebAppOptions): Koa {
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  // index.html's inline scripts and a rendered page's own, allowed by hash.
  const csp = pageContentSecurityPolicy(`${indexHtml}${renderedPageScripts(indexHtml)}`);
  const page = pageTemplate(
    indexHtml,
    preloadedFonts(assetNames(distDir)),
    renderer?.RENDERED_STATE_ID ?? '',
  );
  const api = apiUrl ? publicApi(apiUrl) : undefined;
  const panelHead = adminHead(readManifest(distDir));

  /** A page's HTML in a language: status, head and, for a public page, its server render. */
  const buildPage = async (
    path: string,
    language: Language,
    origin: string,
    render: boolean,
    extraData: Record<string, unknown> = {},
    session?: SessionReads,
  ) => {
    const described = await describePage(path, language, api, session);
    // A project's address in the other language draws the page in that language.
    const shown = described.language ?? language;
    let body: PageBody | undefined;
    if (render && renderer && described.data) {
      const state = { language: shown, fallback: { ...described.data, ...extraData } };
      try {
        const rendered = await renderer.renderPage(path, state);
        body = { ...rendered, state: renderer.stateJson(state) };
      } catch (error) {
        // The browser can still draw the page: never a 5xx for a page.
        log?.(JSON.stringify({ level: 'error', msg: 'page render failed', path, error: String(error) }));
      }
    }
    return {
      status: described.status,
      headers: {},
      body: Buffer.from(
        page(shown, renderHead(described, shown, origin) + panelHead(path, body !== undefined), body),
      ),
      tags: [...new Set([...pageTags(language), ...pageTags(shown)])],
      cacheable: described.complete && body !== undefined,
    };
  };
  const app = new Koa();
  // Pages by kind, never by raw path: assets, the app's routes, and what answers 404.
  app.use(
    metricsMiddleware(
      (ctx) =>
        healthRoute(ctx.path) ??
        (ctx.path.startsWith(BUILD_ASSETS_PATH) ? 'asset' : ctx.status === 404 ? 'unknown' : 'page'),
    ),
  );

  app.use(async (ctx, next) => {
    const started = performance.now();
    const requestId = ctx.get(HEADERS.requestId) || undefined;
    try {
      await next();
    } catch (error) {
      // A failure inside one request is that request's 500, never the end of the process.
      if (!ctx.headerSent) {
        for (const name of ctx.res.getHeaderNames()) ctx.res.removeHeader(name);
        ctx.set(SECURITY_HEADERS);
        ctx.set('Cache-Control', 'no-store');
        ctx.status = 500;
        ctx.body = { error: { code: 'internal', message: 'Internal server error' }, requestId };
      }
      log?.(
        JSON.stringify({
          level: 'error',
          msg: 'unexpected error',
          requestId,
          path: ctx.path,
          error: error instanceof Error ? error.stack : String(error),
        }),
      );
    }
    log?.(
      JSON.stringify({
        level: 'info',
        msg: 'request',
        requestId,
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round(performance.now() - started),
      }),
    );
  });

  app.use(async (ctx, next) => {
    ctx.set(SECURITY_HEADERS);
    await next();
  });

  // A request that accepts no encoding we have, not even identity (or says so in a malformed
  // header), gets the reply as it is: koa-compress would fail setting an encoding of undefined.
  app.use(async (ctx, next) => {
    if (!ctx.acceptsEncodings('br', 'gzip', 'deflate', 'identity')) ctx.compress = false;
    await next();
  });
  app.use(compress({ threshold: 1024 }));

  app.use(async (ctx) => {
    if (ctx.path === '/healthz' && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { status: 'ok' };
      return;
    }
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.set('Allow', 'GET, HEAD');
      ctx.status = 405;
      ctx.body = 'Method Not Allowed';
      return;
    }

    const path = decodedPath(ctx);
    if (path === undefined || path.includes('\0')) {
      ctx.status = 400;
      ctx.body = 'Bad Request';
      return;
    }

    const origin = publicUrl ?? ctx.origin;
    if (path === '/robots.txt') {
      ctx.type = 'text/plain';
      ctx.set('Cache-Control', CACHE.publicFile);
      ctx.body = robots(origin);
      return;
    }
    if (path === '/sitemap.xml') {
      if (!api) {
        ctx.status = 404;
        ctx.body = 'Not Found';
        return;
      }
      try {
        ctx.body = await sitemap(api, origin);
      } catch {
        ctx.status = 503;
        ctx.set('Retry-After', '5');
        ctx.body = 'The sitemap is not available right now';
        return;
      }
      ctx.type = 'application/xml';
      // Read through the gateway, whose cache project events keep fresh: a minute of caching.
      ctx.set('Cache-Control', 'public, max-age=60');
      return;
    }

    if (path.startsWith(BUILD_ASSETS_PATH)) {
      if (!isFile(join(distDir, normalize(path)))) {
        ctx.status = 404;
        ctx.body = 'Not Found';
        return;
      }
      // Sent as the build compressed it (web/vite/precompressPlugin.ts) where the browser takes
      // that encoding; a file the build left alone is compressed below as it goes out.
      await send(ctx, ctx.path, {
        root: distDir,
        gzip: true,
        brotli: true,
        setHeaders: (res) => {
          res.setHeader('Cache-Control', CACHE.hashedAsset);
          res.setHeader('Vary', 'Accept-Encoding');
        },
      });
      return;
    }

    if (extname(path) && path !== '/index.html' && isFile(join(distDir, normalize(path)))) {
      await send(ctx, ctx.path, {
        root: distDir,
        gzip: false,
        brotli: false,
        setHeaders: (res) => res.setHeader('Cache-Control', CACHE.publicFile),
      });
      return;
    }

    // The visitor's language, status and head are in the first byte; the app takes over after.
    const queryLanguage = languageParam(ctx.querystring);
    // ?lang= is not written back as a cookie: a reply that sets one could not be kept by a
    // shared cache. The app remembers the visitor's choice itself (its storage and the cookie).
    const { language } = requestLanguage(queryLanguage, ctx.cookies.get(LANGUAGE_COOKIE));
    // A preview shows what only the editor's browser has: drawn there, never kept.
    const preview = ctx.query.preview !== undefined;
    const route = pagePath(path);
    const key = `${language} ${route}`;
    // Where the contact form's post without JavaScript led back to: drawn for this reply only.
    const outcome = route === PATHS.home && isFormOutcome(ctx.query.contact) ? ctx.query.contact : undefined;
    // An admin screen asked for with a session is drawn for that admin alone, never kept.
    const sessionToken = isAdminPage(route) ? ctx.cookies.get(SESSION_COOKIE) : undefined;
    const session =
      apiUrl && sessionToken
        ? sessionReads(apiUrl, sessionToken, ctx.get('x-forwarded-for') || undefined)
        : undefined;
    // The gateway asks for a page it is about to keep with `Cache-Control: no-cache`: drawn
    // anew, never this server's own copy, which may not have heard of the edit that made the
    // gateway drop its copy yet.
    const fresh = /\bno-cache\b/i.test(ctx.get('cache-control'));
    const reply =
      preview || outcome || session || !pageCache || fresh
        ? {
            ...(await buildPage(
              route,
              language,
              origin,
              !preview,
              outcome ? { [FORM_OUTCOME_KEY]: outcome } : {},
              session,
            )),
            etag: undefined,
          }
        : (pageCache.get(key) ?? (await pageCache.load(key, () => buildPage(route, language, origin, true))));
    // An address no page takes may have moved (a former slug, an editor's redirect) or be gone.
    const answer =
      reply.status === 404 && !preview && !session
        ? await redirectAnswer(api, route, language, log)
        : undefined;
    if (answer?.outcome === 'moved' && answer.location) {
      ctx.status = 301;
      ctx.set('Location', answer.location);
      ctx.set('Cache-Control', REDIRECT_CACHE_CONTROL);
      ctx.vary('Cookie');
      ctx.body = 'Moved Permanently';
      return;
    }
    ctx.status = answer?.outcome === 'gone' ? 410 : reply.status;
    ctx.type = 'html';
    ctx.set('Cache-Control', pageCacheControl(route, reply.status, Boolean(preview || outcome || session)));
    ctx.set('Content-Security-Policy', csp);
    // The language may come from the cookie the app writes.
    ctx.vary('Cookie');
    // Every public page has its ETag, kept or drawn anew: the same bytes, the same tag.
    const etag =
      reply.etag ??
      (isPublicPagePath(route) && !preview && !outcome && !session ? strongEtag(reply.body) : undefined);
    if (etag && reply.status === 200) {
      ctx.etag = etag;
      if (ctx.fresh) {
        ctx.status = 304;
        return;
      }
    }
    ctx.body = reply.body;
  });

  return app;
}

/**
 * How long a page may be kept: a public page is the same for every visitor of a language
 * between two edits, so any cache may keep it (briefly: the gateway's own copy is dropped by the
 * edit's event, a CDN's is revalidated); a page drawn for one visitor (an admin's session, an
 * editor's preview, the outcome of a form post) is kept by nobody; any other page is kept only
 * to be revalidated.
 */
function pageCacheControl(route: string, status: number, forOneVisitor: boolean): string {
  if (forOneVisitor) return 'no-store';
  return status === 200 && isPublicPagePath(route) ? PUBLIC_PAGE_CACHE_CONTROL : CACHE.document;
}
