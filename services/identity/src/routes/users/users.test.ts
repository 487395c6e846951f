import mongoose from 'mongoose';
import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectEvents } from '@rawi/kit/testing';
import { SUBJECTS, type EventEnvelope, type EventPayloads, type User } from '@rawi/proto';
import { PasswordResetModel } from '../../models/password-reset.ts';
import { UserModel } from '../../models/user.ts';
import { resetTokenHash } from '../../commands/password-reset-tokens.ts';
import { buildUser, type BuiltUser } from '../../test/factories.ts';
import { getTestServer, type IdentityTestServer } from '../../test/support.ts';

let server: IdentityTestServer;
let collector: Awaited<ReturnType<typeof collectEvents>>;
let admin: BuiltUser;

beforeAll(async () => {
  server = await getTestServer('users');
  collector = await collectEvents(['user.>' as typeof SUBJECTS.userCreated]);
  admin = await buildUser({ username: 'root-admin', role: 'superadmin' });
});
afterAll(async () => {
  await collector.stop();
  await server.close();
});

type ErrorReply = { error: { code: string; message: string; fields?: Record<string, string> } };
const as = (caller: BuiltUser) => ({
  get: <B>(path: string) => server.call<B>('GET', path, { token: caller.token }),
  post: <B>(path: string, body?: unknown) => server.call<B>('POST', path, { token: caller.token, body }),
  patch: <B>(path: string, body: unknown) => server.call<B>('PATCH', path, { token: caller.token, body }),
  delete: <B>(path: string) => server.call<B>('DELETE', path, { token: caller.token }),
});
const signIn = (username: string, password: string) =>
  server.call('POST', '/api/auth/login', { body: { username, password } });
const eventFor = <S extends keyof EventPayloads>(subject: S, match: (data: EventPayloads[S]) => boolean) =>
  collector.waitFor((e) => e.subject === subject && match(e.data as EventPayloads[S])) as Promise<
    EventEnvelope<S>
  >;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const newUserBody = (overrides: Record<string, unknown> = {}) => ({
  username: `new-${crypto.randomUUID().slice(0, 8)}`,
  email: 'someone@example.com',
  password: 'secret-pw',
  role: 'admin',
  isActive: true,
  ...overrides,
});

