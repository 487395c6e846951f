import Koa from 'koa';
import { koaBody } from 'koa-body';
import type { Logger } from '../logger.ts';
import { requestContext } from './middleware/request-context.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { eventScope } from '../events/event-scope.ts';
import { healthRoute, metricsMiddleware } from '../metrics.ts';
import {
  implementedMethods,
  jsonDepthLimit,
  noStoreWhenAuthenticated,
  requireJsonBodies,
} from './middleware/hardening.ts';
import { writeFreezeGuard } from '../store/write-freeze.ts';

export interface ServiceAppOptions {
  logger: Logger;
  /** Dependencies' readiness for /readyz (database, NATS, object store). */
  checks: Record<string, () => boolean | Promise<boolean>>;
  /** JSON body limit; uploads use their own parser. */
  jsonLimit?: string;
}

/**
 * A Koa app with the order every service shares: request id and log line → error rendering
 * → no-store for authenticated callers → health routes → unsupported methods refused → changes
 * paused during a backup → JSON bodies (or what the route table declares for a call), parsed
 * with a nesting limit. The service mounts its routers on it.
 */
export function createServiceApp({ logger, checks, jsonLimit = '1mb' }: ServiceAppOptions): Koa {
  const app = new Koa();
  // Services sit behind the gateway, which sets X-Forwarded-For to the real client.
  app.proxy = true;
  app.maxIpsCount = 1;
  app.silent = true;
  app.use(requestContext(logger));
  app.use(metricsMiddleware((ctx) => healthRoute(ctx.path)));
  app.use(eventScope());
  app.use(errorHandler());
  app.use(noStoreWhenAuthenticated());
  app.use(async (ctx, next) => {
    if (ctx.path === '/healthz') {
      ctx.body = { status: 'ok' };
      return;
    }
    if (ctx.path === '/readyz') {
      const results = Object.fromEntries(
        await Promise.all(
          Object.entries(checks).map(
            async ([name, check]) => [name, await Promise.resolve(check()).catch(() => false)] as const,
          ),
        ),
      );
      const ready = Object.values(results).every(Boolean);
      ctx.status = ready ? 200 : 503;
      ctx.body = { status: ready ? 'ready' : 'not ready', checks: results };
      return;
    }
    await next();
  });
  app.use(implementedMethods());
  // While a backup copies the site, changes wait (503 with Retry-After); reads go on.
  app.use(writeFreezeGuard());
  app.use(requireJsonBodies());
  app.use(
    koaBody({
      jsonLimit,
      formLimit: '64kb',
      text: false,
      multipart: false,
      jsonStrict: true,
      parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'] as NonNullable<
        Parameters<typeof koaBody>[0]
      >['parsedMethods'],
    }),
  );
  app.use(jsonDepthLimit());
  return app;
}
