import { errors, updateWithEvent, type OutboxRelay } from '@rawi/kit';
import { SUBJECTS } from '@rawi/proto';
import { clearAccountFailures } from '../throttling/login-throttle.ts';
import { UserModel, type UserRecord } from '../models/user.ts';
import { hashPassword } from '../passwords/passwords.ts';
import { publishTokenVersion } from '../sessions/token-version-publisher.ts';
import { USER_NOT_FOUND } from '../queries/find-user.ts';
import { revokeResetTokens } from '../passwords/password-reset-tokens.ts';

export const PASSWORD_RESET_DONE = 'Password reset successfully';

/**
 * Sets a user's password (an admin's reset, or a consumed reset link) with its
 * `user.password-changed` event in the same write: every session the user had ends (token
 * version), outstanding reset links end and the account's sign-in lock is lifted.
 */
export async function setPassword(
  user: Pick<UserRecord, '_id' | 'username'>,
  password: string,
  relay: OutboxRelay | undefined,
): Promise<UserRecord> {
  const passwordHash = await hashPassword(password);
  const event = updateWithEvent(SUBJECTS.userPasswordChanged, {
    id: String(user._id),
    username: user.username,
  });
  // Two steps: FerretDB cannot project a findAndModify (the password hash is never selected).
  const written = await UserModel.updateOne(
    { _id: user._id },
    { $set: { passwordHash, ...event.$set }, $inc: { ...event.$inc, tokenVersion: 1 } },
  );
  const updated = written.matchedCount ? await UserModel.findById(user._id).lean() : null;
  if (!updated) throw errors.notFound(USER_NOT_FOUND);
  relay?.kick();
  await publishTokenVersion(String(updated._id), updated.tokenVersion);
  await revokeResetTokens(user._id);
  await clearAccountFailures(user.username);
  return updated;
}
