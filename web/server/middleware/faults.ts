import type { Middleware } from 'koa';
import type { Logger } from '@rawi/kit/logger';
import { SECURITY_HEADERS } from '../securityHeaders.ts';
import { callerRequestId } from './requestLog.ts';

/**
 * A failure inside one request is that request's 500, never the end of the process: the usual
 * JSON error naming the request id, kept by nobody, and a log line with the failure's stack.
 */
export function answerFaults(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const requestId = callerRequestId(ctx);
      if (!ctx.headerSent) {
        for (const name of ctx.res.getHeaderNames()) ctx.res.removeHeader(name);
        ctx.set(SECURITY_HEADERS);
        ctx.set('Cache-Control', 'no-store');
        ctx.status = 500;
        ctx.body = { error: { code: 'internal', message: 'Internal server error' }, requestId };
      }
      logger.error({ requestId, path: ctx.path, err: error }, 'unexpected error');
    }
  };
}
