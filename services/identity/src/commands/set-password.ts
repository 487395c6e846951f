import { recordEvent, type OutboxRelay } from '@rawi/kit';
import { SUBJECTS } from '@rawi/proto';
import { clearAccountFailures } from '../login-throttle.ts';
import type { UserDocument, UserRecord } from '../models/user.ts';
import { hashPassword } from '../passwords.ts';
import { revokeResetTokens } from './password-reset-tokens.ts';

export const PASSWORD_RESET_DONE = 'Password reset successfully';

/**
 * Sets a user's password (an admin's reset, or a consumed reset link): outstanding reset links
 * end, the account's sign-in lock is lifted, and `user.password-changed` is recorded.
 */
export async function setPassword(
  user: UserDocument,
  password: string,
  relay: OutboxRelay | undefined,
): Promise<UserRecord> {
  user.passwordHash = await hashPassword(password);
  await user.save();
  await revokeResetTokens(user._id);
  await clearAccountFailures(user.username);
  const updated = user.toObject();
  await recordEvent(relay, SUBJECTS.userPasswordChanged, {
    id: String(updated._id),
    username: updated.username,
  });
  return updated;
}
