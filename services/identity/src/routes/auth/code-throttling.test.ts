/** Every check of a 2FA code is throttled by the same rule as sign-in codes and passwords. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type ErrorBody, type TwoFactorChallenge, type TwoFactorSetup } from '@rawi/proto';
import { LOGIN_THROTTLE } from '../../throttling/login-throttle.ts';
import { codeAt } from '../../test/totp.ts';
import { buildUser, type BuiltUser } from '../../test/factories.ts';
import { getTestServer, newClientAddress, type IdentityTestServer, type Reply } from '../../test/support.ts';

let server: IdentityTestServer;

beforeAll(async () => {
  server = await getTestServer('code_throttle');
});
afterAll(() => server.close());

async function enrol(user: BuiltUser) {
  const setup = await server.call<TwoFactorSetup>('POST', API.twoFactorSetup, { token: user.token });
  const enabled = await server.call<{ recoveryCodes: string[] }>('POST', API.twoFactorEnable, {
    token: user.token,
    body: { code: codeAt(setup.body.secret) },
  });
  expect(enabled.status).toBe(200);
  return { secret: setup.body.secret, recoveryCodes: enabled.body.recoveryCodes };
}

/** A code of the next 30 s step: the current one was spent by the enrolment. */
const nextCode = (secret: string) => codeAt(secret, Date.now() + 30_000);

const disable = (user: BuiltUser, code: string, ip: string) =>
  server.call<ErrorBody>('POST', API.twoFactorDisable, { token: user.token, body: { code }, ip });

const expectLocked = (res: Reply<ErrorBody>) => {
  expect(res.status).toBe(429);
  expect(res.body.error.code).toBe('too_many_requests');
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(LOGIN_THROTTLE.windowMs / 1000);
};

describe('throttling of 2FA code checks', () => {
  it('locks switching 2FA off from one address after 5 wrong codes: the 6th gets 429 even with a right code', async () => {
    const user = await buildUser();
    const { secret } = await enrol(user);
    const ip = newClientAddress();
    for (let i = 0; i < LOGIN_THROTTLE.accountFailures; i += 1) {
      expect((await disable(user, '000000', ip)).status).toBe(400);
    }
    expectLocked(await disable(user, nextCode(secret), ip));
    // Not a lock on the owner: from another address the right code still works.
    expect((await disable(user, nextCode(secret), newClientAddress())).status).toBe(204);
  });

  it('answers at most 5 verdicts to 100 wrong codes sent at once, every other one 429', async () => {
    const user = await buildUser();
    const { secret } = await enrol(user);
    const ip = newClientAddress();
    const started = Date.now();
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) => disable(user, String(100000 + i), ip)),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(LOGIN_THROTTLE.accountFailures);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(95);
    expect(
      statuses.every((s) => s === 400 || s === 429),
      statuses.join(','),
    ).toBe(true);
    expect(Date.now() - started).toBeLessThan(30_000);
    expectLocked(await disable(user, nextCode(secret), ip));
  });

  it('counts wrong codes while confirming setup, and locks the sign-in code step of that address too', async () => {
    const user = await buildUser();
    const ip = newClientAddress();
    const setup = await server.call<TwoFactorSetup>('POST', API.twoFactorSetup, { token: user.token });
    for (let i = 0; i < LOGIN_THROTTLE.accountFailures; i += 1) {
      const wrong = await server.call<ErrorBody>('POST', API.twoFactorEnable, {
        token: user.token,
        body: { code: '000000' },
        ip,
      });
      expect(wrong.status).toBe(400);
    }
    expectLocked(
      await server.call<ErrorBody>('POST', API.twoFactorEnable, {
        token: user.token,
        body: { code: codeAt(setup.body.secret) },
        ip,
      }),
    );
    // One rule: the same account from the same address is locked for every check, codes and password.
    const other = newClientAddress();
    const enabled = await server.call<{ recoveryCodes: string[] }>('POST', API.twoFactorEnable, {
      token: user.token,
      body: { code: codeAt(setup.body.secret) },
      ip: other,
    });
    expect(enabled.status).toBe(200);
    const login = (address: string) =>
      server.call<TwoFactorChallenge & ErrorBody>('POST', API.login, {
        body: { username: user.user.username, password: user.password },
        ip: address,
      });
    expectLocked(await login(ip));
    const { challenge } = (await login(other)).body;
    expect(challenge).toBeTruthy();
    const recovery = await server.call<ErrorBody>('POST', API.loginVerify, {
      body: { challenge, code: enabled.body.recoveryCodes[0] },
      ip,
    });
    expectLocked(recovery);
    const signedIn = await server.call('POST', API.loginVerify, {
      body: { challenge, code: enabled.body.recoveryCodes[0] },
      ip: other,
    });
    expect(signedIn.status).toBe(200);
  });
});
