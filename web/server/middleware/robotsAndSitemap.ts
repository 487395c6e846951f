import type { Middleware } from 'koa';
import type { PublicApi } from '../publicApi.ts';
import { robots, sitemap } from '../sitemap.ts';
import { CACHE } from './cacheControl.ts';
import type { PathState } from './requestPath.ts';
import { siteOrigin } from './siteOrigin.ts';

/** /robots.txt, naming the site's sitemap at its public address (the address the request came to without one). */
export const robotsTxt =
  (publicUrl: string | undefined): Middleware<PathState> =>
  async (ctx, next) => {
    if (ctx.state.path !== '/robots.txt') return next();
    ctx.type = 'text/plain';
    ctx.set('Cache-Control', CACHE.publicFile);
    ctx.body = robots(siteOrigin(ctx, publicUrl));
  };

/**
 * /sitemap.xml from the public API (404 without one; 503 to be asked again while it cannot be
 * read). Read through the gateway, whose cache project events keep fresh: a minute of caching.
 */
export const sitemapXml =
  (api: PublicApi | undefined, publicUrl: string | undefined): Middleware<PathState> =>
  async (ctx, next) => {
    if (ctx.state.path !== '/sitemap.xml') return next();
    if (!api) {
      ctx.status = 404;
      ctx.body = 'Not Found';
      return;
    }
    try {
      ctx.body = await sitemap(api, siteOrigin(ctx, publicUrl));
    } catch {
      ctx.status = 503;
      ctx.set('Retry-After', '5');
      ctx.body = 'The sitemap is not available right now';
      return;
    }
    ctx.type = 'application/xml';
    ctx.set('Cache-Control', 'public, max-age=60');
  };
