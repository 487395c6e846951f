/**
 * Guessing one account's password from many addresses: a budget per account across every
 * address (at most 30 checks in 15 minutes), while the owner at an address they signed in from
 * before is not slowed at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type ErrorBody, type LoginReply } from '@rawi/proto';
import { LOGIN_THROTTLE } from '../../throttling/login-throttle.ts';
import { PasswordCheckSlotModel } from '../../models/password-check-slot.ts';
import { PASSWORD_CHECK_BUDGET, reservePasswordCheck } from '../../throttling/password-check-budget.ts';
import { buildUser } from '../../test/factories.ts';
import { getTestServer, newClientAddress, type IdentityTestServer } from '../../test/support.ts';

let server: IdentityTestServer;

beforeAll(async () => {
  server = await getTestServer('distributed_guessing');
});
afterAll(() => server.close());

const login = (username: string, password: string, ip: string) =>
  server.call<LoginReply & ErrorBody>('POST', API.login, { body: { username, password }, ip });

describe('a password budget per account across addresses', () => {
  it('answers at most 30 password verdicts to 20 addresses guessing at once, refusing the rest with Retry-After', async () => {
    const { user, password } = await buildUser();
    const addresses = Array.from({ length: 20 }, () => newClientAddress());
    // 5 guesses per address: as many as the per-address lock allows.
    const guesses = addresses.flatMap((ip) =>
      Array.from({ length: LOGIN_THROTTLE.accountFailures }, (_, i) =>
        login(user.username, `guess-${i}`, ip),
      ),
    );
    const replies = await Promise.all(guesses);
    const verdicts = replies.filter((r) => r.status === 401);
    const refused = replies.filter((r) => r.status === 429);
    expect(verdicts.length + refused.length).toBe(replies.length);
    expect(verdicts.length).toBeLessThanOrEqual(PASSWORD_CHECK_BUDGET.checksPerWindow);
    expect(verdicts.length).toBe(PASSWORD_CHECK_BUDGET.burst);
    for (const reply of refused) {
      expect(reply.body.error.message).toBe('Too many failed sign-in attempts. Please try again later.');
      expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The right password from yet another address is refused unchecked too, but only until the next slot.
    const newcomer = await login(user.username, password, newClientAddress());
    expect(newcomer.status).toBe(429);
    expect(Number(newcomer.headers.get('retry-after'))).toBeLessThanOrEqual(
      (PASSWORD_CHECK_BUDGET.intervalMs * PASSWORD_CHECK_BUDGET.burst) / 1000,
    );
  });

  it('never makes the owner wait for signing in from one new address after another', async () => {
    const { user, password } = await buildUser();
    for (let i = 0; i < PASSWORD_CHECK_BUDGET.burst + 5; i += 1) {
      expect((await login(user.username, password, newClientAddress())).status).toBe(200);
    }
  });

  it('does not slow the owner at an address they signed in from before, whatever the guessing', async () => {
    const { user, password } = await buildUser();
    const home = newClientAddress();
    expect((await login(user.username, password, home)).status).toBe(200);
    const guesses = Array.from({ length: 20 }, () => newClientAddress()).flatMap((ip) =>
      Array.from({ length: 3 }, (_, i) => login(user.username, `guess-${i}`, ip)),
    );
    const replies = await Promise.all(guesses);
    expect(replies.filter((r) => r.status === 401).length).toBeLessThanOrEqual(PASSWORD_CHECK_BUDGET.burst);
    // The guesses grew the account's failure delay (3 s) and spent its slots: neither applies at home.
    const started = performance.now();
    const owner = await login(user.username, password, home);
    expect(owner.status).toBe(200);
    expect(owner.body.token).toBeTruthy();
    // Well below the 3 s either would have added (one argon2 check takes a few hundred ms).
    expect(performance.now() - started).toBeLessThan(2_500);
  });

  it('never locks the owner out: a new address gets the next free slot once its Retry-After has passed', async () => {
    const { user, password } = await buildUser();
    for (let i = 0; i < PASSWORD_CHECK_BUDGET.burst; i += 1) {
      expect((await login(user.username, `guess-${i}`, newClientAddress())).status).toBe(401);
    }
    const owner = newClientAddress();
    const refused = await login(user.username, password, owner);
    expect(refused.status).toBe(429);
    const retryAfterMs = Number(refused.headers.get('retry-after')) * 1000;
    // Move the account's slot back by the Retry-After, as waiting that long would.
    await PasswordCheckSlotModel.updateOne(
      { _id: user.usernameKey },
      { $inc: { nextCheckAt: -retryAfterMs } },
    );
    expect((await login(user.username, password, owner)).status).toBe(200);
  });
});

describe('the budget over time', () => {
  it('lets through at most 30 checks in any 15 minutes to one attempt a second for 45 minutes', async () => {
    const { user } = await buildUser();
    const start = Date.now();
    const checkedAt: number[] = [];
    for (let t = 0; t < 45 * 60_000; t += 1000) {
      const slot = await reservePasswordCheck(user.username, start + t);
      if (slot.granted) {
        expect(slot.waitMs).toBeLessThanOrEqual(PASSWORD_CHECK_BUDGET.maxWaitMs);
        checkedAt.push(t + slot.waitMs);
      } else {
        expect(slot.retryAfterMs).toBeGreaterThan(0);
      }
    }
    const { windowMs, checksPerWindow, intervalMs } = PASSWORD_CHECK_BUDGET;
    const mostInAWindow = Math.max(
      ...checkedAt.map((from) => checkedAt.filter((at) => at >= from && at < from + windowMs).length),
    );
    expect(mostInAWindow).toBeLessThanOrEqual(checksPerWindow);
    // And the budget is really spent: the burst, then one check per interval.
    expect(checkedAt.length).toBeGreaterThanOrEqual(
      PASSWORD_CHECK_BUDGET.burst + Math.floor((45 * 60_000) / intervalMs) - 1,
    );
  }, 60_000);
});
