import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, mintToken } from '@rawi/kit/testing';
import { permissionMessages } from '@rawi/proto';
import { UserModel } from '../../models/user.ts';
import { buildUser, type BuiltUser } from '../../test/factories.ts';
import { getTestServer, type IdentityTestServer } from '../../test/support.ts';

let server: IdentityTestServer;
let superadmin: BuiltUser;
let admin: BuiltUser;
let otherAdmin: BuiltUser;

beforeAll(async () => {
  server = await getTestServer('roles');
  superadmin = await buildUser({ role: 'superadmin' });
  admin = await buildUser({ role: 'admin' });
  otherAdmin = await buildUser({ role: 'admin' });
});
afterAll(() => server.close());

const m = permissionMessages.en;
const asAdmin = () => ({ headers: bearer(admin.token) });

describe('an admin may not take over a superadmin', () => {
  it.each([
    [
      'create a superadmin',
      'POST',
      '/api/users',
      { username: 'new-super', email: 'n@example.com', password: 'secret12', role: 'superadmin' },
      m.grantSuperadmin,
    ],
    ['promote itself', 'PATCH', 'self', { role: 'superadmin' }, m.grantSuperadmin],
    ['promote another admin', 'PATCH', 'other', { role: 'superadmin' }, m.grantSuperadmin],
    ['edit a superadmin', 'PATCH', 'super', { email: 'taken@example.com' }, m.superadminOnly],
    ['deactivate a superadmin', 'PATCH', 'super', { isActive: false }, m.superadminOnly],
    [
      'reset a superadmin’s password',
      'POST',
      'super/reset-password',
      { password: 'owned123' },
      m.superadminOnly,
    ],
    ['send a superadmin a reset link', 'POST', 'super/send-password-reset', undefined, m.superadminOnly],
    ['delete a superadmin', 'DELETE', 'super', undefined, m.superadminOnly],
    ['deactivate itself', 'PATCH', 'self', { isActive: false }, m.ownRoleOrStatus],
  ])('%s: 403 with a clear message, nothing changed', async (_label, method, where, body, message) => {
    const before = await UserModel.find().lean();
    const path =
      where === '/api/users'
        ? where
        : `/api/users/${where
            .replace('self', admin.id)
            .replace('other', otherAdmin.id)
            .replace('super', superadmin.id)}`;
    const reply = await server.call(method, path, { ...asAdmin(), ...(body ? { body } : {}) });
    expect(reply.status).toBe(403);
    expect((reply.body as { error: { message: string } }).error.message).toBe(message);
    expect(await UserModel.find().lean()).toEqual(before);
  });
});

describe('what an admin may do', () => {
  it('changes its own email and password', async () => {
    const reply = await server.call('PATCH', `/api/users/${admin.id}`, {
      ...asAdmin(),
      body: { email: 'me@example.com', password: 'another-secret' },
    });
    expect(reply.status).toBe(200);
    // The new password ends the sessions opened with the old one, this one included.
    expect((await server.call('GET', '/api/auth/me', asAdmin())).status).toBe(401);
    admin.token = mintToken({ sub: admin.id, username: admin.user.username, role: 'admin', ver: 1 });
    expect((await server.call('GET', '/api/auth/me', asAdmin())).status).toBe(200);
  });

  it('manages another admin account', async () => {
    const reply = await server.call('PATCH', `/api/users/${otherAdmin.id}`, {
      ...asAdmin(),
      body: { isActive: false },
    });
    expect(reply.status).toBe(200);
  });

  it('a superadmin may grant the superadmin role', async () => {
    const reply = await server.call('PATCH', `/api/users/${otherAdmin.id}`, {
      headers: bearer(superadmin.token),
      body: { role: 'superadmin', isActive: true },
    });
    expect(reply.status).toBe(200);
  });
});
