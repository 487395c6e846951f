import mongoose from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import { SUBJECTS, type ErrorBody, type User } from '@rawi/proto';
import { PasswordResetModel } from '../../models/password-reset.ts';
import { UserModel } from '../../models/user.ts';
import { resetTokenHash } from '../../passwords/password-reset-tokens.ts';
import { buildUser, type BuiltUser } from '../../test/factories.ts';
import { admin, as, eventFor, newUserBody, server, signIn, useUsersApi, UUID } from '../../test/users-api.ts';

useUsersApi('users_safety');

describe('the last active superadmin', () => {
  /** Leaves exactly one active superadmin (returned) and an admin caller. */
  const onlyOneSuperadmin = async () => {
    await UserModel.updateMany({ role: 'superadmin' }, { $set: { role: 'admin' } });
    const superadmin = await buildUser({ role: 'superadmin' });
    const caller = await buildUser({ role: 'admin' });
    return { superadmin, caller };
  };
  afterAll(async () => {
    await UserModel.updateOne({ _id: admin.user._id }, { $set: { role: 'superadmin', isActive: true } });
  });

  it.each([
    ['deactivated', { isActive: false }],
    ['demoted', { role: 'admin' }],
  ])('cannot be %s, even by itself (409)', async (_label, change) => {
    const { superadmin } = await onlyOneSuperadmin();
    const res = await as(superadmin).patch<ErrorBody>(`/api/users/${superadmin.id}`, change);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('At least one active superadmin must remain');
    expect(await UserModel.findById(superadmin.id).lean()).toMatchObject({
      role: 'superadmin',
      isActive: true,
    });
  });

  it('cannot be deleted: only a superadmin may delete one, and not itself', async () => {
    const { superadmin, caller } = await onlyOneSuperadmin();
    expect((await as(caller).delete(`/api/users/${superadmin.id}`)).status).toBe(403);
    expect((await as(superadmin).delete(`/api/users/${superadmin.id}`)).status).toBe(403);
    expect(await UserModel.findById(superadmin.id).lean()).not.toBeNull();
  });

  it('can be changed once another active superadmin exists', async () => {
    const { superadmin } = await onlyOneSuperadmin();
    const other = await buildUser({ role: 'superadmin' });
    expect((await as(other).patch(`/api/users/${superadmin.id}`, { isActive: false })).status).toBe(200);
  });
});

describe('POST /api/users/:id/reset-password', () => {
  it('sets the password and answers the spec message', async () => {
    const target = await buildUser();
    const res = await as(admin).post(`/api/users/${target.id}/reset-password`, {
      password: 'reset-by-admin',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Password reset successfully' });
    expect((await signIn(target.user.username, 'reset-by-admin')).status).toBe(200);
    expect((await signIn(target.user.username, target.password)).status).toBe(401);
    await eventFor(SUBJECTS.userPasswordChanged, (d) => d.id === target.id);
  });

  it.each([
    ['a short password', { password: '12345' }],
    ['no password', {}],
  ])('answers 400 "Password must be at least 6 characters" for %s', async (_label, body) => {
    const target = await buildUser();
    const res = await as(admin).post<ErrorBody>(`/api/users/${target.id}/reset-password`, body);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ password: 'Password must be at least 6 characters' });
    expect((await signIn(target.user.username, target.password)).status).toBe(200);
  });

  it('answers 404 for an unknown user', async () => {
    expect(
      (
        await as(admin).post('/api/users/0123456789abcdef01234567/reset-password', {
          password: 'long-enough',
        })
      ).status,
    ).toBe(404);
  });
});

describe('POST /api/users/:id/send-password-reset', () => {
  it('answers 202 without the token, stores its hash with an expiry, and publishes the token to the mailer', async () => {
    const target = await buildUser();
    const before = Date.now();
    const res = await as(admin).post(`/api/users/${target.id}/send-password-reset`);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: 'Password reset email sent successfully' });

    const event = await eventFor(SUBJECTS.userPasswordResetRequested, (d) => d.userId === target.id);
    expect(event.id).toMatch(UUID);
    expect(event.data).toEqual({
      userId: target.id,
      username: target.user.username,
      email: target.user.email,
      resetToken: expect.stringMatching(/^[\w-]{43}$/),
      expiresAt: expect.any(String),
    });
    const expiresAt = Date.parse(event.data.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 60 * 60_000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 60 * 60_000 + 1000);
    expect(JSON.stringify(res.body)).not.toContain(event.data.resetToken);

    const stored = await PasswordResetModel.findOne({ userId: target.id }).lean();
    expect(stored?.tokenHash).toBe(resetTokenHash(event.data.resetToken));
  });

  it('answers 404 for an unknown user and creates no token', async () => {
    const res = await as(admin).post('/api/users/0123456789abcdef01234567/send-password-reset');
    expect(res.status).toBe(404);
    expect(await PasswordResetModel.countDocuments({ userId: '0123456789abcdef01234567' })).toBe(0);
  });
});

describe('a caller whose account changed', () => {
  it('is refused (401) once deactivated or deleted, although the token has not expired', async () => {
    const caller = await buildUser();
    expect((await as(caller).get('/api/users')).status).toBe(200);
    await UserModel.updateOne({ _id: caller.user._id }, { $set: { isActive: false } });
    expect((await as(caller).get('/api/users')).status).toBe(401);
    await UserModel.deleteOne({ _id: caller.user._id });
    expect((await as(caller).post('/api/users', newUserBody())).status).toBe(401);
  });
});

describe('optimistic concurrency and events written with the change', () => {
  const patchFrom = (caller: BuiltUser, id: string, revision: number | string, body: unknown) =>
    server.call<User & ErrorBody>('PATCH', `/api/users/${id}`, {
      token: caller.token,
      body,
      headers: { 'if-match': `"${revision}"` },
    });

  it('applies an edit from the current revision, and answers 409 to one from an older revision', async () => {
    const target = await buildUser();
    const first = await patchFrom(admin, target.id, 0, { email: 'first@example.com' });
    expect(first.status).toBe(200);
    expect(first.body.revision).toBe(1);
    const stale = await patchFrom(admin, target.id, 0, { email: 'second@example.com' });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe('This item was changed by someone else. Reload and try again.');
    expect((await UserModel.findById(target.id).lean())?.email).toBe('first@example.com');
  });

  it('keeps user.updated in the user document until it is published, then removes it', async () => {
    const target = await buildUser();
    const res = await as(admin).patch<User>(`/api/users/${target.id}`, { email: 'kept@example.com' });
    expect(res.status).toBe(200);
    const event = await eventFor(
      'user.updated',
      (d) => d.user.id === target.id && d.user.email === 'kept@example.com',
    );
    expect(event.id).toMatch(UUID);
    await expect
      .poll(
        async () =>
          (await UserModel.collection.findOne({ _id: new mongoose.Types.ObjectId(target.id) }))
            ?.eventsPending,
      )
      .toBe(0);
  });

  it('publishes user.deleted only once the user is gone', async () => {
    const target = await buildUser();
    expect((await as(admin).delete(`/api/users/${target.id}`)).status).toBe(204);
    const event = await eventFor('user.deleted', (d) => d.id === target.id);
    expect(event.data.username).toBe(target.user.username);
    expect(await UserModel.exists({ _id: target.id })).toBeNull();
  });
});
