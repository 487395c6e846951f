import { createdWithEvent, errors, type OutboxRelay } from '@rawi/kit';
import { SUBJECTS, type UserCreateInput } from '@rawi/proto';
import { UserModel, usernameKeyOf, type UserRecord } from '../models/user.ts';
import { hashPassword } from '../passwords/passwords.ts';

export const USERNAME_TAKEN = 'Username already exists';
export const usernameTaken = () => errors.conflict(USERNAME_TAKEN, { username: USERNAME_TAKEN });

export const isDuplicateKey = (error: unknown) => (error as { code?: unknown } | null)?.code === 11000;

export async function assertUsernameFree(username: string, exceptId?: UserRecord['_id']): Promise<void> {
  const holder = await UserModel.findOne({ usernameKey: usernameKeyOf(username) }, { _id: 1 }).lean();
  if (holder && !(exceptId && holder._id.equals(exceptId))) throw usernameTaken();
}

/** Creates a user with its `user.created` event. */
export async function createUser(
  input: UserCreateInput,
  relay: OutboxRelay | undefined,
): Promise<UserRecord> {
  await assertUsernameFree(input.username);
  let user;
  try {
    user = await UserModel.create({
      username: input.username,
      email: input.email,
      role: input.role,
      isActive: input.isActive,
      passwordHash: await hashPassword(input.password),
      ...createdWithEvent(SUBJECTS.userCreated),
    });
  } catch (error) {
    // Two requests for one name at once: the unique index decides.
    if (isDuplicateKey(error)) throw usernameTaken();
    throw error;
  }
  relay?.kick();
  return user.toObject();
}
