/**
 * /healthz: the gateway process is alive. /readyz: every configured upstream answers its own
 * readiness route (the web container, which has no dependencies, its /healthz); the reply
 * reports each upstream, and those not configured as such.
 */
import type { Middleware } from 'koa';
import type { UpstreamName } from './config.ts';
import type { CacheStats } from '@rawi/kit/cache';
import type { Upstream, Upstreams } from './upstreams.ts';

export type UpstreamReadiness = 'ready' | 'not ready' | 'unreachable' | 'not configured';

const READINESS_PATH: Record<UpstreamName, string> = {
  identity: '/readyz',
  content: '/readyz',
  projects: '/readyz',
  media: '/readyz',
  contact: '/readyz',
  web: '/healthz',
};

async function readinessOf(upstream: Upstream, timeoutMs: number): Promise<UpstreamReadiness> {
  try {
    const reply = await upstream.pool.request({
      method: 'GET',
      path: READINESS_PATH[upstream.name],
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await reply.body.dump();
    return reply.statusCode === 200 ? 'ready' : 'not ready';
  } catch {
    return 'unreachable';
  }
}

export function healthRoutes(
  upstreams: Upstreams,
  { timeoutMs, cacheStats }: { timeoutMs: number; cacheStats?: () => CacheStats },
): Middleware {
  return async (ctx, next) => {
    if (ctx.path === '/healthz') {
      // The public cache's counters (hits, misses, evictions, invalidations, size).
      ctx.body = { status: 'ok', ...(cacheStats ? { cache: cacheStats() } : {}) };
      return;
    }
    if (ctx.path === '/readyz') {
      const checks = Object.fromEntries(
        await Promise.all(
          upstreams.names().map(async (name) => {
            const upstream = upstreams.get(name);
            const state: UpstreamReadiness = upstream
              ? await readinessOf(upstream, timeoutMs)
              : 'not configured';
            return [name, state] as const;
          }),
        ),
      );
      const ready = Object.values(checks).every((state) => state === 'ready' || state === 'not configured');
      ctx.status = ready ? 200 : 503;
      ctx.body = { status: ready ? 'ready' : 'not ready', upstreams: checks };
      return;
    }
    await next();
  };
}
