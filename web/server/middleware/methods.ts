import type { Middleware } from 'koa';

/** Everything here is read: any method but GET and HEAD is 405 with the methods allowed. */
export const onlyReads = (): Middleware => async (ctx, next) => {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
    ctx.set('Allow', 'GET, HEAD');
    ctx.status = 405;
    ctx.body = 'Method Not Allowed';
    return;
  }
  await next();
};
