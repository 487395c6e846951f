import Koa from 'koa';
import type { PublicCache } from '@rawi/kit/cache';
import { createLogger, type Logger } from '@rawi/kit/logger';
import { healthRoute, metricsMiddleware } from '@rawi/kit/metrics';
import { BUILD_ASSETS_PATH } from '@rawi/proto';
import { assets } from './middleware/assets.ts';
import { compression } from './middleware/compression.ts';
import { answerFaults } from './middleware/faults.ts';
import { health } from './middleware/health.ts';
import { onlyReads } from './middleware/methods.ts';
import { pages } from './middleware/pages.ts';
import { publicFiles } from './middleware/publicFiles.ts';
import { logRequests } from './middleware/requestLog.ts';
import { requestPath } from './middleware/requestPath.ts';
import { robotsTxt, sitemapXml } from './middleware/robotsAndSitemap.ts';
import { securityHeaders } from './middleware/security.ts';
import { pageBuilder } from './pageBuilder.ts';
import { publicApi } from './publicApi.ts';
import type { PageRenderer } from './render.ts';

export interface WebAppOptions {
  /** The Vite build output (web/dist). */
  distDir: string;
  /** The kit's logger: one JSON line per request and per failure; silent when not given (tests). */
  logger?: Logger | undefined;
  /** The site's public address (PUBLIC_URL); the address a request came to when absent (middleware/siteOrigin.ts). */
  publicUrl?: string | undefined;
  /** The public API (API_URL, the gateway) for the pages' data and the sitemap. */
  apiUrl?: string | undefined;
  /** Renders public pages on the server; without it they are drawn in the browser. */
  renderer?: PageRenderer | undefined;
  /** Keeps rendered pages per path and language, dropped by content and project events. */
  pageCache?: PublicCache | undefined;
}

/**
 * The web container's server: hashed assets with immutable caching, files from web/public,
 * and every page of the app in the visitor's language with its status and head — public pages
 * rendered on the server (and kept until an event changes them), the admin panel drawn in the
 * browser; 404 for unknown paths. Responses are compressed. Each step is a middleware of
 * ./middleware, in the order below; the first that answers ends the request.
 */
export function createWebApp({
  distDir,
  logger = createLogger('web', 'silent'),
  publicUrl,
  apiUrl,
  renderer,
  pageCache,
}: WebAppOptions): Koa {
  const api = apiUrl ? publicApi(apiUrl) : undefined;
  const builder = pageBuilder({ distDir, api, renderer, logger });
  const app = new Koa();
  // Pages by kind, never by raw path: assets, the app's routes, and what answers 404.
  app.use(
    metricsMiddleware(
      (ctx) =>
        healthRoute(ctx.path) ??
        (ctx.path.startsWith(BUILD_ASSETS_PATH) ? 'asset' : ctx.status === 404 ? 'unknown' : 'page'),
    ),
  );
  app.use(logRequests(logger));
  app.use(answerFaults(logger));
  app.use(securityHeaders());
  app.use(compression());
  app.use(health());
  app.use(onlyReads());
  app.use(requestPath());
  app.use(robotsTxt(publicUrl));
  app.use(sitemapXml(api, publicUrl));
  app.use(assets(distDir));
  app.use(publicFiles(distDir));
  app.use(pages({ builder, api, apiUrl, publicUrl, pageCache, logger }));
  return app;
}
