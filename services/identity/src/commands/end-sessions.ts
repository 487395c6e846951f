import type { Identity } from '@rawi/kit';
import { isUserId, UserModel } from '../models/user.ts';
import { publishTokenVersion } from '../sessions/token-version-publisher.ts';

/**
 * Sign-out: raises the user's token version past the token used, so it (and every other
 * session of the user) is refused everywhere. Not an edit of the user: updatedAt stays.
 */
export async function endSessions(identity: Identity): Promise<void> {
  if (!isUserId(identity.id)) return;
  // Two steps: FerretDB cannot project a findAndModify (the password hash is never selected).
  await UserModel.updateOne({ _id: identity.id }, { $inc: { tokenVersion: 1 } }, { timestamps: false });
  const user = await UserModel.findById(identity.id, { tokenVersion: 1 }).lean();
  if (user) await publishTokenVersion(String(user._id), user.tokenVersion);
}
