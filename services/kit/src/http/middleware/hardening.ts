/**
 * Input and reply hardening every service shares: JSON as the one body format, a nesting limit
 * on parsed JSON bodies (deep values overflow the stack in validators and key checks), a JSON
 * answer for methods no route implements, and `Cache-Control: no-store` on every reply to an
 * authenticated caller.
 */
import type { Context, Middleware } from 'koa';
import { acceptsBodyType, jsonDepthExceeds, MAX_JSON_DEPTH } from '@rawi/proto';
import { AppError, errors } from '../errors.ts';

/** The methods the API speaks; anything else (TRACE, PROPFIND, ...) is answered 405 before routing. */
export const IMPLEMENTED_METHODS: readonly string[] = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
];

export function methodNotImplemented(method: string): AppError {
  return new AppError('method_not_allowed', `Method ${method.slice(0, 20)} is not supported`, {
    headers: { Allow: IMPLEMENTED_METHODS.join(', ') },
  });
}

export function implementedMethods(): Middleware {
  return async (ctx, next) => {
    if (!IMPLEMENTED_METHODS.includes(ctx.method)) throw methodNotImplemented(ctx.method);
    await next();
  };
}

/** Whether the request sends a body: one is declared (a type; a DELETE needs a length) or streamed. */
function sendsBody(ctx: Context): boolean {
  const length = Number(ctx.get('content-length') || 0);
  const declared = ctx.method !== 'DELETE' && Boolean(ctx.get('content-type'));
  return declared || length > 0 || Boolean(ctx.get('transfer-encoding'));
}

/**
 * Request bodies are JSON, except where the route table declares an upload (multipart) or a
 * page's form post (urlencoded): any other body is refused with 415 before it is parsed.
 * Besides keeping one input format, this stops cross-site HTML forms (which can send form or
 * text bodies without a CORS preflight) from posting anywhere else.
 */
export function requireJsonBodies(): Middleware {
  return async (ctx, next) => {
    if (
      ['POST', 'PUT', 'PATCH', 'DELETE'].includes(ctx.method) &&
      sendsBody(ctx) &&
      !acceptsBodyType(ctx.method, ctx.path, ctx.get('content-type'))
    ) {
      throw errors.unsupportedMediaType('Send the body as JSON (Content-Type: application/json)');
    }
    await next();
  };
}

/** Refuses a parsed body nested deeper than MAX_JSON_DEPTH with a 400 (checked without recursion). */
export function jsonDepthLimit(): Middleware {
  return async (ctx, next) => {
    const body = (ctx.request as { body?: unknown }).body;
    if (jsonDepthExceeds(body, MAX_JSON_DEPTH)) {
      throw errors.badRequest(`Request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`);
    }
    await next();
  };
}

/** Replies to an authenticated caller are never stored by browsers or proxies. */
export function noStoreWhenAuthenticated(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      if (ctx.state.identity || ctx.get('authorization')) ctx.set('Cache-Control', 'no-store');
    }
  };
}
