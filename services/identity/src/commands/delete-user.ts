import { errors, removeWithEvent, type Identity, type OutboxRelay } from '@rawi/kit';
import { PasswordResetModel } from '../models/password-reset.ts';
import { UserModel, usernameKeyOf } from '../models/user.ts';
import { findUserOr404 } from '../queries/find-user.ts';
import { userEvents } from '../events/user-events.ts';
import { keepingASuperadmin } from '../guards/last-superadmin.ts';
import { publishTokenVersion } from '../sessions/token-version-publisher.ts';
import { SUBJECTS, TOKEN_VERSION_DELETED } from '@rawi/proto';

export const CANNOT_DELETE_SELF = 'You cannot delete your own account';

/** Deletes a user other than the caller (matched by id and by username) and records `user.deleted`. */
export async function deleteUser(
  id: string,
  caller: Identity,
  relay: OutboxRelay | undefined,
): Promise<void> {
  if (id.toLowerCase() === caller.id.toLowerCase()) throw errors.forbidden(CANNOT_DELETE_SELF);
  const user = await findUserOr404(id);
  if (user.usernameKey === usernameKeyOf(caller.username)) throw errors.forbidden(CANNOT_DELETE_SELF);
  // Events of the user not yet relayed (an edit a moment ago) must outlive the document.
  await userEvents.carryOver(user._id);
  await keepingASuperadmin(user, 'deleted', () =>
    removeWithEvent(
      relay,
      SUBJECTS.userDeleted,
      { id: String(user._id), username: user.username },
      { collection: UserModel.collection.collectionName, id: user._id },
      () => UserModel.deleteOne({ _id: user._id }),
    ),
  );
  await publishTokenVersion(String(user._id), TOKEN_VERSION_DELETED);
  // Outstanding reset links (and their unsent mail) go with the user.
  await PasswordResetModel.deleteMany({ userId: user._id });
}
