import { errors } from '@rawi/kit';
import { isUserId, UserModel, type UserDocument } from '../models/user.ts';

export const USER_NOT_FOUND = 'User not found';

/** The user document for an id from the path; a malformed id is an unknown user. */
export async function findUserOr404(id: string): Promise<UserDocument> {
  const user = isUserId(id) ? await UserModel.findById(id) : null;
  if (!user) throw errors.notFound(USER_NOT_FOUND);
  return user;
}
