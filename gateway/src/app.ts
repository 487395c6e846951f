/**
 * The gateway: request id and log line → security headers → error rendering → health →
 * unsupported methods refused → route (canonical path) → token check for non-public API calls → body limit → proxy.
 * `/api` goes to the owning service, everything else to the web container.
 */
import Koa, { type Context, type Middleware } from 'koa';
import {
  authenticate,
  createTokenVerifier,
  AppError,
  errorHandler,
  errors,
  healthRoute,
  implementedMethods,
  metricsMiddleware,
  requestContext,
  tokenOf,
  type Logger,
  type TokenVersions,
} from '@rawi/kit';
import { API_NAMESPACE, buildOpenApi, OPENAPI_PATH, SERVICE_PREFIXES } from '@rawi/proto';
import { bodyLimitFor, drainBody, hasBody, UPLOAD_BODY_LIMIT } from './body-limit.ts';
import { cacheableRead, familiesChangedByWrite, serveCached } from './cached-reads.ts';
import { PublicCache } from '@rawi/kit/cache';
import { isHttps, type GatewayConfig } from './config.ts';
import { answeringHitsFirst } from './fast-hits.ts';
import { forwardingFacts } from './forwarding.ts';
import { healthRoutes } from './health.ts';
import { proxyRequest } from './proxy.ts';
import { resolveRoute } from './routing.ts';
import { securityHeaders, securityHeadersMiddleware } from './security-headers.ts';
import { upstreamErrors } from './upstream-errors.ts';
import { createUpstreams, type Upstreams } from './upstreams.ts';

/** The metrics label of a request: the owning service's prefix, or the web app; never the raw path. */
export function routeTemplate(path: string): string {
  const prefix = SERVICE_PREFIXES.find((p) => path === p.prefix || path.startsWith(`${p.prefix}/`))?.prefix;
  if (prefix) return path === prefix ? prefix : `${prefix}/*`;
  return path.toLowerCase().startsWith(API_NAMESPACE) ? `${API_NAMESPACE}/*` : 'web';
}

/** Readiness probes answer quickly even when the upstream time-out is long. */
const READINESS_TIMEOUT_MS = 3000;

/** The API's OpenAPI 3.1 document, generated from proto once, at /api/openapi.json. */
function openApiDocument(): Middleware {
  let body: string | undefined;
  return async (ctx, next) => {
    if (ctx.path !== OPENAPI_PATH) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.set('Allow', 'GET, HEAD');
      throw new AppError('method_not_allowed', 'Method not allowed');
    }
    body ??= JSON.stringify(buildOpenApi());
    ctx.type = 'application/json; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = body;
  };
}

/** A cross-origin preflight gets no allowance: the site and the API share one origin. */
function refusePreflight(): Middleware {
  return async (ctx, next) => {
    if (ctx.method === 'OPTIONS' && ctx.get('access-control-request-method')) {
      throw errors.forbidden('Cross-origin requests are not allowed');
    }
    await next();
  };
}

/**
 * A request refused before its body was read (401, 413...) closes its connection after the
 * reply, so an unread body is never read as the next request. A body nobody started reading is
 * first read and thrown away (up to the upload limit, for a bounded time), so a client still
 * sending it, such as an upload without a token, gets the reply instead of a reset connection.
 */
function closeWhenBodyUnread(): Middleware {
  return async (ctx, next) => {
    await next();
    if (!hasBody(ctx.req) || ctx.req.readableEnded || ctx.res.headersSent) return;
    ctx.set('Connection', 'close');
    if (!ctx.req.readableDidRead) await drainBody(ctx.req, UPLOAD_BODY_LIMIT);
  };
}

/** The public read cache the configuration asks for (off with CACHE_MAX_BYTES=0). */
export const publicCacheFor = (config: GatewayConfig) =>
  new PublicCache({
    maxBytes: config.CACHE_MAX_BYTES,
    maxEntryBytes: config.CACHE_MAX_ENTRY_BYTES,
    staleMs: config.CACHE_STALE_MS,
  });

export function createGatewayApp(
  config: GatewayConfig,
  logger: Logger,
  upstreams: Upstreams = createUpstreams(config),
  cache: PublicCache = publicCacheFor(config),
  /** The users' token versions (revocation); without NATS only the signature and expiry are checked here. */
  tokenVersions?: TokenVersions,
): Koa {
  const https = isHttps(config);
  const publicUrl = new URL(config.PUBLIC_URL);
  const verify = createTokenVerifier(config.JWT_PUBLIC_KEY, tokenVersions);

  const app = new Koa();
  // X-Forwarded-* is believed only from the configured number of proxies in front.
  app.proxy = config.TRUST_PROXY_HOPS > 0;
  app.maxIpsCount = config.TRUST_PROXY_HOPS;
  app.silent = true;

  app.use(requestContext(logger));
  app.use(metricsMiddleware((ctx) => healthRoute(ctx.path) ?? routeTemplate(ctx.path)));
  app.use(securityHeadersMiddleware({ https }));
  app.use(closeWhenBodyUnread());
  app.use(errorHandler());
  app.use(
    healthRoutes(upstreams, {
      timeoutMs: Math.min(config.UPSTREAM_TIMEOUT_MS, READINESS_TIMEOUT_MS),
      cacheStats: () => cache.stats(),
    }),
  );
  app.use(implementedMethods());
  app.use(refusePreflight());
  app.use(openApiDocument());
  app.use(async (ctx: Context) => {
    const route = resolveRoute(ctx.method, ctx.path);
    const name = route.kind === 'api' ? route.service : 'web';
    let authorization: string | undefined;
    const authenticated = route.kind === 'api' && !route.isPublic;
    if (authenticated) {
      ctx.state.identity = authenticate(ctx, verify);
      // The service verifies again; a cookie-borne token is passed on as a bearer token.
      authorization = `Bearer ${tokenOf(ctx)?.token ?? ''}`;
    }
    const upstream = upstreams.get(name);
    if (!upstream) throw upstreamErrors.notConfigured(name);
    const read =
      cache.enabled && (route.kind === 'web' || route.isPublic) ? cacheableRead(ctx, route.path) : undefined;
    if (read) {
      await serveCached(ctx, cache, upstream, read, { facts: () => forwardingFacts(ctx, publicUrl), https });
      return;
    }
    await proxyRequest(ctx, upstream, {
      path: route.path,
      bodyLimit: bodyLimitFor(ctx.method, route.path),
      facts: forwardingFacts(ctx, publicUrl, authorization),
      https,
      // Replies to authenticated calls are never stored, whatever the upstream said.
      noStore: authenticated,
      // Read your own writes: once a write has succeeded, and before its reply reaches the client,
      // what it may have changed stops being served from this replica's cache.
      onReply: (status) => {
        const families =
          cache.enabled && route.kind === 'api' && status < 400
            ? familiesChangedByWrite(ctx.method, route.path)
            : [];
        if (families.length > 0) cache.invalidateFamilies(families);
      },
    });
  });
  // Fresh cached hits of plain public reads are answered before Koa (fast-hits.ts): every
  // server made from this app (listen, tests) gets the handler that looks at them first.
  const koaCallback = app.callback.bind(app);
  app.callback = () =>
    answeringHitsFirst(koaCallback(), {
      cache,
      securityHeaders: securityHeaders({ https }),
      routeOf: routeTemplate,
      logsHits: logger.isLevelEnabled('debug'),
    });
  return app;
}
