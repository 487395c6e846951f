import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedWrites, bearer, runCorpus, serverErrors, storedDocuments } from '@rawi/kit/testing';
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
    expect(serverErrors(replies)).toEqual([]);
    // A PATCH whose every field was unknown (stripped) is a no-op 200; the stored users below prove it.
    expect(acceptedWrites(replies).filter((r) => r.method !== 'PATCH')).toEqual([]);
    expect(await storedDocuments(UserModel)).toEqual(before);
  });
});
