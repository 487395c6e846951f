import type { Middleware } from 'koa';

/** GET or HEAD /healthz: the server is up (it needs nothing else to serve), never kept. */
export const health = (): Middleware => async (ctx, next) => {
  if (ctx.path === '/healthz' && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
    return;
  }
  await next();
};
