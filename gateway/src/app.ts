/**
 * The gateway: request id and log line → security headers → error rendering → health →
 * unsupported methods refused → route (canonical path) → token check for non-public API calls → body limit → proxy.
 * `/api` goes to the owning service, everything else to the web container.
 */
import Koa, { type Context, type Middleware } from 'koa';
import {
  authenticate,
  createTokenVerifier,
  errorHandler,
  errors,
  implementedMethods,
  requestContext,
  tokenOf,
  type Logger,
} from '@rawi/kit';
import { bodyLimitFor, hasBody } from './body-limit.ts';
import { isHttps, type GatewayConfig } from './config.ts';
import { forwardingFacts } from './forwarding.ts';
import { healthRoutes } from './health.ts';
import { proxyRequest } from './proxy.ts';
import { resolveRoute } from './routing.ts';
import { securityHeadersMiddleware } from './security-headers.ts';
import { upstreamErrors } from './upstream-errors.ts';
import { createUpstreams, type Upstreams } from './upstreams.ts';

/** Readiness probes answer quickly even when the upstream time-out is long. */
const READINESS_TIMEOUT_MS = 3000;

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
 * reply, so an unread body is never drained or read as the next request.
 */
function closeWhenBodyUnread(): Middleware {
  return async (ctx, next) => {
    await next();
    if (hasBody(ctx.req) && !ctx.req.readableEnded && !ctx.res.headersSent) ctx.set('Connection', 'close');
  };
}

export function createGatewayApp(
  config: GatewayConfig,
  logger: Logger,
  upstreams: Upstreams = createUpstreams(config),
): Koa {
  const https = isHttps(config);
  const publicUrl = new URL(config.PUBLIC_URL);
  const verify = createTokenVerifier(config.JWT_PUBLIC_KEY);

  const app = new Koa();
  // X-Forwarded-* is believed only from the configured number of proxies in front.
  app.proxy = config.TRUST_PROXY_HOPS > 0;
  app.maxIpsCount = config.TRUST_PROXY_HOPS;
  app.silent = true;

  app.use(requestContext(logger));
  app.use(securityHeadersMiddleware({ https }));
  app.use(closeWhenBodyUnread());
  app.use(errorHandler());
  app.use(healthRoutes(upstreams, { timeoutMs: Math.min(config.UPSTREAM_TIMEOUT_MS, READINESS_TIMEOUT_MS) }));
  app.use(implementedMethods());
  app.use(refusePreflight());
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
    await proxyRequest(ctx, upstream, {
      path: route.path,
      bodyLimit: bodyLimitFor(ctx.method, route.path),
      facts: forwardingFacts(ctx, publicUrl, authorization),
      https,
      // Replies to authenticated calls are never stored, whatever the upstream said.
      noStore: authenticated,
    });
  });
  return app;
}
