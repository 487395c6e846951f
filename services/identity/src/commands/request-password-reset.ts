import { randomUUID } from 'node:crypto';
import { currentEventMeta, type OutboxRelay } from '@rawi/kit';
import { PasswordResetModel } from '../models/password-reset.ts';
import { findUserOr404 } from '../queries/find-user.ts';
import {
  newResetToken,
  purgeSpentResetTokens,
  resetTokenHash,
  revokeResetTokens,
} from '../passwords/password-reset-tokens.ts';

export const PASSWORD_RESET_EMAIL_SENT = 'Password reset email sent successfully';

/**
 * Creates a single-use reset token that expires after `ttlMinutes` (replacing older ones) and,
 * in the same write, the `user.password-reset-requested` event that carries it to the mailer.
 * The token is never part of the HTTP reply.
 */
export async function requestPasswordReset(
  id: string,
  ttlMinutes: number,
  relay: OutboxRelay | undefined,
): Promise<void> {
  const user = await findUserOr404(id);
  const now = new Date();
  await revokeResetTokens(user._id, now);
  await purgeSpentResetTokens(user._id, now);
  const token = newResetToken();
  await PasswordResetModel.create({
    userId: user._id,
    username: user.username,
    email: user.email,
    tokenHash: resetTokenHash(token),
    expiresAt: new Date(now.getTime() + ttlMinutes * 60_000),
    usedAt: null,
    eventId: randomUUID(),
    pendingToken: token,
    publishedAt: null,
    eventMeta: currentEventMeta(),
  });
  relay?.kick();
}
