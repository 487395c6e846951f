import type { Context, Middleware } from 'koa';
import mongoose from 'mongoose';
import { isDuplicateKeyError } from '../../store/seed.ts';
import { errors } from '../errors.ts';

export interface RateLimitOptions {
  /** Names the limit, so that two limits never share a counter. */
  name: string;
  windowMs: number;
  max: number;
  key: (ctx: Context) => string;
  message?: string;
}

interface RateCounterRecord {
  _id: string;
  count: number;
  windowStartedAt: Date;
}

const counterSchema = new mongoose.Schema<RateCounterRecord>(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true },
    windowStartedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'rate_limits' },
);

export const RateCounterModel =
  (mongoose.models.RateCounter as mongoose.Model<RateCounterRecord> | undefined) ??
  mongoose.model<RateCounterRecord>('RateCounter', counterSchema);

/**
 * Counts one hit of a key in a window that starts with its first hit; answers the count so far
 * and when the window ends. The counter is a MongoDB document, so every replica of a service
 * counts into the same one (a per-process count would let each replica allow the limit again).
 */
export async function countHit(
  id: string,
  windowMs: number,
  now = new Date(),
): Promise<{ count: number; resetAt: number }> {
  const windowStart = new Date(now.getTime() - windowMs);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const counted = await RateCounterModel.findOneAndUpdate(
      { _id: id, windowStartedAt: mongoose.trusted({ $gt: windowStart }) },
      { $inc: { count: 1 } },
      { returnDocument: 'after' },
    ).lean();
    if (counted) return { count: counted.count, resetAt: counted.windowStartedAt.getTime() + windowMs };
    // No live window: restart an expired one, or create the first (a replica creating it at the
    // same moment sends us back to counting).
    const restarted = await RateCounterModel.updateOne(
      { _id: id, windowStartedAt: mongoose.trusted({ $lte: windowStart }) },
      { $set: { count: 1, windowStartedAt: now } },
    );
    if (restarted.matchedCount === 1) return { count: 1, resetAt: now.getTime() + windowMs };
    try {
      await RateCounterModel.create({ _id: id, count: 1, windowStartedAt: now });
      return { count: 1, resetAt: now.getTime() + windowMs };
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
  throw new Error(`rate counter ${id} could not be updated`);
}

/**
 * A fixed-window limit per key, shared by every replica through MongoDB: the window starts with
 * the key's first request, and the request over `max` within it gets 429 with Retry-After.
 */
export function rateLimit({
  name,
  windowMs,
  max,
  key,
  message = 'Too many requests',
}: RateLimitOptions): Middleware {
  return async (ctx, next) => {
    const { count, resetAt } = await countHit(`${name}:${key(ctx)}`, windowMs);
    if (count > max) throw errors.tooManyRequests(message, (resetAt - Date.now()) / 1000);
    await next();
  };
}

/** The client's address as the gateway reports it (services trust only the gateway). */
export const clientKey = (ctx: Context) => ctx.ip;
