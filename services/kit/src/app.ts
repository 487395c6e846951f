import Koa from 'koa';
import { koaBody } from 'koa-body';
import type { Logger } from './logger.ts';
import { requestContext } from './middleware/request-context.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { eventScope } from './event-scope.ts';
import { healthRoute, metricsMiddleware } from './metrics.ts';
import { implementedMethods, jsonDepthLimit, noStoreWhenAuthenticated } from './middleware/hardening.ts';

export interface ServiceAppOptions {
  logger: Logger;
  /** Dependencies' readiness for /readyz (database, NATS, object store). */
  checks: Record<string, () => boolean | Promise<boolean>>;
  /** JSON body limit; uploads use their own parser. */
  jsonLimit?: string;
}

/**
 * A Koa app with the order every service shares: request id and log line → error rendering
 * → no-store for authenticated callers → health routes → unsupported methods refused → JSON
 * body parsing with a nesting limit. The service mounts its routers on it.
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
  app.use(
    koaBody({
      jsonLimit,
      formLimit: '64kb',
      textLimit: '64kb',
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
