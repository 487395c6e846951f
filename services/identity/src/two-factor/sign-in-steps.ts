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

/** The active account a challenge names, as stored and as the user the 2FA steps act for. */
async function challengedUser(sessions: Sessions, challenge: string, purpose: ChallengePurpose) {
  const userId = sessions.readChallenge(challenge, purpose);
  const record = isUserId(userId) ? await UserModel.findById(userId).lean() : null;
  if (!record?.isActive) throw errors.unauthorized(INVALID_CREDENTIALS);
  return { record, user: { id: String(record._id), username: record.username } };
}

/** What a step that takes a code is sent: the challenge, the code and where the request came from. */
interface CodeStepInput {
  challenge: string;
  code: string;
  clientAddress: string;
}

export async function verifySignInCode(
  input: CodeStepInput,
  { sessions, box, relay }: SignInStepDeps,
): Promise<LoginReply> {
  const { record, user } = await challengedUser(sessions, input.challenge, 'code');
  if (!(await acceptCode(user, input.code, { box, relay, clientAddress: input.clientAddress }))) {
    throw errors.unauthorized(INVALID_CODE);
  }
  return openSession(record, sessions, relay, input.clientAddress);
}

export async function startSignInEnrolment(
  challenge: string,
  { sessions, box }: Pick<SignInStepDeps, 'sessions' | 'box'>,
): Promise<TwoFactorSetup> {
  const { user } = await challengedUser(sessions, challenge, 'setup');
  return startSetup(user, box);
}

export async function confirmSignInEnrolment(
  input: CodeStepInput,
  { sessions, box, relay }: SignInStepDeps,
): Promise<TwoFactorEnrolledLogin> {
  const { record, user } = await challengedUser(sessions, input.challenge, 'setup');
  // The user enrols themselves, before any session exists.
  const recoveryCodes = await withEventMeta({ ...currentEventMeta(), actor: user }, () =>
    confirmSetup(user, input.code, { box, relay, clientAddress: input.clientAddress }),
  );
  return { ...(await openSession(record, sessions, relay, input.clientAddress)), recoveryCodes };
}