describe('GET /api/users', () => {
  it('lists users oldest first, as the API shows them, never with a password hash', async () => {
    const later = await buildUser();
    const res = await as(admin).get<User[]>('/api/users');
    expect(res.status).toBe(200);
    const ids = res.body.map((u) => u.id);
    expect(ids.indexOf(admin.id)).toBeLessThan(ids.indexOf(later.id));
    const created = res.body.map((u) => u.createdAt);
    expect([...created].sort()).toEqual(created);
    expect(res.body.find((u) => u.id === later.id)).toEqual({
      id: later.id,
      username: later.user.username,
      email: later.user.email,
      role: 'admin',
      isActive: true,
      lastLogin: null,
      createdAt: later.user.createdAt.toISOString(),
      updatedAt: later.user.updatedAt.toISOString(),
      twoFactorEnabled: false,
      revision: 0,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/i);
  });
});

describe('POST /api/users', () => {
  it('creates a user (201), ignores createdAt/updatedAt sent by the client, stores an argon2id hash and publishes user.created', async () => {
    const body = newUserBody({
      role: 'superadmin',
      createdAt: '2001-01-01T00:00:00.000Z',
      updatedAt: '2001-01-01T00:00:00.000Z',
      passwordHash: 'x',
    });
    const res = await as(admin).post<User>('/api/users', body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      username: body.username,
      email: 'someone@example.com',
      role: 'superadmin',
      isActive: true,
      lastLogin: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      revision: 0,
    });
    expect(res.body.createdAt.startsWith('2001')).toBe(false);
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/i);

    const stored = await UserModel.findById(res.body.id).select('+passwordHash').lean();
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await argon2.verify(stored?.passwordHash ?? '', 'secret-pw')).toBe(true);
    expect((await signIn(body.username, 'secret-pw')).status).toBe(200);

    const event = await eventFor(SUBJECTS.userCreated, (d) => d.user.id === res.body.id);
    expect(event.id).toMatch(UUID);
    // The event carries the user as it is when relayed (a sign-in meanwhile sets lastLogin).
    expect({ ...event.data.user, lastLogin: null }).toEqual(res.body);
    expect(JSON.stringify(event)).not.toMatch(/password|argon2/i);
  });

  it('applies the defaults: role admin, active', async () => {
    const res = await as(admin).post<User>('/api/users', {
      username: 'defaults-user',
      email: 'd@example.com',
      password: 'secret-pw',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ role: 'admin', isActive: true });
  });

  it('answers 409 "Username already exists" for a taken username, in any case', async () => {
    await buildUser({ username: 'Taken-Name' });
    for (const username of ['Taken-Name', 'taken-name', ' TAKEN-NAME ']) {
      const res = await as(admin).post<ErrorReply>('/api/users', newUserBody({ username }));
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual({
        code: 'conflict',
        message: 'Username already exists',
        fields: { username: 'Username already exists' },
      });
    }
    expect(await UserModel.countDocuments({ usernameKey: 'taken-name' })).toBe(1);
  });

  it('creates one user when two requests race for the same username', async () => {
    const body = newUserBody();
    const results = await Promise.all([
      as(admin).post('/api/users', body),
      as(admin).post('/api/users', body),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await UserModel.countDocuments({ usernameKey: body.username })).toBe(1);
  });

  it.each([
    [
      'nothing',
      {},
      {
        username: 'Username must be at least 3 characters',
        email: 'Please enter a valid email',
        password: 'Password must be at least 6 characters',
      },
    ],
    [
      'a short username',
      newUserBody({ username: 'ab' }),
      { username: 'Username must be at least 3 characters' },
    ],
    ['an invalid email', newUserBody({ email: 'not-an-email' }), { email: 'Please enter a valid email' }],
    ['a blank email', newUserBody({ email: '' }), { email: 'Please enter a valid email' }],
    [
      'a short password',
      newUserBody({ password: '12345' }),
      { password: 'Password must be at least 6 characters' },
    ],
    ['an unknown role', newUserBody({ role: 'root' }), { role: 'Role must be admin or superadmin' }],
    ['a non-boolean isActive', newUserBody({ isActive: 'maybe' }), { isActive: 'Must be true or false' }],
    ['an operator object', newUserBody({ username: { $gt: '' } }), { username: 'Must be text' }],
  ])('answers 400 with the spec messages for %s, and stores nothing', async (_label, body, fields) => {
    const before = await UserModel.countDocuments();
    const res = await as(admin).post<ErrorReply>('/api/users', body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation');
    expect(res.body.error.fields).toEqual(fields);
    expect(await UserModel.countDocuments()).toBe(before);
  });
});

