import { counter, errors, recordEvent, type OutboxRelay } from '@rawi/kit';
import { SUBJECTS, type EventPayloads, type LoginReply, type TwoFactorChallenge } from '@rawi/proto';
import type { Types } from 'mongoose';
import {
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

/** The throttle keys of one sign-in (the account and the client address). */
export const throttleKeysOf = (username: string, clientAddress: string) => ({
  account: accountThrottleKey(username),
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

/** 429 while the account or the client is locked after too many failures. */
export async function assertNotLocked(
  username: string,
  clientAddress: string,
  relay: OutboxRelay | undefined,
): Promise<void> {
  const { account, client } = throttleKeysOf(username, clientAddress);
  const lockedMs = await lockRemainingMs([account, client]);
  if (lockedMs > 0) {
    await recordSignInFailure(relay, username, 'locked');
    throw errors.tooManyRequests(TOO_MANY_ATTEMPTS, lockedMs / 1000);
  }
}

/** Counts a failed password or code against the account and the client, and records it. */
export async function countFailure(
  username: string,
  clientAddress: string,
  relay: OutboxRelay | undefined,
  reason: FailureReason,
): Promise<void> {
  const { account, client } = throttleKeysOf(username, clientAddress);
  await Promise.all([recordFailure(account), recordFailure(client)]);
  await recordSignInFailure(relay, username, reason);
}

/** The sign-in succeeded (with every factor it needs): clear the account's failures and open a session. */
export async function openSession(
  record: Parameters<typeof presentUser>[0] & { _id: Types.ObjectId },
  sessions: Sessions,
  relay: OutboxRelay | undefined,
): Promise<LoginReply> {
  await clearFailures(accountThrottleKey(record.username));
  const lastLogin = new Date();
  // Signing in is not an edit of the user: updatedAt stays.
  await UserModel.updateOne({ _id: record._id }, { $set: { lastLogin } }, { timestamps: false });
  const user = presentUser({ ...record, lastLogin });
  const actor = { id: user.id, username: user.username };
  signIns.inc({ result: 'success' });
  await recordEvent(relay, SUBJECTS.userSignedIn, actor, { meta: { actor } });
  return { user, token: sessions.sign(user) };
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
  return openSession(record, sessions, relay);
}
