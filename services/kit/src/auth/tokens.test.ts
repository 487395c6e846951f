import type Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, SESSION_COOKIE, type ErrorBody } from '@rawi/proto';
import { createServiceApp } from '../http/service-app.ts';
import { createTokenVerifier, requireAuth } from './tokens.ts';
import {
  bearer,
  generateJwtKeys,
  mintToken,
  startTestServer,
  testInfra,
  testLogger,
  unsignedToken,
  type TestServer,
} from '../testing/index.ts';

let server: TestServer;

beforeAll(async () => {
  const app: Koa = createServiceApp({ logger: testLogger, checks: {} });
  app.use(requireAuth(createTokenVerifier(testInfra().jwt.publicKey)));
  app.use((ctx) => {
    ctx.body = { identity: ctx.state.identity };
  });
  server = await startTestServer(app);
});
afterAll(() => server.close());

const call = (headers: Record<string, string>, method = 'GET') =>
  fetch(`${server.url}/anything`, { method, headers });

describe('requireAuth', () => {
  it('accepts a token signed by identity and exposes who it is', async () => {
    const res = await call(bearer(mintToken({ username: 'noura', role: 'admin', sub: 'abc' })));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      identity: { id: 'abc', tokenVersion: 0, username: 'noura', role: 'admin' },
    });
  });

  it.each([
    ['no token', {}],
    ['a token signed with another key', bearer(mintToken({}, { privateKey: generateJwtKeys().privateKey }))],
    ['an unsigned alg=none token', bearer(unsignedToken())],
    ['an expired token', bearer(mintToken({}, { expiresIn: -10 }))],
    ['a token for another audience', bearer(mintToken({}, { audience: 'someone-else' }))],
    ['a malformed header', { authorization: 'Basic abc' }],
  ])('refuses %s with a 401 JSON error', async (_label, headers) => {
    const res = await call(headers as Record<string, string>);
    expect(res.status).toBe(401);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe('unauthorized');
    expect(body.requestId).toBeTruthy();
  });

  it('requires the CSRF header on unsafe methods authenticated by the cookie alone', async () => {
    const cookie = { cookie: `${SESSION_COOKIE}=${mintToken()}` };
    expect((await call(cookie, 'GET')).status).toBe(200);
    const refused = await call(cookie, 'POST');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorBody).error.message).toContain(HEADERS.csrf);
    expect((await call({ ...cookie, [HEADERS.csrf]: '1' }, 'POST')).status).toBe(200);
  });
});
