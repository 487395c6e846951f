import type { Middleware } from 'koa';
import { errors } from '@rawi/kit';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Bodies must be JSON. Besides keeping one input format, this stops cross-site HTML forms
 * (which can only send form or text bodies without a CORS preflight) from posting here.
 */
export function requireJson(): Middleware {
  return async (ctx, next) => {
    const hasBody = Boolean(ctx.get('content-type')) || Number(ctx.get('content-length') || 0) > 0;
    if (WITH_BODY.has(ctx.method) && hasBody && !ctx.is('application/json')) {
      throw errors.unsupportedMediaType('Send the body as JSON (Content-Type: application/json)');
    }
    await next();
  };
}
