/**
 * The second step of a sign-in, after the password: a code (or recovery code) for an account
 * with 2FA, or enrolment for an account without it when a superadmin requires it. The signed
 * challenge from the first step names the user; codes are throttled like passwords.
 */
import { currentEventMeta, errors, withEventMeta, type OutboxRelay } from '@rawi/kit';
import type { LoginReply, TwoFactorEnrolledLogin, TwoFactorSetup } from '@rawi/proto';
import { INVALID_CREDENTIALS, openSession } from '../commands/sign-in.ts';
import { isUserId, UserModel } from '../models/user.ts';
import type { ChallengePurpose, Sessions } from '../sessions/sessions.ts';
import type { SecretBox } from './secret-box.ts';
import { acceptCode, confirmSetup, startSetup } from './two-factor.ts';

export const INVALID_CODE = 'Invalid or already used code';

export interface SignInStepDeps {
  sessions: Sessions;
  box: SecretBox;
  relay: OutboxRelay | undefined;
}

async function challengedUser(sessions: Sessions, challenge: string, purpose: ChallengePurpose) {
  const userId = sessions.readChallenge(challenge, purpose);
  const record = isUserId(userId) ? await UserModel.findById(userId).lean() : null;
  if (!record?.isActive) throw errors.unauthorized(INVALID_CREDENTIALS);
  return record;
}

export async function verifySignInCode(
  input: { challenge: string; code: string; clientAddress: string },
  { sessions, box, relay }: SignInStepDeps,
): Promise<LoginReply> {
  const record = await challengedUser(sessions, input.challenge, 'code');
  const user = { id: String(record._id), username: record.username };
  if (!(await acceptCode(user, input.code, { box, relay, clientAddress: input.clientAddress }))) {
    throw errors.unauthorized(INVALID_CODE);
  }
  return openSession(record, sessions, relay, input.clientAddress);
}

export async function startSignInEnrolment(
  challenge: string,
  { sessions, box }: Pick<SignInStepDeps, 'sessions' | 'box'>,
): Promise<TwoFactorSetup> {
  const record = await challengedUser(sessions, challenge, 'setup');
  return startSetup({ id: String(record._id), username: record.username }, box);
}

export async function confirmSignInEnrolment(
  input: { challenge: string; code: string; clientAddress: string },
  { sessions, box, relay }: SignInStepDeps,
): Promise<TwoFactorEnrolledLogin> {
  const record = await challengedUser(sessions, input.challenge, 'setup');
  const user = { id: String(record._id), username: record.username };
  // The user enrols themselves, before any session exists.
  const recoveryCodes = await withEventMeta({ ...currentEventMeta(), actor: user }, () =>
    confirmSetup(user, input.code, { box, relay, clientAddress: input.clientAddress }),
  );
  return { ...(await openSession(record, sessions, relay, input.clientAddress)), recoveryCodes };
}
