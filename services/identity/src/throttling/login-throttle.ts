/**
 * Throttling of failed sign-ins, shared by every replica through MongoDB. Keys come from
 * the folded username and the client address only, so changing the case of the username or
 * of the path, adding a trailing slash or extra body fields all land on the same counter.
 *
 * Locks are per (account, client address) and per client address, so an attacker's failures
 * never lock the owner out from another address. Per account, failures from every address
 * only slow sign-in down (a growing delay before the password is checked), never refuse it.
 *
 * A check is counted before it is made (`countAttempt`) and forgiven when it succeeds or is
 * refused (`forgiveAttempt`), so checks running at the same moment cannot all pass a lock
 * that none of them has counted yet: a key's count is its failures plus its checks in flight.
 */
import mongoose from 'mongoose';
import { LoginFailureModel } from '../models/login-failure.ts';
import { usernameKeyOf } from '../models/user.ts';

export const LOGIN_THROTTLE = {
  windowMs: 15 * 60_000,
  /** Failures of one account from one client within the window before that pair is locked. */
  accountFailures: 5,
  /** Account failures (from any client) after which each sign-in of it waits, doubling per failure. */
  delayAfterFailures: 5,
  delayBaseMs: 100,
  delayMaxMs: 3_000,
  /** Failures from one client within the window before it is locked for a window. */
  clientFailures: 20,
} as const;

export interface ThrottleKey {
  id: string;
  limit: number;
}

const accountPrefix = (username: string) => `account:${usernameKeyOf(username)}`;

/** All failures of one account, from any client: only ever delays, never locks. */
export const accountThrottleKey = (username: string): ThrottleKey => ({
  id: accountPrefix(username),
  limit: Number.POSITIVE_INFINITY,
});
/** Failures of one account from one client address: locks that pair only. */
export const accountClientThrottleKey = (username: string, ip: string): ThrottleKey => ({
  id: `${accountPrefix(username)}|client:${ip}`,
  limit: LOGIN_THROTTLE.accountFailures,
});
export const clientThrottleKey = (ip: string): ThrottleKey => ({
  id: `client:${ip}`,
  limit: LOGIN_THROTTLE.clientFailures,
});

/** Milliseconds until the last of these keys' locks ends; 0 when none is locked. */
export async function lockRemainingMs(keys: ThrottleKey[], now = new Date()): Promise<number> {
  const locked = await LoginFailureModel.find({
    _id: mongoose.trusted({ $in: keys.map((k) => k.id) }),
    lockedUntil: mongoose.trusted({ $gt: now }),
  }).lean();
  return Math.max(0, ...locked.map((r) => (r.lockedUntil?.getTime() ?? 0) - now.getTime()));
}

/**
 * Counts one attempt in the key's window (restarting an expired window) and answers the count
 * with it; the attempt that reaches the limit locks the key for one window.
 */
export async function countAttempt(key: ThrottleKey, now = new Date()): Promise<number> {
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  let attempts: number | undefined;
  for (let round = 0; attempts === undefined && round < 5; round += 1) {
    const counted = await LoginFailureModel.findOneAndUpdate(
      { _id: key.id, windowStartedAt: mongoose.trusted({ $gt: windowStart }) },
      { $inc: { failures: 1 } },
      { returnDocument: 'after' },
    ).lean();
    if (counted) {
      attempts = counted.failures;
      break;
    }
    // No live window: restart an expired one, or create the first. Another replica may
    // create it at the same moment; the duplicate key sends us back to counting.
    const restarted = await LoginFailureModel.updateOne(
      { _id: key.id, windowStartedAt: mongoose.trusted({ $lte: windowStart }) },
      { $set: { failures: 1, windowStartedAt: now, lockedUntil: null } },
    );
    if (restarted.matchedCount === 1) {
      attempts = 1;
      break;
    }
    try {
      await LoginFailureModel.create({ _id: key.id, failures: 1, windowStartedAt: now, lockedUntil: null });
      attempts = 1;
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
    }
  }
  if (attempts === undefined) throw new Error(`could not count an attempt on ${key.id}`);
  if (attempts >= key.limit) {
    await LoginFailureModel.updateOne(
      { _id: key.id, lockedUntil: null },
      { $set: { lockedUntil: new Date(now.getTime() + LOGIN_THROTTLE.windowMs) } },
    );
  }
  return attempts;
}

/**
 * Takes back one counted attempt (it succeeded, or was refused unchecked), given the count it
 * was counted as; the lock it set, if it was the attempt that reached the limit, is lifted.
 */
export async function forgiveAttempt(key: ThrottleKey, countedAs: number): Promise<void> {
  await LoginFailureModel.updateOne(
    { _id: key.id, failures: mongoose.trusted({ $gt: 0 }) },
    { $inc: { failures: -1 } },
  );
  if (countedAs === key.limit) {
    await LoginFailureModel.updateOne(
      { _id: key.id, failures: mongoose.trusted({ $lt: key.limit }) },
      { $set: { lockedUntil: null } },
    );
  }
}

export async function clearFailures(key: ThrottleKey): Promise<void> {
  await LoginFailureModel.deleteOne({ _id: key.id });
}

/** Forgets an account's failures from every address (a new password, a successful sign-in). */
export async function clearAccountFailures(username: string): Promise<void> {
  const prefix = accountPrefix(username);
  await LoginFailureModel.deleteMany({
    _id: mongoose.trusted({ $gte: prefix, $lt: `${prefix}|\uffff` }),
  });
}

/** How long a sign-in of this account waits first: grows with its live failures, from any address. */
export async function accountDelayMs(username: string, now = new Date()): Promise<number> {
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  const record = await LoginFailureModel.findOne({
    _id: accountPrefix(username),
    windowStartedAt: mongoose.trusted({ $gt: windowStart }),
  }).lean();
  const over = (record?.failures ?? 0) - LOGIN_THROTTLE.delayAfterFailures;
  if (over < 0) return 0;
  return Math.min(LOGIN_THROTTLE.delayMaxMs, LOGIN_THROTTLE.delayBaseMs * 2 ** Math.min(over, 10));
}
