import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSetCookie } from 'cookie';
import { collectEvents, testInfra } from '@rawi/kit/testing';
import {
  JWT_AUDIENCE,
  JWT_ISSUER,
  SESSION_COOKIE,
  SUBJECTS,
  type EventPayloads,
  type LoginReply,
  type User,
} from '@rawi/proto';
import { INVALID_CREDENTIALS } from '../../commands/sign-in.ts';
import { LOGIN_THROTTLE } from '../../login-throttle.ts';
import { LoginFailureModel } from '../../models/login-failure.ts';
import { PasswordResetModel } from '../../models/password-reset.ts';
import { UserModel } from '../../models/user.ts';
import { resetTokenHash } from '../../commands/password-reset-tokens.ts';
import { buildUser } from '../../test/factories.ts';
import {
  callService,
  getTestServer,
  newClientAddress,
  type IdentityTestServer,
  type Reply,
} from '../../test/support.ts';

let server: IdentityTestServer;
let collector: Awaited<ReturnType<typeof collectEvents>>;

beforeAll(async () => {
  server = await getTestServer('auth');
  collector = await collectEvents([SUBJECTS.userPasswordResetRequested, SUBJECTS.userUpdated]);
});
afterAll(async () => {
  await collector.stop();
  await server.close();
});

type ErrorReply = { error: { code: string; message: string; fields?: Record<string, string> } };
const login = (body: unknown, ip?: string, path = '/api/auth/login') =>
  server.call<LoginReply & ErrorReply>('POST', path, { body, ...(ip ? { ip } : {}) });

describe('POST /api/auth/login', () => {
  it('signs in with the right password and answers the user and an RS256 token', async () => {
    const { user, password, id } = await buildUser({ username: 'noura', role: 'superadmin' });
    const res = await login({ username: 'noura', password });
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({
      id,
      username: 'noura',
      email: user.email,
      role: 'superadmin',
      isActive: true,
      lastLogin: expect.any(String),
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
      revision: 0,
    });
    const claims = jwt.verify(res.body.token, testInfra().jwt.publicKey, {
      algorithms: ['RS256'],
      audience: JWT_AUDIENCE,
      issuer: JWT_ISSUER,
    }) as jwt.JwtPayload;
    expect(claims).toMatchObject({ sub: id, username: 'noura', role: 'superadmin' });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
    expect(jwt.decode(res.body.token, { complete: true })?.header.alg).toBe('RS256');
  });

  it('compares the username case-insensitively and ignores surrounding spaces', async () => {
    const { password, id } = await buildUser({ username: 'Khalid' });
    const res = await login({ username: '  kHALID ', password });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(id);
    expect(res.body.user.username).toBe('Khalid');
  });

  it('records lastLogin without touching updatedAt', async () => {
    const { user, password, id } = await buildUser();
    expect(user.lastLogin).toBeNull();
    const before = Date.now();
    const res = await login({ username: user.username, password });
    const stored = await UserModel.findById(id).lean();
    expect(stored?.lastLogin?.getTime()).toBeGreaterThanOrEqual(before - 5);
    expect(res.body.user.lastLogin).toBe(stored?.lastLogin?.toISOString());
    expect(stored?.updatedAt.toISOString()).toBe(user.updatedAt.toISOString());
  });

  it('sets the session cookie: the token, HttpOnly, SameSite=Strict, Path=/, Max-Age of the token, not Secure on local http', async () => {
    const { user, password } = await buildUser();
    const res = await login({ username: user.username, password });
    const [raw, ...others] = res.headers.getSetCookie();
    expect(others).toEqual([]);
    const cookie = parseSetCookie(raw ?? '');
    expect(cookie).toMatchObject({
      name: SESSION_COOKIE,
      value: res.body.token,
      httpOnly: true,
      sameSite: 'strict',
      path: '/',
      maxAge: 3600,
    });
    expect(cookie.secure).toBeFalsy();
  });

  it('marks the cookie Secure when the public URL is https', async () => {
    const other = await server.startAnother({
      PUBLIC_URL: 'https://rawi.example.com',
      JWT_TTL_SECONDS: '900',
    });
    const { user, password } = await buildUser();
    const res = await callService<LoginReply>(other.url, 'POST', '/api/auth/login', {
      body: { username: user.username, password },
    });
    expect(res.status).toBe(200);
    const cookie = parseSetCookie(res.headers.getSetCookie()[0] ?? '');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'strict', maxAge: 900 });
    const claims = jwt.decode(res.body.token) as jwt.JwtPayload;
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(900);
  });

  it('answers every failure with the same 401 and one generic message', async () => {
    const { user, password } = await buildUser();
    const inactive = await buildUser({ isActive: false });
    const failures = [
      await login({ username: 'nobody-here', password: 'whatever1' }),
      await login({ username: user.username, password: `${password}x` }),
      await login({ username: inactive.user.username, password: inactive.password }),
    ];
    for (const res of failures) {
      expect(res.status).toBe(401);
      expect(res.body.error).toEqual({ code: 'unauthorized', message: INVALID_CREDENTIALS });
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(res.body).not.toHaveProperty('token');
    }
    expect(INVALID_CREDENTIALS).toBe('Invalid username or password');
  });

  it('refuses an inactive user even with the right password, and records no lastLogin', async () => {
    const { user, password, id } = await buildUser({ isActive: false });
    expect((await login({ username: user.username, password })).status).toBe(401);
    expect((await UserModel.findById(id).lean())?.lastLogin).toBeNull();
  });

  it('takes about as long for an unknown user as for a wrong password (a dummy hash is checked)', async () => {
    const { user } = await buildUser();
    const median = async (username: string) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const started = performance.now();
        await login({ username, password: 'wrong-password' });
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[2] ?? 0;
    };
    const known = await median(user.username);
    const unknown = await median('no-such-user-anywhere');
    expect(unknown).toBeGreaterThan(known * 0.5);
  });

  it.each([
    ['both fields missing', {}, { username: 'Username is required', password: 'Password is required' }],
    ['a blank username', { username: '   ', password: 'secret1' }, { username: 'Username is required' }],
    [
      'an operator object as username',
      { username: { $gt: '' }, password: 'secret1' },
      { username: 'Must be text' },
    ],
    [
      'an operator object as password',
      { username: 'admin', password: { $ne: null } },
      { password: 'Must be text' },
    ],
  ])('answers 400 with the field messages for %s', async (_label, body, fields) => {
    const res = await login(body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation');
    expect(res.body.error.fields).toEqual(fields);
  });

  it('refuses malformed JSON with 400 and a form body with 415', async () => {
    const malformed = await server.call<ErrorReply>('POST', '/api/auth/login', { body: '{"username": "a",' });
    expect(malformed.status).toBe(400);
    const form = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=admin&password=secret1',
    });
    expect(form.status).toBe(415);
    expect(((await form.json()) as ErrorReply).error.code).toBe('unsupported_media_type');
  });
});

