import { schemasFor, type Language, type Role, type User, type UserCreateInput } from '@rawi/proto';
import type { UserPatch } from '../../../api/admin/users';

export interface UserForm {
  username: string;
  email: string;
  /** Blank on edit keeps the current password. */
  password: string;
  role: Role;
  isActive: boolean;
}

export const EMPTY_USER_FORM: UserForm = {
  username: '',
  email: '',
  password: '',
  role: 'admin',
  isActive: true,
};

export function userFormOf(user: User): UserForm {
  return {
    username: user.username,
    email: user.email,
    password: '',
    role: user.role,
    isActive: user.isActive,
  };
}

/** Add: every rule of the shared userCreate schema, the password required. */
export function userCreateSchema(language: Language) {
  return schemasFor(language).userCreate;
}

/** Edit: the same rules, but a blank password is allowed (it keeps the current one). */
export function userEditSchema(language: Language) {
  const schemas = schemasFor(language);
  return schemas.userCreate.omit(['password']).shape({ password: schemas.userUpdate.fields.password });
}

export function userCreateInput(form: UserForm): UserCreateInput {
  return {
    username: form.username.trim(),
    email: form.email.trim(),
    password: form.password,
    role: form.role,
    isActive: form.isActive,
  };
}

/**
 * PATCH /api/users/:id: only the fields that changed, plus updatedAt. The password is sent
 * only when one was typed (an empty password field keeps the current one).
 */
export function userPatch(user: User, form: UserForm, now: Date = new Date()): UserPatch {
  const patch: UserPatch = { updatedAt: now.toISOString() };
  const username = form.username.trim();
  const email = form.email.trim();
  if (username !== user.username) patch.username = username;
  if (email !== user.email) patch.email = email;
  if (form.role !== user.role) patch.role = form.role;
  if (form.isActive !== user.isActive) patch.isActive = form.isActive;
  if (form.password !== '') patch.password = form.password;
  return patch;
}

/** The signed-in user's own row has no delete action (matched by username). */
export function canDelete(row: Pick<User, 'username'>, signedIn: Pick<User, 'username'> | null): boolean {
  return signedIn !== null && row.username !== signedIn.username;
}
