import type Koa from 'koa';
import type { Middleware } from 'koa';
import type Router from '@koa/router';
import { AppError } from './errors.ts';

/**
 * Mounts a router with its OPTIONS/405 handling, answering a wrong method with the JSON error
 * body (and its Allow header) instead of the router's plain-text reply.
 */
export function mountRouter(app: Koa, router: Router): void {
  app.use(router.routes());
  // The router types its middleware for router contexts; here it runs after every route.
  const allowedMethods = router.allowedMethods() as unknown as Middleware;
  app.use(async (ctx, next) => {
    await allowedMethods(ctx, next);
    if ((ctx.status === 405 || ctx.status === 501) && ctx.body == null) {
      const allow = ctx.response.get('Allow');
      throw new AppError(
        'method_not_allowed',
        'Method not allowed',
        allow ? { headers: { Allow: allow } } : {},
      );
    }
  });
}