describe('sign-in throttling', () => {
  const expectLocked = (res: Reply<LoginReply & ErrorReply>) => {
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('too_many_requests');
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_THROTTLE.windowMs / 1000);
  };

  it('locks an account from one address after 5 failures there: the 6th gets 429 even with the right password', async () => {
    const { user, password } = await buildUser();
    const ip = newClientAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await login({ username: user.username, password: 'wrong-password' }, ip)).status).toBe(401);
    }
    const locked = await login({ username: user.username, password }, ip);
    expectLocked(locked);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(LOGIN_THROTTLE.windowMs / 1000 - 60);
    expect(locked.headers.getSetCookie()).toEqual([]);
  });

  it('lets the owner sign in from address B while address A hammers the same account', async () => {
    const { user, password } = await buildUser();
    const attacker = newClientAddress();
    const owner = newClientAddress();
    const hammering = (async () => {
      const replies = [];
      for (let i = 0; i < 10; i += 1)
        replies.push(await login({ username: user.username, password: 'guess' }, attacker));
      return replies;
    })();
    const [attempts, ownerReply] = await Promise.all([
      hammering,
      (async () => {
        // Once the attacker's address is locked and the account's delay has grown.
        const failures = async () =>
          (await LoginFailureModel.findById(`account:${user.usernameKey}`).lean())?.failures ?? 0;
        while ((await failures()) < LOGIN_THROTTLE.accountFailures) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return login({ username: user.username, password }, owner);
      })(),
    ]);
    expect(attempts.every((r) => r.status === 401 || r.status === 429)).toBe(true);
    expect((await login({ username: user.username, password }, attacker)).status).toBe(429);
    expect(ownerReply.status).toBe(200);
    expect((await login({ username: user.username, password }, newClientAddress())).status).toBe(200);
  });

  it('counts case variants of the username, of the path, a trailing slash and extra body fields on one counter', async () => {
    const { user, password } = await buildUser({ username: 'salma' });
    const ip = newClientAddress();
    const attempts: Array<[string, Record<string, unknown>]> = [
      ['/api/auth/login', { username: 'SALMA', password: 'wrong-1' }],
      ['/api/AUTH/Login', { username: 'salma', password: 'wrong-2' }],
      ['/api/auth/login/', { username: ' Salma ', password: 'wrong-3' }],
      ['/API/auth/LOGIN/', { username: 'salma', password: 'wrong-4', remember: true, role: 'admin' }],
      ['/api/auth/login', { username: 'ｓａｌｍａ', password: 'wrong-5', extra: { nested: 1 } }],
    ];
    for (const [path, body] of attempts) {
      expect((await login(body, ip, path)).status).toBe(401);
    }
    expectLocked(await login({ username: user.username, password, foo: 'bar' }, ip, '/api/auth/login/'));
    expectLocked(await login({ username: 'SALMA', password }, ip, '/Api/Auth/Login'));
  });

  it('locks unknown usernames too, so a lock tells nothing about which accounts exist', async () => {
    const ip = newClientAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await login({ username: 'ghost-account', password: 'wrong-password' }, ip)).status).toBe(401);
    }
    expectLocked(await login({ username: 'Ghost-Account', password: 'wrong-password' }, ip));
  });

  it('keeps the failures in MongoDB under the folded username', async () => {
    const { user } = await buildUser({ username: 'Faisal' });
    await login({ username: 'FAISAL', password: 'wrong-password' });
    await login({ username: user.username, password: 'wrong-password' });
    const stored = await LoginFailureModel.findById('account:faisal').lean();
    expect(stored?.failures).toBe(2);
    expect(stored?.lockedUntil).toBeNull();
  });

  it('clears the account failures on success, so the count starts again', async () => {
    const { user, password } = await buildUser();
    for (let i = 0; i < 4; i += 1) await login({ username: user.username, password: 'wrong-password' });
    expect((await login({ username: user.username, password })).status).toBe(200);
    expect(await LoginFailureModel.findById(`account:${user.usernameKey}`).lean()).toBeNull();
    for (let i = 0; i < 4; i += 1) {
      expect((await login({ username: user.username, password: 'wrong-password' })).status).toBe(401);
    }
    expect((await login({ username: user.username, password })).status).toBe(200);
  });

  it('lifts the lock once the window has passed', async () => {
    const { user, password } = await buildUser();
    const ip = newClientAddress();
    for (let i = 0; i < 5; i += 1) await login({ username: user.username, password: 'wrong-password' }, ip);
    expectLocked(await login({ username: user.username, password }, ip));
    // Move the stored windows and locks into the past, as 15 minutes would.
    const past = new Date(Date.now() - 1000);
    await LoginFailureModel.updateMany(
      {},
      { $set: { lockedUntil: past, windowStartedAt: new Date(past.getTime() - LOGIN_THROTTLE.windowMs) } },
    );
    expect((await login({ username: user.username, password }, ip)).status).toBe(200);
  });

  it('starts a new window when the old one has expired without a lock', async () => {
    const { user, password } = await buildUser();
    for (let i = 0; i < 4; i += 1) await login({ username: user.username, password: 'wrong-password' });
    await LoginFailureModel.updateOne(
      { _id: `account:${user.usernameKey}` },
      { $set: { windowStartedAt: new Date(Date.now() - LOGIN_THROTTLE.windowMs - 1000) } },
    );
    // Four old failures no longer count: four new ones stay under the limit.
    for (let i = 0; i < 4; i += 1) {
      expect((await login({ username: user.username, password: 'wrong-password' })).status).toBe(401);
    }
    expect((await login({ username: user.username, password })).status).toBe(200);
  });

  it('throttles one client after 20 failed attempts across accounts, whatever the path variant', async () => {
    const ip = newClientAddress();
    const { user, password } = await buildUser();
    for (let i = 0; i < LOGIN_THROTTLE.clientFailures; i += 1) {
      const path = i % 2 ? '/api/auth/login/' : '/api/Auth/LOGIN';
      expect((await login({ username: `sprayed-${i}`, password: 'Password1' }, ip, path)).status).toBe(401);
    }
    expectLocked(await login({ username: user.username, password }, ip));
    // Another client is not affected.
    expect((await login({ username: user.username, password }, newClientAddress())).status).toBe(200);
  });

  it('limits the total sign-in requests of one client, even ones that fail validation', async () => {
    const ip = newClientAddress();
    for (let i = 0; i < 60; i += 1) expect((await login({}, ip)).status).toBe(400);
    const res = await login({}, ip);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 204 and expires the session cookie', async () => {
    const res = await server.call('POST', '/api/auth/logout');
    expect(res.status).toBe(204);
    const cookie = parseSetCookie(res.headers.getSetCookie()[0] ?? '');
    expect(cookie).toMatchObject({
      name: SESSION_COOKIE,
      value: '',
      maxAge: 0,
      httpOnly: true,
      sameSite: 'strict',
      path: '/',
    });
  });
});

