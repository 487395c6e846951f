import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  corpusFaults,
  NO_CORPUS_FAULTS,
  PROTOTYPE_MEMBERS,
  runCorpus,
  storedDocuments,
} from '@rawi/kit/testing';
import { validationMessages, type ErrorBody } from '@rawi/proto';
import { UserModel } from '../../models/user.ts';
import { buildUser, type BuiltUser } from '../../test/factories.ts';
import { getTestServer, type IdentityTestServer } from '../../test/support.ts';

let server: IdentityTestServer;
let superadmin: BuiltUser;
let other: BuiltUser;
beforeAll(async () => {
  server = await getTestServer('bad_input');
  superadmin = await buildUser({ role: 'superadmin' });
  other = await buildUser();
});
afterAll(() => server.close());

describe('identity: hostile input', () => {
  it('answers every corpus request without a 5xx and changes no user', async () => {
    const before = await storedDocuments(UserModel);
    const replies = await runCorpus(
      server.url,
      [
        { method: 'POST', path: '/api/auth/login' },
        { method: 'POST', path: '/api/auth/reset-password' },
        { method: 'GET', path: '/api/auth/me' },
        { method: 'GET', path: '/api/users' },
        { method: 'POST', path: '/api/users' },
        { method: 'PATCH', path: `/api/users/${other.id}` },
        { method: 'POST', path: `/api/users/${other.id}/reset-password` },
        { method: 'DELETE', path: `/api/users/${other.id}/x` },
      ],
      { ...bearer(superadmin.token), 'x-forwarded-for': '203.0.113.77' },
    );
    // A PATCH whose every field was unknown (stripped) is a no-op 200; the stored users below prove it.
    expect(corpusFaults(replies, (r) => r.method === 'PATCH')).toEqual(NO_CORPUS_FAULTS);
    expect(await storedDocuments(UserModel)).toEqual(before);
  });
});

const m = validationMessages.en;

describe('identity: keys, types and texts at the edge', () => {
  it('signs in with a key named like an Object.prototype member in the body (stripped), never a 500', async () => {
    for (const key of PROTOTYPE_MEMBERS) {
      // A user per key: sign-in budgets per account are not what this proves.
      const user = await buildUser();
      const body = JSON.stringify({ username: user.user.username, password: user.password, [key]: 1 });
      const good = await server.call<{ token?: string }>('POST', '/api/auth/login', { body });
      expect(good.status, key).toBe(200);
      expect(good.body.token, key).toEqual(expect.any(String));
      const wrong = JSON.stringify({ username: `nobody-${key}`, password: 'not-it', [key]: { a: 1 } });
      expect((await server.call('POST', '/api/auth/login', { body: wrong })).status, key).toBe(401);
    }
  });

  it.each([
    ['a number as the username', { username: 12345 }, 'username', m.mustBeText],
    ['a text as isActive', { isActive: 'false' }, 'isActive', m.mustBeBoolean],
    ['a number as isActive', { isActive: 0 }, 'isActive', m.mustBeBoolean],
    ['a line break in the username', { username: 'noura\nadmin' }, 'username', m.singleLine],
    ['a right-to-left override in the username', { username: 'adm\u202ein' }, 'username', m.bidiUnbalanced],
    ['a NUL in the e-mail', { email: 'a\u0000@example.com' }, 'email', m.controlCharacters],
  ])(
    'refuses %s on PATCH /api/users/{id} with 400 and changes nothing',
    async (_label, body, field, message) => {
      const before = await storedDocuments(UserModel);
      const res = await server.call<ErrorBody>('PATCH', `/api/users/${other.id}`, {
        token: superadmin.token,
        body,
      });
      expect(res.status).toBe(400);
      expect(res.body.error.fields?.[field]).toBe(message);
      expect(await storedDocuments(UserModel)).toEqual(before);
    },
  );

  it('refuses a form-urlencoded body with 415 and the usual error body', async () => {
    const res = await server.call<ErrorBody>('PATCH', `/api/users/${other.id}`, {
      token: superadmin.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'role=superadmin',
    });
    expect(res.status).toBe(415);
    expect(res.body.error).toEqual({
      code: 'unsupported_media_type',
      message: 'Send the body as JSON (Content-Type: application/json)',
    });
    expect(res.body.requestId).toEqual(expect.any(String));
  });
});
