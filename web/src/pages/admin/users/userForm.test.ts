import { schemasFor, type User } from '@rawi/proto';
import { describe, expect, it } from 'vitest';
import { formErrorsOf } from '../formErrors';
import {
  canDelete,
  EMPTY_USER_FORM,
  userCreateSchema,
  userEditSchema,
  userFormOf,
  userPatch,
} from './userForm';

const user: User = {
  id: 'u1',
  username: 'layla',
  email: 'layla@example.com',
  role: 'admin',
  isActive: true,
  lastLogin: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};
const now = new Date('2025-06-01T12:00:00.000Z');

describe('user edit form', () => {
  it('keeps the current password when the field is left blank: no password is sent', () => {
    const patch = userPatch(user, { ...userFormOf(user), role: 'superadmin' }, now);
    expect(patch).toEqual({ role: 'superadmin', updatedAt: '2025-06-01T12:00:00.000Z' });
    expect(patch).not.toHaveProperty('password');
  });

  it('sends the password only when one was typed, with the changed fields and updatedAt', () => {
    expect(userPatch(user, { ...userFormOf(user), password: 'new-secret', isActive: false }, now)).toEqual({
      password: 'new-secret',
      isActive: false,
      updatedAt: '2025-06-01T12:00:00.000Z',
    });
  });

  it('accepts a blank password on edit but not a short one', async () => {
    expect(await formErrorsOf(userEditSchema('en'), { ...userFormOf(user), password: '' })).toEqual({});
    expect(await formErrorsOf(userEditSchema('en'), { ...userFormOf(user), password: '123' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
  });

  it('requires a password when adding a user', async () => {
    expect(
      await formErrorsOf(userCreateSchema('en'), {
        ...EMPTY_USER_FORM,
        username: 'sara',
        email: 'sara@example.com',
      }),
    ).toEqual({
      password: 'Password must be at least 6 characters',
    });
  });

  it("checks username and email with the spec's messages", async () => {
    expect(
      await formErrorsOf(userEditSchema('en'), { ...userFormOf(user), username: 'ab', email: 'nope' }),
    ).toEqual({
      username: 'Username must be at least 3 characters',
      email: 'Please enter a valid email',
    });
  });

  it('hides delete on the signed-in user’s own row only', () => {
    expect(canDelete(user, { username: 'layla' })).toBe(false);
    expect(canDelete(user, { username: 'admin' })).toBe(true);
  });
});

describe('reset password form', () => {
  const mismatched = { newPassword: 'secret-1', confirmPassword: 'secret-2' };
  it.each([
    [
      "says 'Passwords don't match' on the confirmation in English",
      'en',
      mismatched,
      { confirmPassword: "Passwords don't match" },
    ],
    [
      'says it in Arabic for an Arabic admin',
      'ar',
      mismatched,
      { confirmPassword: 'كلمتا المرور غير متطابقتين' },
    ],
    [
      'accepts two matching passwords of six characters or more',
      'en',
      { newPassword: 'secret', confirmPassword: 'secret' },
      {},
    ],
  ] as const)('%s', async (_name, language, form, errors) => {
    expect(await formErrorsOf(schemasFor(language).resetPasswordForm, form)).toEqual(errors);
  });
});