describe('GET /api/auth/me', () => {
  it('answers the signed-in user from a bearer token or from the session cookie', async () => {
    const { user, password, id } = await buildUser();
    const { body } = await login({ username: user.username, password });
    const byBearer = await server.call<{ user: User }>('GET', '/api/auth/me', { token: body.token });
    expect(byBearer.status).toBe(200);
    expect(byBearer.body.user).toMatchObject({ id, username: user.username });
    expect(byBearer.body.user).not.toHaveProperty('passwordHash');
    const byCookie = await server.call<{ user: User }>('GET', '/api/auth/me', {
      headers: { cookie: `${SESSION_COOKIE}=${body.token}` },
    });
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.user.id).toBe(id);
  });

  it('answers 401 once the user is deleted or deactivated', async () => {
    const deleted = await buildUser();
    await UserModel.deleteOne({ _id: deleted.user._id });
    expect((await server.call('GET', '/api/auth/me', { token: deleted.token })).status).toBe(401);
    const deactivated = await buildUser();
    await UserModel.updateOne({ _id: deactivated.user._id }, { $set: { isActive: false } });
    expect((await server.call('GET', '/api/auth/me', { token: deactivated.token })).status).toBe(401);
  });
});

describe('POST /api/auth/reset-password', () => {
  /** Asks for a reset link as an admin would, and reads the token from the mailer's event. */
  const requestResetToken = async (userId: string) => {
    const admin = await buildUser();
    const res = await server.call('POST', `/api/users/${userId}/send-password-reset`, { token: admin.token });
    expect(res.status).toBe(202);
    const event = await collector.waitFor((e) => {
      const data = e.data as EventPayloads['user.password-reset-requested'];
      return (
        e.subject === SUBJECTS.userPasswordResetRequested &&
        data.userId === userId &&
        !handedOut.has(data.resetToken)
      );
    });
    const { resetToken } = event.data as EventPayloads['user.password-reset-requested'];
    handedOut.add(resetToken);
    return resetToken;
  };
  const handedOut = new Set<string>();

  it('sets the new password with a valid token, once', async () => {
    const { user, id, password: oldPassword } = await buildUser();
    const token = await requestResetToken(id);
    const res = await server.call('POST', '/api/auth/reset-password', {
      body: { token, password: 'brand-new-1' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Password reset successfully' });
    expect((await login({ username: user.username, password: 'brand-new-1' })).status).toBe(200);
    expect((await login({ username: user.username, password: oldPassword })).status).toBe(401);

    const again = await server.call<ErrorReply>('POST', '/api/auth/reset-password', {
      body: { token, password: 'another-2' },
    });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('Invalid or expired reset token');
    expect((await login({ username: user.username, password: 'brand-new-1' })).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const { id } = await buildUser();
    const token = await requestResetToken(id);
    // FerretDB can lose one of two concurrent updates of a document (the relay marks this
    // record published meanwhile): write the expiry until it reads back.
    const past = new Date(Date.now() - 1000);
    await expect
      .poll(async () => {
        await PasswordResetModel.updateOne(
          { tokenHash: resetTokenHash(token) },
          { $set: { expiresAt: past } },
        );
        return (await PasswordResetModel.findOne({ tokenHash: resetTokenHash(token) }).lean())?.expiresAt;
      })
      .toEqual(past);
    const res = await server.call<ErrorReply>('POST', '/api/auth/reset-password', {
      body: { token, password: 'brand-new-1' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Invalid or expired reset token');
  });

  it('refuses an older token once a newer one was sent', async () => {
    const { id } = await buildUser();
    const first = await requestResetToken(id);
    const second = await requestResetToken(id);
    expect(second).not.toBe(first);
    expect(
      (
        await server.call('POST', '/api/auth/reset-password', {
          body: { token: first, password: 'brand-new-1' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await server.call('POST', '/api/auth/reset-password', {
          body: { token: second, password: 'brand-new-1' },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses an unknown token and an injected operator without changing anything', async () => {
    const unknown = await server.call<ErrorReply>('POST', '/api/auth/reset-password', {
      body: { token: 'not-a-real-token', password: 'brand-new-1' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Invalid or expired reset token');
    const injected = await server.call<ErrorReply>('POST', '/api/auth/reset-password', {
      body: { token: { $ne: null }, password: 'brand-new-1' },
    });
    expect(injected.status).toBe(400);
    expect(injected.body.error.fields).toEqual({ token: 'Invalid or expired reset token' });
  });

  it('keeps only the sha256 of the token, and drops the raw token once the mail event is relayed', async () => {
    const { id } = await buildUser();
    const token = await requestResetToken(id);
    await server.relay.flush();
    const stored = await PasswordResetModel.find({ userId: id }).lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ tokenHash: resetTokenHash(token), pendingToken: null, usedAt: null });
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it.each([
    [
      'a short password',
      { token: 'x', password: '12345' },
      { password: 'Password must be at least 6 characters' },
    ],
    ['no password', { token: 'x' }, { password: 'Password must be at least 6 characters' }],
    ['no token', { password: 'brand-new-1' }, { token: 'Invalid or expired reset token' }],
  ])('answers 400 for %s', async (_label, body, fields) => {
    const res = await server.call<ErrorReply>('POST', '/api/auth/reset-password', { body });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual(fields);
  });
});
