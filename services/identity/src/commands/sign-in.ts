import { counter, errors, recordEvent, type OutboxRelay } from '@rawi/kit';
import { SUBJECTS, type EventPayloads, type LoginReply, type TwoFactorChallenge } from '@rawi/proto';
import type { Types } from 'mongoose';
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
import { requiresTwoFactor } from '../two-factor/models.ts';
import { twoFactorEnabled } from '../two-factor/two-factor.ts';

/** The one answer to every failed sign-in: it never tells whether the user exists. */
export const INVALID_CREDENTIALS = 'Invalid username or password';
export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please try again later.';

/**
 * The throttle keys of one sign-in: the account (whose failures only slow it down), the
 * account from this address, and this address (both of which lock).
 */
export const throttleKeysOf = (username: string, clientAddress: string) => ({
  account: accountThrottleKey(username),
  pair: accountClientThrottleKey(username, clientAddress),
  client: clientThrottleKey(clientAddress),
});

type FailureReason = EventPayloads['user.sign-in-failed']['reason'];

/** Sign-ins by result: success, a wrong password or code (credentials, code), refused while locked. */
const signIns = counter('identity_sign_ins_total', 'Sign-in attempts by result', ['result']);

/** Records a failed sign-in for the activity log (the name tried, cut to a sane length). */
async function recordSignInFailure(relay: OutboxRelay | undefined, username: string, reason: FailureReason) {
  signIns.inc({ result: reason });
  await recordEvent(
    relay,
    SUBJECTS.userSignInFailed,
    { username: username.slice(0, 100), reason },
    { meta: { actor: null } },
  );
}

/**
 * 429 while this account from this address, or this address, is locked after too many
 * failures; an account under attack signs in slower from everywhere, but is never refused.
 */
export async function assertNotLocked(
  username: string,
  clientAddress: string,
  relay: OutboxRelay | undefined,
): Promise<void> {
  const { pair, client } = throttleKeysOf(username, clientAddress);
  const lockedMs = await lockRemainingMs([pair, client]);
  if (lockedMs > 0) {
    await recordSignInFailure(relay, username, 'locked');
    throw errors.tooManyRequests(TOO_MANY_ATTEMPTS, lockedMs / 1000);
  }
  const delayMs = await accountDelayMs(username);
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
}

/** Counts a failed password or code against the account and the client, and records it. */
export async function countFailure(
  username: string,
  clientAddress: string,
  relay: OutboxRelay | undefined,
  reason: FailureReason,
): Promise<void> {
  const { account, pair, client } = throttleKeysOf(username, clientAddress);
  await Promise.all([recordFailure(account), recordFailure(pair), recordFailure(client)]);
  await recordSignInFailure(relay, username, reason);
}

/**
 * The sign-in succeeded (with every factor it needs): the account's delay and this address's
 * count start again (other addresses stay locked), and a session opens.
 */
export async function openSession(
  record: Parameters<typeof presentUser>[0] & { _id: Types.ObjectId; tokenVersion?: number },
  sessions: Sessions,
  relay: OutboxRelay | undefined,
  clientAddress: string,
): Promise<LoginReply> {
  const { account, pair } = throttleKeysOf(record.username, clientAddress);
  await Promise.all([clearFailures(account), clearFailures(pair)]);
  const lastLogin = new Date();
  // Signing in is not an edit of the user: updatedAt stays.
  await UserModel.updateOne({ _id: record._id }, { $set: { lastLogin } }, { timestamps: false });
  const user = presentUser({ ...record, lastLogin });
  const actor = { id: user.id, username: user.username };
  signIns.inc({ result: 'success' });
  await recordEvent(relay, SUBJECTS.userSignedIn, actor, { meta: { actor } });
  return { user, token: sessions.sign(user, record.tokenVersion ?? 0) };
}

/**
 * Checks the credentials and opens a session, or answers the second step it needs (a code, or
 * enrolment when 2FA is required and the account has none). Unknown users are checked against
 * a dummy hash and inactive users after their password, so every failure takes about as long.
 */
export async function signIn(
  credentials: { username: string; password: string; clientAddress: string },
  sessions: Sessions,
  relay: OutboxRelay | undefined,
): Promise<LoginReply | TwoFactorChallenge> {
  await assertNotLocked(credentials.username, credentials.clientAddress, relay);
  const record = await UserModel.findOne({ usernameKey: usernameKeyOf(credentials.username) })
    .select('+passwordHash')
    .lean();
  const passwordMatches = await verifyPassword(record?.passwordHash, credentials.password);
  if (!record || !passwordMatches || !record.isActive) {
    await countFailure(credentials.username, credentials.clientAddress, relay, 'credentials');
    throw errors.unauthorized(INVALID_CREDENTIALS);
  }

  const userId = String(record._id);
  if (await twoFactorEnabled(userId))
    return { twoFactor: 'code', challenge: sessions.challenge(userId, 'code') };
  if (await requiresTwoFactor())
    return { twoFactor: 'setup', challenge: sessions.challenge(userId, 'setup') };
  return openSession(record, sessions, relay, credentials.clientAddress);
}
