import { atRevision, errors, staleEdit, updateWithEvent, type OutboxRelay } from '@rawi/kit';
import { SUBJECTS, validationMessages, type UserUpdateInput } from '@rawi/proto';
import { UserModel, type UserRecord } from '../models/user.ts';
import { hashPassword } from '../passwords/passwords.ts';
import { publishTokenVersion } from '../sessions/token-version-publisher.ts';
import { assertUsernameFree, isDuplicateKey, usernameTaken } from './create-user.ts';
import { findUserOr404, USER_NOT_FOUND } from '../queries/find-user.ts';
import { keepingASuperadmin } from '../guards/last-superadmin.ts';
import { revokeResetTokens } from '../passwords/password-reset-tokens.ts';

const EMAIL_INVALID = validationMessages.en.userEmailInvalid;

/**
 * Applies an edit (a blank password keeps the current one) with its `user.updated` event in
 * the same write, from `expected` when the editor sent the revision it started from (409 when
 * the user changed meanwhile). A new role, a change of active state or a new password ends the
 * user's existing sessions (token version).
 */
export async function updateUser(
  id: string,
  input: UserUpdateInput,
  relay: OutboxRelay | undefined,
  expected?: number,
): Promise<UserRecord> {
  // The shared schema lets an empty email through on edit; an email is still required.
  if (input.email === '') throw errors.validation(EMAIL_INVALID, { email: EMAIL_INVALID });
  const user = await findUserOr404(id);
  if (expected !== undefined && expected !== (user.revision ?? 0)) throw staleEdit();
  if (input.username !== undefined) await assertUsernameFree(input.username, user._id);
  const before = { _id: user._id, role: user.role, isActive: user.isActive };
  if (input.username !== undefined) user.username = input.username;
  if (input.email !== undefined) user.email = input.email;
  if (input.role !== undefined) user.role = input.role;
  if (input.isActive !== undefined) user.isActive = input.isActive;
  const passwordChanged = input.password !== undefined;
  if (input.password !== undefined) user.passwordHash = await hashPassword(input.password);
  if (!user.isModified()) return user.toObject();
  const endsSessions = passwordChanged || user.isModified('role') || user.isModified('isActive');
  if (endsSessions) user.tokenVersion = (user.tokenVersion ?? 0) + 1;
  // Casting, trimming and the username key, as a save would do them.
  await user.validate();
  const changes = Object.fromEntries(user.modifiedPaths().map((path) => [path, user.get(path) as unknown]));
  const event = updateWithEvent(SUBJECTS.userUpdated);

  let result;
  try {
    result = await keepingASuperadmin(before, { role: user.role, isActive: user.isActive }, () =>
      UserModel.updateOne(
        { _id: user._id, ...atRevision(user.revision ?? 0) },
        { $set: { ...changes, ...event.$set }, $inc: event.$inc },
      ),
    );
  } catch (error) {
    if (isDuplicateKey(error)) throw usernameTaken();
    throw error;
  }
  if (result.matchedCount === 0) {
    // Deleted, or changed by someone else, while this edit was under way.
    if (!(await UserModel.exists({ _id: user._id }))) throw errors.notFound(USER_NOT_FOUND);
    throw staleEdit();
  }
  relay?.kick();
  if (endsSessions) await publishTokenVersion(String(user._id), user.tokenVersion);
  if (passwordChanged) await revokeResetTokens(user._id);
  const updated = await UserModel.findById(user._id).lean();
  if (!updated) throw errors.notFound(USER_NOT_FOUND);
  return updated;
}
