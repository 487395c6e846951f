import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { HEADERS } from '@rawi/proto';
import type { Logger } from '../../logger.ts';
import { continueTrace } from '../trace.ts';

const REQUEST_ID = /^[\w.-]{1,128}$/;

/** A request's id: the caller's (the gateway's, a proxy's) when sane, else a new one. */
export const requestIdOf = (incoming: string | string[] | undefined): string =>
  typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();

/** Gives each request an id (kept from the gateway when sane) and writes one log line for it. */
/**
 * The path as a log line keeps it: a segment holding an email address (a requester's export or
 * erasure) is written as `{email}`, so the logs never keep an address staff were asked to forget.
 */
export const loggedPath = (path: string) => path.replace(/[^/]*(?:@|%40)[^/]*/gi, '{email}');

export function requestContext(logger: Logger): Middleware {
  return async (ctx, next) => {
    ctx.requestId = requestIdOf(ctx.get(HEADERS.requestId));
    ctx.set(HEADERS.requestId, ctx.requestId);
    ctx.trace = continueTrace(ctx.get('traceparent'));
    // The request's logger is made when first used: a reply served from memory usually logs nothing.
    let log: Logger | undefined;
    Object.defineProperty(ctx, 'log', {
      configurable: true,
      enumerable: true,
      get: () => (log ??= logger.child({ requestId: ctx.requestId, traceId: ctx.trace.traceId })),
      set: (value: Logger) => {
        log = value;
      },
    });
    const started = performance.now();
    try {
      await next();
    } finally {
      // A reply served from memory (the gateway's cache) is logged at debug: at thousands a
      // second the line would cost more than the reply; the metrics still count it.
      const level = ctx.state.servedFromMemory ? 'debug' : 'info';
      if (
        !ctx.path.startsWith('/healthz') &&
        !ctx.path.startsWith('/readyz') &&
        logger.isLevelEnabled(level)
      ) {
        ctx.log[level](
          {
            method: ctx.method,
            path: loggedPath(ctx.path),
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
