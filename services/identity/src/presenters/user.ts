import type { User } from '@rawi/proto';
import type { UserRecord } from '../models/user.ts';

type PresentableUser = Pick<
  UserRecord,
  '_id' | 'username' | 'email' | 'role' | 'isActive' | 'lastLogin' | 'createdAt' | 'updatedAt'
> & { revision?: number | null };

/** A stored user as the API shows it; the password hash never leaves the service. */
export function presentUser(user: PresentableUser): User {
  return {
    id: String(user._id),
    username: user.username,
    email: user.email,
    role: user.role,
    isActive: user.isActive,
    lastLogin: user.lastLogin ? user.lastLogin.toISOString() : null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    revision: user.revision ?? 0,
  };
}
