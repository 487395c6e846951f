/**
 * Two-factor sign-in: enrolment (a pending secret confirmed by a code), the check of a code
 * or a recovery code at sign-in (each accepted once), switching it off, and a superadmin's reset.
 */
import mongoose from 'mongoose';
import { errors, recordEvent, type OutboxRelay } from '@rawi/kit';
import { SUBJECTS, type Actor, type TwoFactorSetup, type TwoFactorStatus } from '@rawi/proto';
import { throttledCheck } from '../throttling/throttled-check.ts';
import { TwoFactorModel } from '../models/two-factor.ts';
import { requiresTwoFactor } from './security-policy.ts';
import type { SecretBox } from './secret-box.ts';
import {
  hashRecoveryCode,
  isTotpCode,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  qrSvg,
} from './totp.ts';

export const CODE_NOT_ACCEPTED = 'The code is not valid. Check the time on your device and try again.';
export const START_SETUP_FIRST = 'Start two-factor setup first';
export const TWO_FACTOR_REQUIRED = 'Two-factor sign-in is required for every account';

const userObjectId = (userId: string) => new mongoose.Types.ObjectId(userId);

export interface TwoFactorDeps {
  box: SecretBox;
  relay: OutboxRelay | undefined;
  /** Where the code comes from: every code check is throttled like a sign-in's. */
  clientAddress: string;
}

/** user.two-factor-changed for the activity log (the actor is the current request's). */
const recordChange = (relay: OutboxRelay | undefined, user: Actor, enabled: boolean) =>
  recordEvent(relay, SUBJECTS.userTwoFactorChanged, { id: user.id, username: user.username, enabled });

export async function twoFactorEnabled(userId: string): Promise<boolean> {
  return Boolean(await TwoFactorModel.exists({ _id: userObjectId(userId), enabled: true }));
}

/** The user ids among these that sign in with a second factor. */
export async function enabledAmong(userIds: string[]): Promise<Set<string>> {
  const rows = await TwoFactorModel.find({ enabled: true }, { _id: 1 }).lean();
  const wanted = new Set(userIds);
  return new Set(rows.map((r) => String(r._id)).filter((id) => wanted.has(id)));
}

export async function twoFactorStatus(userId: string): Promise<TwoFactorStatus> {
  const record = await TwoFactorModel.findById(userObjectId(userId)).lean();
  return {
    enabled: record?.enabled ?? false,
    required: await requiresTwoFactor(),
    recoveryCodesLeft: record?.enabled ? record.recoveryCodes.length : 0,
  };
}

/** Starts (or restarts) enrolment: a new pending secret; an enabled factor stays until confirmed. */
export async function startSetup(
  user: { id: string; username: string },
  box: SecretBox,
): Promise<TwoFactorSetup> {
  const secret = newTotpSecret();
  await TwoFactorModel.updateOne(
    { _id: userObjectId(user.id) },
    { $set: { pendingSecret: box.seal(secret) } },
    { upsert: true, setDefaultsOnInsert: true },
  );
  const url = otpauthUrl(secret, user.username);
  return { secret, otpauthUrl: url, qrSvg: await qrSvg(url) };
}

/** Confirms enrolment with a code of the pending secret; answers the recovery codes, once. */
export async function confirmSetup(
  user: Actor,
  code: string,
  { box, relay, clientAddress }: TwoFactorDeps,
): Promise<string[]> {
  const record = await TwoFactorModel.findById(userObjectId(user.id)).lean();
  const pendingSecret = record?.pendingSecret;
  if (!record || !pendingSecret) throw errors.validation(START_SETUP_FIRST, { code: START_SETUP_FIRST });
  const step = await throttledCheck(
    { username: user.username, clientAddress, relay },
    'code',
    async () => (isTotpCode(code) ? matchingStep(box.open(pendingSecret), code) : undefined),
    (matched) => matched !== undefined,
  );
  if (step === undefined) throw errors.validation(CODE_NOT_ACCEPTED, { code: CODE_NOT_ACCEPTED });
  const recoveryCodes = newRecoveryCodes();
  const confirmed = await TwoFactorModel.updateOne(
    { _id: record._id, pendingSecret: record.pendingSecret },
    {
      $set: {
        enabled: true,
        secret: record.pendingSecret,
        pendingSecret: null,
        recoveryCodes: recoveryCodes.map(hashRecoveryCode),
        lastStep: step,
        enabledAt: new Date(),
      },
    },
  );
  // Another setup started meanwhile: this code belongs to a secret that is no longer pending.
  if (confirmed.matchedCount !== 1) throw errors.validation(START_SETUP_FIRST, { code: START_SETUP_FIRST });
  await recordChange(relay, user, true);
  return recoveryCodes;
}

/**
 * True when the code is the user's current TOTP code (not used before) or one of their unused
 * recovery codes, which is then spent. Both are single writes, so two replicas cannot accept
 * the same code twice. The check is throttled like a sign-in's.
 */
export async function acceptCode(
  user: Actor,
  code: string,
  { box, relay, clientAddress }: TwoFactorDeps,
): Promise<boolean> {
  return throttledCheck({ username: user.username, clientAddress, relay }, 'code', () =>
    spendCode(user.id, code, box),
  );
}

async function spendCode(userId: string, code: string, box: SecretBox): Promise<boolean> {
  const record = await TwoFactorModel.findById(userObjectId(userId)).lean();
  if (!record?.enabled || !record.secret) return false;
  if (isTotpCode(code)) {
    const step = matchingStep(box.open(record.secret), code);
    if (step === undefined) return false;
    const used = await TwoFactorModel.updateOne(
      { _id: record._id, enabled: true, lastStep: mongoose.trusted({ $lt: step }) },
      { $set: { lastStep: step } },
    );
    return used.modifiedCount === 1;
  }
  const hash = hashRecoveryCode(code);
  const spent = await TwoFactorModel.updateOne(
    { _id: record._id, enabled: true, recoveryCodes: hash },
    { $pull: { recoveryCodes: hash } },
  );
  return spent.modifiedCount === 1;
}

/** Switches the user's own second factor off with a valid code (not while the policy requires it). */
export async function disableOwn(user: Actor, code: string, deps: TwoFactorDeps): Promise<void> {
  const { relay } = deps;
  if (await requiresTwoFactor()) throw errors.forbidden(TWO_FACTOR_REQUIRED);
  if (!(await acceptCode(user, code, deps))) {
    throw errors.validation(CODE_NOT_ACCEPTED, { code: CODE_NOT_ACCEPTED });
  }
  await TwoFactorModel.deleteOne({ _id: userObjectId(user.id) });
  await recordChange(relay, user, false);
}

/** A superadmin's reset for a user who lost their device: the next sign-in needs no code (or enrolment). */
export async function resetTwoFactor(user: Actor, relay: OutboxRelay | undefined): Promise<void> {
  const removed = await TwoFactorModel.deleteOne({ _id: userObjectId(user.id) });
  if (removed.deletedCount === 1) await recordChange(relay, user, false);
}
