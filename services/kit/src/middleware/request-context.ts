import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { HEADERS } from '@rawi/proto';
import type { Logger } from '../logger.ts';
import { continueTrace } from '../trace.ts';

const REQUEST_ID = /^[\w.-]{1,128}$/;

/** Gives each request an id (kept from the gateway when sane) and writes one log line for it. */
export function requestContext(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get(HEADERS.requestId);
    ctx.requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.set(HEADERS.requestId, ctx.requestId);
    ctx.trace = continueTrace(ctx.get('traceparent'));
    ctx.log = logger.child({ requestId: ctx.requestId, traceId: ctx.trace.traceId });
    const started = performance.now();
    try {
      await next();
    } finally {
      if (!ctx.path.startsWith('/healthz') && !ctx.path.startsWith('/readyz')) {
        // A reply served from memory (the gateway's cache) is logged at debug: at thousands a
        // second the line would cost more than the reply; the metrics still count it.
        ctx.log[ctx.state.servedFromMemory ? 'debug' : 'info'](
          {
            method: ctx.method,
            path: ctx.path,
            status: ctx.status,
            ms: Math.round((performance.now() - started) * 10) / 10,
            user: ctx.state.identity?.username,
          },
          'request',
        );
      }
    }
  };
}
