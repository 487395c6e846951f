import { errors } from '@rawi/kit';
import type { LoginReply } from '@rawi/proto';
import {
  accountClientThrottleKey,
  accountDelayMs,
  accountThrottleKey,
  clearFailures,
  clientThrottleKey,
  lockRemainingMs,
  recordFailure,
} from '../login-throttle.ts';
import { UserModel, usernameKeyOf } from '../models/user.ts';
import { verifyPassword } from '../passwords.ts';
import { presentUser } from '../presenters/user.ts';
import type { Sessions } from '../sessions.ts';

/** The one answer to every failed sign-in: it never tells whether the user exists. */
export const INVALID_CREDENTIALS = 'Invalid username or password';
export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please try again later.';

/**
 * Checks the credentials and opens a session. Unknown users are checked against a dummy
 * hash and inactive users after their password, so every failure takes about as long.
 */
export async function signIn(
  credentials: { username: string; password: string; clientAddress: string },
  sessions: Sessions,
): Promise<LoginReply> {
  const account = accountThrottleKey(credentials.username);
  const pair = accountClientThrottleKey(credentials.username, credentials.clientAddress);
  const client = clientThrottleKey(credentials.clientAddress);
  const lockedMs = await lockRemainingMs([pair, client]);
  if (lockedMs > 0) throw errors.tooManyRequests(TOO_MANY_ATTEMPTS, lockedMs / 1000);
  // An account under attack signs in slower from everywhere, but is never refused.
  const delayMs = await accountDelayMs(credentials.username);
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));

  const record = await UserModel.findOne({ usernameKey: usernameKeyOf(credentials.username) })
    .select('+passwordHash')
    .lean();
  const passwordMatches = await verifyPassword(record?.passwordHash, credentials.password);
  if (!record || !passwordMatches || !record.isActive) {
    await Promise.all([recordFailure(account), recordFailure(pair), recordFailure(client)]);
    throw errors.unauthorized(INVALID_CREDENTIALS);
  }

  // The account's delay and this address's count start again; other addresses stay locked.
  await Promise.all([clearFailures(account), clearFailures(pair)]);
  const lastLogin = new Date();
  // Signing in is not an edit of the user: updatedAt stays.
  await UserModel.updateOne({ _id: record._id }, { $set: { lastLogin } }, { timestamps: false });
  const user = presentUser({ ...record, lastLogin });
  return { user, token: sessions.sign(user) };
}
