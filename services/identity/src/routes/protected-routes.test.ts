import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateJwtKeys, mintToken, unsignedToken } from '@rawi/kit/testing';
import { HEADERS, SESSION_COOKIE } from '@rawi/proto';
import { PasswordResetModel } from '../models/password-reset.ts';
import { UserModel } from '../models/user.ts';
import { buildUser, type BuiltUser } from '../test/factories.ts';
import { getTestServer, type IdentityTestServer } from '../test/support.ts';

let server: IdentityTestServer;
let caller: BuiltUser;
let target: BuiltUser;

beforeAll(async () => {
  server = await getTestServer('protected');
  caller = await buildUser({ role: 'superadmin' });
  target = await buildUser();
});
afterAll(() => server.close());

/** Every route that needs a token, with a body that would succeed. */
const routes = (targetId = target.id): Array<[method: string, path: string, body?: unknown]> => [
  ['GET', '/api/auth/me'],
  ['GET', '/api/users'],
  ['POST', '/api/users', { username: 'intruder', email: 'intruder@example.com', password: 'secret-pw' }],
  ['PATCH', `/api/users/${targetId}`, { role: 'superadmin', email: 'intruder@example.com' }],
  ['DELETE', `/api/users/${targetId}`],
  ['POST', `/api/users/${targetId}/reset-password`, { password: 'taken-over' }],
  ['POST', `/api/users/${targetId}/send-password-reset`],
];

const claimsOf = () => ({ sub: caller.id, username: caller.user.username, role: caller.user.role });
const badTokens: Array<[label: string, headers: () => Record<string, string>]> = [
  ['no token', () => ({})],
  [
    'a token signed with another key',
    () => ({
      authorization: `Bearer ${mintToken(claimsOf(), { privateKey: generateJwtKeys().privateKey })}`,
    }),
  ],
  ['an unsigned alg=none token', () => ({ authorization: `Bearer ${unsignedToken(claimsOf())}` })],
  ['an expired token', () => ({ authorization: `Bearer ${mintToken(claimsOf(), { expiresIn: -10 })}` })],
  [
    'a token for another audience',
    () => ({ authorization: `Bearer ${mintToken(claimsOf(), { audience: 'another-app' })}` }),
  ],
  [
    'a token from another issuer',
    () => ({ authorization: `Bearer ${mintToken(claimsOf(), { issuer: 'someone-else' })}` }),
  ],
  [
    'a token of a user that does not exist',
    () => ({ authorization: `Bearer ${mintToken({ sub: '0123456789abcdef01234567', username: 'ghost' })}` }),
  ],
  [
    'a token whose subject is not a user id',
    () => ({ authorization: `Bearer ${mintToken({ sub: 'admin', username: caller.user.username })}` }),
  ],
  ['a malformed Authorization header', () => ({ authorization: 'Basic YWRtaW46YWRtaW4=' })],
  ['a tampered payload', () => ({ authorization: `Bearer ${tamper(caller.token)}` })],
];

/** Swaps the payload of a valid token for one claiming another role; the signature no longer matches. */
function tamper(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
  return [
    header,
    Buffer.from(JSON.stringify({ ...claims, username: 'someone-else' })).toString('base64url'),
    signature,
  ].join('.');
}

describe('every protected route', () => {
  for (const [label, headers] of badTokens) {
    it(`refuses ${label} with 401 on every route, changing nothing`, async () => {
      const before = await UserModel.find().select('+passwordHash').sort({ _id: 1 }).lean();
      for (const [method, path, body] of routes()) {
        const res = await server.call<{ error: { code: string } }>(method, path, {
          body,
          headers: headers(),
        });
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(res.body.error.code).toBe('unauthorized');
      }
      expect(await UserModel.find().select('+passwordHash').sort({ _id: 1 }).lean()).toEqual(before);
      expect(await PasswordResetModel.countDocuments()).toBe(0);
    });
  }

  it("accepts the caller's valid token on every route (the table above is reachable)", async () => {
    const statuses = [];
    for (const index of routes().keys()) {
      const spare = await buildUser();
      const [method, path, body] = routes(spare.id)[index] ?? [];
      statuses.push((await server.call(method ?? '', path ?? '', { body, token: caller.token })).status);
    }
    expect(statuses).toEqual([200, 200, 201, 200, 204, 200, 202]);
  });

  it('refuses an unsafe request authenticated by the cookie alone without the CSRF header (403)', async () => {
    const victim = await buildUser();
    const cookie = { cookie: `${SESSION_COOKIE}=${caller.token}` };
    const refused = await server.call('DELETE', `/api/users/${victim.id}`, { headers: cookie });
    expect(refused.status).toBe(403);
    expect(await UserModel.findById(victim.id).lean()).not.toBeNull();
    const allowed = await server.call('DELETE', `/api/users/${victim.id}`, {
      headers: { ...cookie, [HEADERS.csrf]: '1' },
    });
    expect(allowed.status).toBe(204);
  });
});
