import type { Middleware } from 'koa';
import send from 'koa-send';
import { BUILD_ASSETS_PATH } from '@rawi/proto';
import { CACHE } from './cacheControl.ts';
import { isDistFile } from './distFiles.ts';
import type { PathState } from './requestPath.ts';

/**
 * The build's hashed assets, kept for a year (a new build names them anew); 404 for any other
 * path under /assets/. Sent as the build compressed it (web/vite/precompressPlugin.ts) where the
 * browser takes that encoding; a file the build left alone is compressed as it goes out.
 */
export const assets =
  (distDir: string): Middleware<PathState> =>
  async (ctx, next) => {
    const { path } = ctx.state;
    if (!path.startsWith(BUILD_ASSETS_PATH)) return next();
    if (!isDistFile(distDir, path)) {
      ctx.status = 404;
      ctx.body = 'Not Found';
      return;
    }
    await send(ctx, ctx.path, {
      root: distDir,
      gzip: true,
      brotli: true,
      setHeaders: (res) => {
        res.setHeader('Cache-Control', CACHE.hashedAsset);
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  };
