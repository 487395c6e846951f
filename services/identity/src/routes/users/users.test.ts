import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { SUBJECTS, type ErrorBody, type User } from '@rawi/proto';
import { UserModel } from '../../models/user.ts';
import { buildUser, type BuiltUser } from '../../test/factories.ts';
import { admin, as, eventFor, newUserBody, signIn, useUsersApi, UUID } from '../../test/users-api.ts';

useUsersApi('users');

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
      const res = await as(admin).post<ErrorBody>('/api/users', newUserBody({ username }));
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
    const res = await as(admin).post<ErrorBody>('/api/users', body);
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
    const taken = await as(admin).patch<ErrorBody>(`/api/users/${target.id}`, { username: 'OCCUPIED' });
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
    const res = await as(admin).patch<ErrorBody>(`/api/users/${target.id}`, body);
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
    const res = await as(admin).patch<ErrorBody>(`/api/users/${id}`, { email: 'x@example.com' });
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
    const res = await as(me).delete<ErrorBody>(`/api/users/${idOf(me)}`);
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
