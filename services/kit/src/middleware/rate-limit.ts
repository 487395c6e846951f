import type { Context, Middleware } from 'koa';
import { errors } from '../errors.ts';

export interface RateLimitOptions {
  windowMs: number;
  max: number;
  key: (ctx: Context) => string;
  message?: string;
}

/**
 * A fixed-window counter per key, in this process. Enough for per-client throttling in front
 * of one replica; the identity service keeps its per-account lock in MongoDB instead.
 */
export function rateLimit({
  windowMs,
  max,
  key,
  message = 'Too many requests',
}: RateLimitOptions): Middleware {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = Date.now();
  return async (ctx, next) => {
    const now = Date.now();
    if (now - lastSweep > windowMs) {
      for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      lastSweep = now;
    }
    const k = key(ctx);
    let w = windows.get(k);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      windows.set(k, w);
    }
    w.count += 1;
    if (w.count > max) throw errors.tooManyRequests(message, (w.resetAt - now) / 1000);
    await next();
  };
}

/** The client's address as the gateway reports it (services trust only the gateway). */
export const clientKey = (ctx: Context) => ctx.ip;
