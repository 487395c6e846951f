import type { Context, Middleware } from 'koa';
import type { Logger } from '@rawi/kit/logger';
import { HEADERS } from '@rawi/proto';

/** The request id the caller sent (the gateway's), as it came; none when it sent none. */
export const callerRequestId = (ctx: Context): string | undefined => ctx.get(HEADERS.requestId) || undefined;

/** One log line per request: its method, path, status and time taken, with the caller's request id. */
export function logRequests(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      logger.info(
        {
          requestId: callerRequestId(ctx),
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  };
}
