/** Sign-in throttling: per account and address, and what an attacker cannot do with it (a guesser can neither get in faster nor lock the owner out). */
import { describe, expect, it } from 'vitest';
import type { ErrorBody, LoginReply } from '@rawi/proto';
import { LOGIN_THROTTLE } from '../../throttling/login-throttle.ts';
import { LoginFailureModel } from '../../models/login-failure.ts';
import { buildUser } from '../../test/factories.ts';
import { login, useAuthApi } from '../../test/auth-api.ts';
import { newClientAddress, type Reply } from '../../test/support.ts';

useAuthApi('auth_throttle');

describe('sign-in throttling', () => {
  const expectLocked = (res: Reply<LoginReply & ErrorBody>) => {
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
