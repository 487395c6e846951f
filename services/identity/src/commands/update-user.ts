import mongoose from 'mongoose';
import { errors, type OutboxRelay } from '@rawi/kit';
import { validationMessages, type UserUpdateInput } from '@rawi/proto';
import type { UserRecord } from '../models/user.ts';
import { hashPassword } from '../passwords.ts';
import { assertUsernameFree, isDuplicateKey, usernameTaken } from './create-user.ts';
import { findUserOr404, USER_NOT_FOUND } from './find-user.ts';
import { keepingASuperadmin } from './last-superadmin.ts';
import { revokeResetTokens } from './password-reset-tokens.ts';
import { userEvents } from './user-events.ts';

const EMAIL_INVALID = validationMessages.en.userEmailInvalid;

/** Applies an edit (a blank password keeps the current one) and records `user.updated` when something changed. */
export async function updateUser(
  id: string,
  input: UserUpdateInput,
  relay: OutboxRelay | undefined,
): Promise<UserRecord> {
  // The shared schema lets an empty email through on edit; an email is still required.
  if (input.email === '') throw errors.validation(EMAIL_INVALID, { email: EMAIL_INVALID });
  const user = await findUserOr404(id);
  if (input.username !== undefined) await assertUsernameFree(input.username, user._id);
  const before = { _id: user._id, role: user.role, isActive: user.isActive };
  if (input.username !== undefined) user.username = input.username;
  if (input.email !== undefined) user.email = input.email;
  if (input.role !== undefined) user.role = input.role;
  if (input.isActive !== undefined) user.isActive = input.isActive;
  const passwordChanged = input.password !== undefined;
  if (input.password !== undefined) user.passwordHash = await hashPassword(input.password);
  if (!user.isModified()) return user.toObject();

  try {
    await keepingASuperadmin(before, { role: user.role, isActive: user.isActive }, () => user.save());
  } catch (error) {
    if (isDuplicateKey(error)) throw usernameTaken();
    // Deleted while this edit was under way.
    if (error instanceof mongoose.Error.DocumentNotFoundError) throw errors.notFound(USER_NOT_FOUND);
    throw error;
  }
  if (passwordChanged) await revokeResetTokens(user._id);
  const updated = user.toObject();
  await userEvents.updated(relay, updated);
  return updated;
}
