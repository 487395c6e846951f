/**
 * Cached public reads answered before Koa, so a hit costs almost nothing. A hit needs none of the
 * pipeline's work (no token, no upstream, no body, no log line at info level), and on a small
 * machine that pipeline was most of what a hit cost. Only the plainest requests take this path:
 * GET or HEAD with no body, credentials, cookie, Range or conditional header, on a path that is
 * already canonical and public, whose reply is in memory and fresh; for the web build's hashed
 * files, the same for every visitor, a cookie is no reason to go further. Everything else, and
 * anything this path is unsure of, goes on to the Koa app, which answers the same read with the
 * same status, headers and bytes (fast-hits.test.ts compares the two).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Koa from 'koa';
import { API_NAMESPACE, HEADERS } from '@rawi/proto';
import { recordRequest, requestIdOf } from '@rawi/kit';
import type { CachedReply, PublicCache } from '@rawi/kit/cache';
import { assetKey, publicPageRead } from './cached-reads.ts';
import { resolveRoute } from './routing.ts';

/** What Koa's `app.callback()` makes (the gateway serves HTTP/1.1 only). */
type Handler = ReturnType<Koa['callback']>;

/** Request headers that send a read down the full path (credentials, cookies, conditions, bodies). */
const FULL_PATH_HEADERS = [
  'authorization',
  'cookie',
  'range',
  'if-none-match',
  'if-modified-since',
  'if-match',
  'if-unmodified-since',
  'if-range',
  'transfer-encoding',
];

export interface HitOptions {
  cache: PublicCache;
  /** The security headers every reply carries. */
  securityHeaders: Record<string, string>;
  /** The metrics label of a path. */
  routeOf: (path: string) => string;
  /** With request lines logged at debug, every request takes the full path (it logs them). */
  logsHits: boolean;
}

/** A handler that answers fresh cached hits itself and hands everything else to `next`. */
export function answeringHitsFirst(next: Handler, options: HitOptions): Handler {
  const security = Object.entries(options.securityHeaders).flat();
  // A reply that brought its own policy (a page, a media file) has it instead of the gateway's.
  const securityBeside = (entry: CachedReply) =>
    entry.headers['content-security-policy'] === undefined
      ? security
      : Object.entries(options.securityHeaders)
          .filter(([name]) => name.toLowerCase() !== 'content-security-policy')
          .flat();
  // Per cached reply, its header list once (the reply is replaced, never changed, when it goes stale).
  const headersOf = new WeakMap<CachedReply, string[]>();
  const replyHeaders = (entry: CachedReply) => {
    let list = headersOf.get(entry);
    if (!list) {
      list = [...securityBeside(entry)];
      for (const [name, value] of Object.entries(entry.headers)) {
        if (name === 'content-length' || name === 'etag') continue;
        for (const v of Array.isArray(value) ? value : [value]) list.push(name, v);
      }
      list.push('ETag', entry.etag, 'X-Cache', 'HIT', 'Content-Length', String(entry.body.length));
      headersOf.set(entry, list);
    }
    return list;
  };

  const hit = (req: IncomingMessage): { entry: CachedReply; path: string } | undefined => {
    if (!options.cache.enabled || options.logsHits) return undefined;
    const { method, url = '', headers } = req;
    if ((method !== 'GET' && method !== 'HEAD') || url.includes('#')) return undefined;
    if (headers['content-length'] !== undefined && headers['content-length'] !== '0') return undefined;
    // One of the web build's hashed files is the same for everyone: a cookie changes nothing.
    const asset = assetKey(url, headers['accept-encoding']);
    if (asset) {
      if (FULL_PATH_HEADERS.some((name) => name !== 'cookie' && headers[name] !== undefined))
        return undefined;
      const route = resolveRoute(method, url);
      const entry = route.kind === 'web' && route.path === url ? options.cache.hit(asset) : undefined;
      return entry && entry.status === 200 ? { entry, path: url } : undefined;
    }
    for (const name of FULL_PATH_HEADERS) if (headers[name] !== undefined) return undefined;
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    if (!url.startsWith(`${API_NAMESPACE}/`)) {
      // A public page: the same for every visitor of its language (no cookie here: the ?lang= or English).
      const page = publicPageRead(
        path,
        query === -1 ? '' : url.slice(query + 1),
        undefined,
        headers['accept-encoding'],
      );
      const route = page ? resolveRoute(method, path) : undefined;
      const entry =
        page && route?.kind === 'web' && route.path === path ? options.cache.hit(page.key) : undefined;
      return entry && entry.status === 200 ? { entry, path } : undefined;
    }
    const route = resolveRoute(method, path);
    if (route.kind !== 'api' || !route.isPublic || route.path !== path) return undefined;
    const key = query === -1 || query === url.length - 1 ? path : url;
    const entry = options.cache.hit(key);
    return entry && entry.status === 200 ? { entry, path } : undefined;
  };

  return (request, response) => {
    const started = performance.now();
    const req = request as IncomingMessage;
    const res = response as ServerResponse;
    let found: ReturnType<typeof hit>;
    try {
      found = hit(req);
    } catch {
      found = undefined;
    }
    if (!found) return next(request, response);
    const requestId = requestIdOf(req.headers[HEADERS.requestId]);
    res.writeHead(200, [HEADERS.requestId, requestId, ...replyHeaders(found.entry)]);
    res.end(req.method === 'HEAD' ? undefined : found.entry.body);
    recordRequest(
      options.routeOf(found.path),
      req.method ?? 'GET',
      200,
      (performance.now() - started) / 1000,
    );
    return Promise.resolve();
  };
}
