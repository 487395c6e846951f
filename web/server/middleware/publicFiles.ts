import { extname } from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import { CACHE } from './cacheControl.ts';
import { isDistFile } from './distFiles.ts';
import type { PathState } from './requestPath.ts';

/**
 * A file of web/public the build copied (images, favicon), kept an hour: its name stays across
 * releases. index.html is never one: it is the pages' template.
 */
export const publicFiles =
  (distDir: string): Middleware<PathState> =>
  async (ctx, next) => {
    const { path } = ctx.state;
    if (!extname(path) || path === '/index.html' || !isDistFile(distDir, path)) return next();
    await send(ctx, ctx.path, {
      root: distDir,
      gzip: false,
      brotli: false,
      setHeaders: (res) => res.setHeader('Cache-Control', CACHE.publicFile),
    });
  };