describe('PATCH /api/users/:id', () => {
  it('updates the given fields (client updatedAt ignored) and publishes user.updated', async () => {
    const target = await buildUser();
    const res = await as(admin).patch<User>(`/api/users/${target.id}`, {
      email: 'changed@example.com',
      role: 'superadmin',
      isActive: false,
      updatedAt: '2001-01-01T00:00:00.000Z',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: target.id,
      username: target.user.username,
      email: 'changed@example.com',
      role: 'superadmin',
      isActive: false,
    });
    expect(res.body.updatedAt > target.user.updatedAt.toISOString()).toBe(true);
    const stored = await UserModel.findById(target.id).lean();
    expect(stored).toMatchObject({ email: 'changed@example.com', role: 'superadmin', isActive: false });
    const event = await eventFor(SUBJECTS.userUpdated, (d) => d.user.id === target.id);
    expect(event.id).toMatch(UUID);
    expect(event.data.user).toEqual(res.body);
  });

  it('keeps the current password when the password is blank, and changes it when given', async () => {
    const target = await buildUser();
    expect(
      (await as(admin).patch(`/api/users/${target.id}`, { password: '', email: 'keep@example.com' })).status,
    ).toBe(200);
    expect((await signIn(target.user.username, target.password)).status).toBe(200);
    expect((await as(admin).patch(`/api/users/${target.id}`, { password: 'changed-pw' })).status).toBe(200);
    expect((await signIn(target.user.username, 'changed-pw')).status).toBe(200);
    expect((await signIn(target.user.username, target.password)).status).toBe(401);
  });

  it('renames a user, checking that the new name is free', async () => {
    const target = await buildUser({ username: 'old-name' });
    await buildUser({ username: 'occupied' });
    const taken = await as(admin).patch<ErrorReply>(`/api/users/${target.id}`, { username: 'OCCUPIED' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({
      message: 'Username already exists',
      fields: { username: 'Username already exists' },
    });
    // A change of case of one's own name is not a conflict.
    const recased = await as(admin).patch<User>(`/api/users/${target.id}`, { username: 'Old-Name' });
    expect(recased.status).toBe(200);
    const renamed = await as(admin).patch<User>(`/api/users/${target.id}`, { username: 'new-name' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.username).toBe('new-name');
    expect((await signIn('new-name', target.password)).status).toBe(200);
  });

  it.each([
    ['a short username', { username: 'ab' }, { username: 'Username must be at least 3 characters' }],
    ['a blank username', { username: '' }, { username: 'Username must be at least 3 characters' }],
    ['an invalid email', { email: 'nope' }, { email: 'Please enter a valid email' }],
    ['a blank email', { email: '' }, { email: 'Please enter a valid email' }],
    ['a short password', { password: '12345' }, { password: 'Password must be at least 6 characters' }],
    ['an unknown role', { role: 'owner' }, { role: 'Role must be admin or superadmin' }],
    ['a non-boolean isActive', { isActive: 'no' }, { isActive: 'Must be true or false' }],
    ['an operator object', { email: { $ne: null } }, { email: 'Must be text' }],
  ])('answers 400 with the spec messages for %s, and changes nothing', async (_label, body, fields) => {
    const target = await buildUser();
    const res = await as(admin).patch<ErrorReply>(`/api/users/${target.id}`, body);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual(fields);
    const stored = await UserModel.findById(target.id).lean();
    expect(stored).toMatchObject({
      username: target.user.username,
      email: target.user.email,
      role: 'admin',
      isActive: true,
    });
  });

  it.each([
    ['an unknown id', '0123456789abcdef01234567'],
    ['a malformed id', 'not-an-id'],
  ])('answers 404 for %s', async (_label, id) => {
    const res = await as(admin).patch<ErrorReply>(`/api/users/${id}`, { email: 'x@example.com' });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});

describe('DELETE /api/users/:id', () => {
  it('deletes another user (204) and publishes user.deleted', async () => {
    const target = await buildUser();
    const res = await as(admin).delete(`/api/users/${target.id}`);
    expect(res.status).toBe(204);
    expect(await UserModel.findById(target.id).lean()).toBeNull();
    const event = await eventFor(SUBJECTS.userDeleted, (d) => d.id === target.id);
    expect(event.id).toMatch(UUID);
    expect(event.data).toEqual({ id: target.id, username: target.user.username });
    expect((await signIn(target.user.username, target.password)).status).toBe(401);
  });

  it.each([
    ['its id', (me: BuiltUser) => me.id],
    ['its id in capitals', (me: BuiltUser) => me.id.toUpperCase()],
  ])("refuses with 403 to delete the caller's own account, addressed by %s", async (_label, idOf) => {
    const me = await buildUser({ role: 'superadmin' });
    const res = await as(me).delete<ErrorReply>(`/api/users/${idOf(me)}`);
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: 'forbidden', message: 'You cannot delete your own account' });
    expect(await UserModel.findById(me.id).lean()).not.toBeNull();
  });

  it.each([
    ['an unknown id', '0123456789abcdef01234567'],
    ['a malformed id', 'zzz'],
  ])('answers 404 for %s', async (_label, id) => {
    expect((await as(admin).delete(`/api/users/${id}`)).status).toBe(404);
  });
});

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
    const res = await as(superadmin).patch<ErrorReply>(`/api/users/${superadmin.id}`, change);
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
    const res = await as(admin).post<ErrorReply>(`/api/users/${target.id}/reset-password`, body);
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
    server.call<User & ErrorReply>('PATCH', `/api/users/${id}`, {
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
