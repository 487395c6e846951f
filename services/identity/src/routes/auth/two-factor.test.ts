import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  API,
  type ErrorBody,
  type LoginReply,
  type TwoFactorChallenge,
  type TwoFactorEnrolledLogin,
  type TwoFactorSetup,
  type TwoFactorStatus,
  type User,
} from '@rawi/proto';
import { LoginFailureModel } from '../../models/login-failure.ts';
import { TwoFactorModel } from '../../models/two-factor.ts';
import { setRequireTwoFactor } from '../../two-factor/security-policy.ts';
import { codeAt } from '../../test/totp.ts';
import { CHALLENGE_EXPIRED } from '../../sessions/sessions.ts';
import { buildUser, type BuiltUser } from '../../test/factories.ts';
import { getTestServer, newClientAddress, type IdentityTestServer } from '../../test/support.ts';

let server: IdentityTestServer;

beforeAll(async () => {
  server = await getTestServer('two_factor');
});
afterAll(() => server.close());
beforeEach(async () => {
  await setRequireTwoFactor(false);
  await LoginFailureModel.deleteMany({});
});

type Any = Record<string, unknown> & ErrorBody;

const login = (user: BuiltUser, ip?: string) =>
  server.call<LoginReply & TwoFactorChallenge & ErrorBody>('POST', API.login, {
    body: { username: user.user.username, password: user.password },
    ...(ip ? { ip } : {}),
  });

/** Enrols a user through the API; answers the secret and the recovery codes. */
async function enrol(user: BuiltUser) {
  const setup = await server.call<TwoFactorSetup & ErrorBody>('POST', API.twoFactorSetup, {
    token: user.token,
  });
  expect(setup.status).toBe(200);
  const enabled = await server.call<{ recoveryCodes: string[] } & ErrorBody>('POST', API.twoFactorEnable, {
    token: user.token,
    body: { code: codeAt(setup.body.secret) },
  });
  expect(enabled.status).toBe(200);
  return { secret: setup.body.secret, recoveryCodes: enabled.body.recoveryCodes };
}

/** A code of the next 30 s step: the current one was spent by the enrolment. */
const nextCode = (secret: string) => codeAt(secret, Date.now() + 30_000);

