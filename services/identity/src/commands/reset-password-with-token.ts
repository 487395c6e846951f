import { INVALID_RESET_TOKEN } from '@rawi/proto';
import mongoose from 'mongoose';
import { errors, type OutboxRelay } from '@rawi/kit';
import { PasswordResetModel } from '../models/password-reset.ts';
import { UserModel } from '../models/user.ts';
import { resetTokenHash } from '../passwords/password-reset-tokens.ts';
import { setPassword } from './set-password.ts';

export { INVALID_RESET_TOKEN };

/** Consumes a reset token (once: the first request to mark it used wins) and sets the password. */
export async function resetPasswordWithToken(
  token: string,
  password: string,
  relay: OutboxRelay | undefined,
): Promise<void> {
  const now = new Date();
  const reset = await PasswordResetModel.findOneAndUpdate(
    { tokenHash: resetTokenHash(token), usedAt: null, expiresAt: mongoose.trusted({ $gt: now }) },
    { $set: { usedAt: now } },
    { returnDocument: 'after' },
  ).lean();
  const user = reset ? await UserModel.findById(reset.userId) : null;
  if (!user) throw errors.badRequest(INVALID_RESET_TOKEN);
  await setPassword(user, password, relay);
}
