import type { Middleware } from 'koa';

/** What the middlewares after requestPath() read: the request's path, decoded. */
export interface PathState {
  path: string;
}

function decoded(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch (error) {
    if (error instanceof URIError) return undefined;
    throw error;
  }
}

/** The path decoded once for all that follow; one that cannot be (or holds a NUL) is 400. */
export const requestPath = (): Middleware<PathState> => async (ctx, next) => {
  const path = decoded(ctx.path);
  if (path === undefined || path.includes('\0')) {
    ctx.status = 400;
    ctx.body = 'Bad Request';
    return;
  }
  ctx.state.path = path;
  await next();
};
