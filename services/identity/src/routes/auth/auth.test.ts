import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { parseSetCookie } from 'cookie';
import { checkedFetch, testInfra } from '@rawi/kit/testing';
import {
  HEADERS,
  JWT_AUDIENCE,
  JWT_ISSUER,
  SESSION_COOKIE,
  type ErrorBody,
  type LoginReply,
  type User,
} from '@rawi/proto';
import { INVALID_CREDENTIALS } from '../../commands/sign-in.ts';
import { UserModel } from '../../models/user.ts';
import { buildUser } from '../../test/factories.ts';
import { login, server, useAuthApi } from '../../test/auth-api.ts';
import { callService } from '../../test/support.ts';

useAuthApi('auth');

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
    const malformed = await server.call<ErrorBody>('POST', '/api/auth/login', { body: '{"username": "a",' });
    expect(malformed.status).toBe(400);
    const form = await checkedFetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=admin&password=secret1',
    });
    expect(form.status).toBe(415);
    expect(((await form.json()) as ErrorBody).error.code).toBe('unsupported_media_type');
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

describe('POST /api/auth/logout with the session cookie alone', () => {
  const withCookie = (token: string, headers: Record<string, string> = {}) => ({
    headers: { cookie: `${SESSION_COOKIE}=${token}`, ...headers },
  });

  it('refuses a cross-site sign-out (no CSRF header) with 403, and the session stays valid', async () => {
    const { user, password } = await buildUser();
    const { body } = await login({ username: user.username, password });
    const res = await server.call<ErrorBody>('POST', '/api/auth/logout', withCookie(body.token));
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'forbidden', message: `Missing ${HEADERS.csrf} header` });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await server.call('GET', '/api/auth/me', withCookie(body.token))).status).toBe(200);
  });

  it('ends the session on a same-site sign-out (CSRF header): 204, and the token no longer works', async () => {
    const { user, password } = await buildUser();
    const { body } = await login({ username: user.username, password });
    const res = await server.call(
      'POST',
      '/api/auth/logout',
      withCookie(body.token, { [HEADERS.csrf]: '1' }),
    );
    expect(res.status).toBe(204);
    expect(parseSetCookie(res.headers.getSetCookie()[0] ?? '')).toMatchObject({
      name: SESSION_COOKIE,
      maxAge: 0,
    });
    await expect
      .poll(async () => (await server.call('GET', '/api/auth/me', withCookie(body.token))).status)
      .toBe(401);
    expect((await server.call('GET', '/api/auth/me', { token: body.token })).status).toBe(401);
  });

  it('answers 204 to a sign-out whose cookie is no longer valid: there is no session to end', async () => {
    const expired = jwt.sign({ sub: 'u1', username: 'gone', role: 'admin' }, 'not-the-key', {
      expiresIn: -10,
    });
    const res = await server.call('POST', '/api/auth/logout', withCookie(expired));
    expect(res.status).toBe(204);
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
