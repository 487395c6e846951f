import type { Middleware } from 'koa';
import { SECURITY_HEADERS } from '../securityHeaders.ts';

/** Every reply carries the security headers (a page adds its Content-Security-Policy). */
export const securityHeaders = (): Middleware => async (ctx, next) => {
  ctx.set(SECURITY_HEADERS);
  await next();
};
