import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import Koa, { type Context } from 'koa';
import compress from 'koa-compress';
import send from 'koa-send';
import { healthRoute, metricsMiddleware } from '@rawi/kit/metrics';
import {
  LANGUAGE_COOKIE,
  describePage,
  pageTemplate,
  publicApi,
  renderHead,
  requestLanguage,
  robots,
  sitemap,
} from './pages.ts';
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
  /** The public API (API_URL, the gateway) for project pages and the sitemap. */
  apiUrl?: string | undefined;
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

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

/**
 * The web container's server: hashed assets with immutable caching, files from web/public,
 * and index.html for everything else — status 200 for the app's routes, 404 for unknown paths
 * (the app then shows 'Page Not Found'). Responses are compressed.
 */
export function createWebApp({ distDir, log, publicUrl, apiUrl }: WebAppOptions): Koa {
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  const csp = pageContentSecurityPolicy(indexHtml);
  const page = pageTemplate(indexHtml);
  const api = apiUrl ? publicApi(apiUrl) : undefined;
  const app = new Koa();
  // Pages by kind, never by raw path: assets, the app's routes, and what answers 404.
  app.use(
    metricsMiddleware(
      (ctx) =>
        healthRoute(ctx.path) ??
        (ctx.path.startsWith('/assets/') ? 'asset' : ctx.status === 404 ? 'unknown' : 'page'),
    ),
  );

  app.use(async (ctx, next) => {
    const started = performance.now();
    await next();
    log?.(
      JSON.stringify({
        level: 'info',
        msg: 'request',
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

    if (path.startsWith('/assets/')) {
      if (!isFile(join(distDir, normalize(path)))) {
        ctx.status = 404;
        ctx.body = 'Not Found';
        return;
      }
      await send(ctx, ctx.path, {
        root: distDir,
        gzip: false,
        brotli: false,
        setHeaders: (res) => res.setHeader('Cache-Control', CACHE.hashedAsset),
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
    const queryLanguage = typeof ctx.query.lang === 'string' ? ctx.query.lang : undefined;
    const { language, explicit } = requestLanguage(queryLanguage, ctx.cookies.get(LANGUAGE_COOKIE));
    if (explicit) {
      // ?lang= is remembered like the toggle (the app mirrors its storage into the same cookie).
      ctx.cookies.set(LANGUAGE_COOKIE, language, {
        httpOnly: false,
        sameSite: 'lax',
        maxAge: YEAR_SECONDS * 1000,
        overwrite: true,
      });
    }
    const described = await describePage(path === '/index.html' ? '/' : path, language, api);
    ctx.status = described.status;
    ctx.type = 'html';
    ctx.set('Cache-Control', CACHE.document);
    ctx.set('Content-Security-Policy', csp);
    ctx.vary('Cookie');
    ctx.body = page(language, renderHead(described, language, origin));
  });

  return app;
}
