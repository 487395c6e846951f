import { randomUUID } from 'node:crypto';
import { mintToken } from '@rawi/kit/testing';
import type { Role } from '@rawi/proto';
import { UserModel, type UserRecord } from '../models/user.ts';
import { hashPassword } from '../passwords/passwords.ts';

export interface BuiltUser {
  user: UserRecord;
  id: string;
  password: string;
  /** A valid session token for this user. */
  token: string;
}

export interface UserOverrides {
  username?: string;
  email?: string;
  password?: string;
  role?: Role;
  isActive?: boolean;
}

/** Stores a user (with a real argon2id hash) and mints a token for it. */
export async function buildUser(overrides: UserOverrides = {}): Promise<BuiltUser> {
  const username = overrides.username ?? `user-${randomUUID().slice(0, 8)}`;
  const password = overrides.password ?? `pw-${randomUUID()}`;
  const created = await UserModel.create({
    username,
    email: overrides.email ?? `${username}@example.com`,
    role: overrides.role ?? 'admin',
    isActive: overrides.isActive ?? true,
    passwordHash: await hashPassword(password),
  });
  const user = created.toObject();
  const id = String(user._id);
  return { user, id, password, token: mintToken({ sub: id, username: user.username, role: user.role }) };
}
