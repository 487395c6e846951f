import { errors, recordEvent, type OutboxRelay } from '@rawi/kit';
import { SUBJECTS, type LoginReply, type TwoFactorChallenge } from '@rawi/proto';
import type { Types } from 'mongoose';
import { clearFailures } from '../throttling/login-throttle.ts';
import { UserModel, usernameKeyOf } from '../models/user.ts';
import { rememberAddress } from '../throttling/password-check-budget.ts';
import { verifyPassword } from '../passwords/passwords.ts';
import { presentUser } from '../presenters/user.ts';
import type { Sessions } from '../sessions/sessions.ts';
import { signIns, throttledCheck, throttleKeysOf } from '../throttling/throttled-check.ts';
import { requiresTwoFactor } from '../two-factor/security-policy.ts';
import { twoFactorEnabled } from '../two-factor/two-factor.ts';

export { TOO_MANY_ATTEMPTS, throttleKeysOf } from '../throttling/throttled-check.ts';

/** The one answer to every failed sign-in: it never tells whether the user exists. */
export const INVALID_CREDENTIALS = 'Invalid username or password';

/**
 * The sign-in succeeded (with every factor it needs): the account's delay and this address's
 * count start again (other addresses stay locked), the address becomes one the account is
 * known at, and a session opens.
 */
export async function openSession(
  record: Parameters<typeof presentUser>[0] & { _id: Types.ObjectId; tokenVersion?: number },
  sessions: Sessions,
  relay: OutboxRelay | undefined,
  clientAddress: string,
): Promise<LoginReply> {
  const { account, pair } = throttleKeysOf(record.username, clientAddress);
  await Promise.all([
    clearFailures(account),
    clearFailures(pair),
    rememberAddress(record.username, clientAddress),
  ]);
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
  const { username, password, clientAddress } = credentials;
  const record = await throttledCheck({ username, clientAddress, relay }, 'password', async () => {
    const found = await UserModel.findOne({ usernameKey: usernameKeyOf(username) })
      .select('+passwordHash')
      .lean();
    const passwordMatches = await verifyPassword(found?.passwordHash, password);
    return found && passwordMatches && found.isActive ? found : undefined;
  });
  if (!record) throw errors.unauthorized(INVALID_CREDENTIALS);

  const userId = String(record._id);
  if (await twoFactorEnabled(userId))
    return { twoFactor: 'code', challenge: sessions.challenge(userId, 'code') };
  if (await requiresTwoFactor())
    return { twoFactor: 'setup', challenge: sessions.challenge(userId, 'setup') };
  return openSession(record, sessions, relay, credentials.clientAddress);
}