describe('enrolment from the account menu', () => {
  it('shows a QR code drawn locally, confirms with a code and answers ten recovery codes once', async () => {
    const user = await buildUser();
    const setup = await server.call<TwoFactorSetup>('POST', API.twoFactorSetup, { token: user.token });
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toContain(`otpauth://totp/Rawi:${user.user.username}?`);
    expect(setup.body.otpauthUrl).toContain(`secret=${setup.body.secret}`);
    expect(setup.body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const wrong = await server.call<Any>('POST', API.twoFactorEnable, {
      token: user.token,
      body: { code: '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields?.code).toMatch(/not valid/);

    const enabled = await server.call<{ recoveryCodes: string[] }>('POST', API.twoFactorEnable, {
      token: user.token,
      body: { code: codeAt(setup.body.secret) },
    });
    expect(enabled.status).toBe(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(10);
    for (const code of enabled.body.recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);

    const stored = await TwoFactorModel.findById(user.user._id).lean();
    // Neither the secret nor the codes are stored in the clear.
    expect(JSON.stringify(stored)).not.toContain(setup.body.secret);
    expect(JSON.stringify(stored)).not.toContain(enabled.body.recoveryCodes[0]);

    const status = await server.call<TwoFactorStatus>('GET', API.twoFactor, { token: user.token });
    expect(status.body).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
  });

  it('refuses enabling without a setup, and anonymous calls', async () => {
    const user = await buildUser();
    expect(
      (await server.call<Any>('POST', API.twoFactorEnable, { token: user.token, body: { code: '123456' } }))
        .status,
    ).toBe(400);
    expect((await server.call('POST', API.twoFactorSetup)).status).toBe(401);
    expect((await server.call('GET', API.twoFactor)).status).toBe(401);
    expect(
      (await server.call<Any>('POST', API.twoFactorEnable, { token: user.token, body: { code: 'abc' } }))
        .status,
    ).toBe(400);
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code after the password and opens the session only with a valid one', async () => {
    const user = await buildUser();
    const { secret } = await enrol(user);

    const first = await login(user);
    expect(first.status).toBe(200);
    expect(first.body.twoFactor).toBe('code');
    expect(first.body.token).toBeUndefined();
    expect(first.headers.get('set-cookie')).toBeNull();

    const wrong = await server.call<Any>('POST', API.loginVerify, {
      body: { challenge: first.body.challenge, code: '000000' },
    });
    expect(wrong.status).toBe(401);

    const code = nextCode(secret);
    const ok = await server.call<LoginReply>('POST', API.loginVerify, {
      body: { challenge: first.body.challenge, code },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user.username).toBe(user.user.username);
    expect(ok.headers.get('set-cookie')).toContain('rawi_session=');

    // The same code is not accepted twice.
    const again = await login(user);
    const replay = await server.call<Any>('POST', API.loginVerify, {
      body: { challenge: again.body.challenge, code },
    });
    expect(replay.status).toBe(401);
  });

  it('accepts each recovery code once', async () => {
    const user = await buildUser();
    const { recoveryCodes } = await enrol(user);
    const code = recoveryCodes[3]!;
    const use = async () =>
      server.call<Any>('POST', API.loginVerify, {
        body: { challenge: (await login(user)).body.challenge, code },
      });
    expect((await use()).status).toBe(200);
    expect((await use()).status).toBe(401);
    const status = await server.call<TwoFactorStatus>('GET', API.twoFactor, { token: user.token });
    expect(status.body.recoveryCodesLeft).toBe(9);
  });

  it('refuses a forged, expired or wrong-purpose challenge, and a session token as a challenge', async () => {
    const user = await buildUser();
    await enrol(user);
    for (const challenge of ['nope', user.token]) {
      const res = await server.call<Any>('POST', API.loginVerify, { body: { challenge, code: '123456' } });
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe(CHALLENGE_EXPIRED);
    }
    const { challenge } = (await login(user)).body;
    // A challenge is not a session anywhere.
    expect((await server.call('GET', API.me, { token: challenge })).status).toBe(401);
    expect((await server.call('POST', API.loginEnrol, { body: { challenge } })).status).toBe(401);
  });

  it('throttles wrong codes like wrong passwords', async () => {
    const user = await buildUser();
    const { secret } = await enrol(user);
    const ip = newClientAddress();
    const { challenge } = (await login(user, ip)).body;
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await server.call('POST', API.loginVerify, { body: { challenge, code: '000000' }, ip })).status,
      ).toBe(401);
    }
    const locked = await server.call<Any>('POST', API.loginVerify, {
      body: { challenge, code: nextCode(secret) },
      ip,
    });
    expect(locked.status).toBe(429);
  });

  it('lets the user switch it off with a code, and a superadmin reset it for another user', async () => {
    const user = await buildUser();
    const { secret } = await enrol(user);
    expect(
      (await server.call('POST', API.twoFactorDisable, { token: user.token, body: { code: '000000' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await server.call('POST', API.twoFactorDisable, {
          token: user.token,
          body: { code: nextCode(secret) },
        })
      ).status,
    ).toBe(204);
    expect('token' in (await login(user)).body).toBe(true);

    await enrol(user);
    const admin = await buildUser({ role: 'admin' });
    const superadmin = await buildUser({ role: 'superadmin' });
    const byAdmin = await server.call<Any>('POST', API.userResetTwoFactor(user.id), { token: admin.token });
    expect(byAdmin.status).toBe(403);
    const users = await server.call<User[]>('GET', API.users, { token: superadmin.token });
    expect(users.body.find((u) => u.id === user.id)?.twoFactorEnabled).toBe(true);
    expect(
      (await server.call('POST', API.userResetTwoFactor(user.id), { token: superadmin.token })).status,
    ).toBe(204);
    expect('token' in (await login(user)).body).toBe(true);
    expect(
      (
        await server.call('POST', API.userResetTwoFactor('0123456789abcdef01234567'), {
          token: superadmin.token,
        })
      ).status,
    ).toBe(404);
  });
});

describe('2FA required for every account', () => {
  it('is set by a superadmin only', async () => {
    const admin = await buildUser({ role: 'admin' });
    const superadmin = await buildUser({ role: 'superadmin' });
    const put = (token: string, body: unknown) =>
      server.call<Any>('PUT', API.securityPolicy, { token, body });
    expect((await put(admin.token, { requireTwoFactor: true })).status).toBe(403);
    expect((await put(superadmin.token, { requireTwoFactor: 'yes' })).status).toBe(400);
    expect((await put(superadmin.token, { requireTwoFactor: true })).status).toBe(200);
    expect((await server.call('GET', API.securityPolicy, { token: admin.token })).body).toEqual({
      requireTwoFactor: true,
    });
  });

  it('lets a user without 2FA do nothing but enrol, then signs them in with recovery codes shown once', async () => {
    await setRequireTwoFactor(true);
    const user = await buildUser();
    const first = await login(user);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ twoFactor: 'setup', challenge: expect.any(String) });
    expect(first.headers.get('set-cookie')).toBeNull();
    // The setup challenge does not serve as a code challenge or a session.
    expect(
      (
        await server.call('POST', API.loginVerify, {
          body: { challenge: first.body.challenge, code: '123456' },
        })
      ).status,
    ).toBe(401);
    expect((await server.call('GET', API.users, { token: first.body.challenge })).status).toBe(401);

    const setup = await server.call<TwoFactorSetup>('POST', API.loginEnrol, {
      body: { challenge: first.body.challenge },
    });
    expect(setup.status).toBe(200);
    const done = await server.call<TwoFactorEnrolledLogin>('POST', API.loginEnrolConfirm, {
      body: { challenge: first.body.challenge, code: codeAt(setup.body.secret) },
    });
    expect(done.status).toBe(200);
    expect(done.body.recoveryCodes).toHaveLength(10);
    expect(done.body.user.username).toBe(user.user.username);
    expect(done.headers.get('set-cookie')).toContain('rawi_session=');
    expect((await login(user)).body.twoFactor).toBe('code');

    // Switching off is refused while it is required.
    const off = await server.call<Any>('POST', API.twoFactorDisable, {
      token: done.body.token,
      body: { code: nextCode(setup.body.secret) },
    });
    expect(off.status).toBe(403);
  });
});
