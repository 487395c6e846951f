import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';

/**
 * Public reads that may be cached but must be revalidated: a strong ETag (hash of the JSON
 * body) and 304 on a matching If-None-Match. `no-cache` lets a browser or proxy keep the body
 * yet ask every time, so a write is visible on the very next read.
 */
export function conditionalGet({ cacheControl = 'no-cache', vary = [] as string[] } = {}): Middleware {
  return async (ctx, next) => {
    await next();
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.status !== 200 || ctx.body == null) return;
    // A handler serving ready JSON (a cached list) may set its own ETag; otherwise hash the body.
    if (!ctx.response.get('ETag')) {
      if (
        typeof ctx.body !== 'object' ||
        Buffer.isBuffer(ctx.body) ||
        typeof (ctx.body as { pipe?: unknown }).pipe === 'function'
      )
        return;
      const json = JSON.stringify(ctx.body);
      ctx.body = json;
      ctx.type = 'application/json; charset=utf-8';
      ctx.etag = `"${createHash('sha256').update(json).digest('base64url')}"`;
    }
    ctx.set('Cache-Control', cacheControl);
    ctx.vary(['Accept-Encoding', ...vary]);
    if (matchesIfNoneMatch(ctx.get('if-none-match'), ctx.response.get('ETag'))) ctx.status = 304;
  };
}

/**
 * RFC 9110 If-None-Match with weak comparison. Done here rather than with `ctx.fresh`, which
 * refuses a 304 whenever the request says `Cache-Control: no-cache` (as fetch does for every
 * conditional request it builds); the origin is the authority, so revalidating is what it asked.
 */
function matchesIfNoneMatch(header: string, etag: string): boolean {
  if (!header || !etag) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}
