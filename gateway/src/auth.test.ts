import { describe, expect, it } from 'vitest';
import { bearer, generateJwtKeys, mintToken, unsignedToken } from '@rawi/kit/testing';
import { HEADERS, SESSION_COOKIE, type ErrorBody } from '@rawi/proto';
import { type TestGateway, type UpstreamSet, useGatewayOverUpstreams } from '../test/support.ts';

let upstreams: UpstreamSet;
let gateway: TestGateway;

useGatewayOverUpstreams((started) => ({ upstreams, gateway } = started));

const nothingReachedAService = () => {
  for (const [name, upstream] of Object.entries(upstreams)) {
    expect(
      upstream.seen.map((s) => `${s.method} ${s.url}`),
      `${name} was called`,
    ).toEqual([]);
  }
};

const ID = '665f1c2e9b1d8a0012345678';

/** Every call that needs a signed-in admin. */
const PROTECTED: Array<[string, string]> = [
  ['GET', '/api/auth/me'],
  ['POST', '/api/content'],
  ['GET', '/api/contact-submissions'],
  ['PUT', `/api/contact-submissions/${ID}`],
  ['DELETE', `/api/contact-submissions/${ID}`],
  ['GET', '/api/contact-submissions.csv'],
  ['GET', '/api/contact-submissions/by-email/layla%40example.com'],
  ['DELETE', '/api/contact-submissions/by-email/layla%40example.com'],
  ['POST', '/api/contact/token'],
  ['GET', '/api/media'],
  ['HEAD', '/api/media'],
  ['POST', '/api/media/upload'],
  ['DELETE', `/api/media/${ID}`],
  ['POST', '/api/projects'],
  ['PUT', `/api/projects/${ID}`],
  ['DELETE', `/api/projects/${ID}`],
  ['GET', `/api/projects/${ID}`],
  ['GET', '/api/users'],
  ['POST', '/api/users'],
  ['PATCH', `/api/users/${ID}`],
  ['DELETE', `/api/users/${ID}`],
  ['POST', `/api/users/${ID}/reset-password`],
  ['POST', `/api/users/${ID}/send-password-reset`],
  // Public only with the exact method.
  ['PUT', '/api/content/hero/en'],
  ['DELETE', `/api/media/files/x.webp`],
  ['GET', '/api/contact'],
  ['GET', '/api/auth/login'],
  ['OPTIONS', '/api/users'],
];

/** Calls anyone may make. */
const PUBLIC: Array<[string, string]> = [
  ['POST', '/api/auth/login'],
  ['POST', '/api/auth/logout'],
  ['POST', '/api/auth/reset-password'],
  ['GET', '/api/content/hero/ar'],
  ['GET', '/api/content/all/en'],
  ['HEAD', '/api/content/team/en'],
  ['GET', '/api/projects'],
  ['GET', '/api/projects?language=en'],
  ['GET', '/api/projects/slug/offline-ai'],
  ['GET', '/api/media/files/3f2a.webp'],
  ['POST', '/api/contact'],
  ['GET', '/api/contact/token'],
];

const BAD_CREDENTIALS: Array<[string, Record<string, string>]> = [
  ['no token', {}],
  ['a token signed with another key', bearer(mintToken({}, { privateKey: generateJwtKeys().privateKey }))],
  ['an unsigned alg=none token', bearer(unsignedToken())],
  ['an expired token', bearer(mintToken({}, { expiresIn: -10 }))],
  ['a token for another audience', bearer(mintToken({}, { audience: 'someone-else' }))],
  ['a malformed Authorization header', { authorization: 'Basic YWRtaW46YWRtaW4=' }],
  ['a bad token in the session cookie', { cookie: `${SESSION_COOKIE}=${unsignedToken()}` }],
];

const send = (method: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`${gateway.url}${path}`, {
    method,
    headers: {
      ...headers,
      ...(['POST', 'PUT', 'PATCH'].includes(method) ? { 'content-type': 'application/json' } : {}),
    },
    ...(['POST', 'PUT', 'PATCH'].includes(method) ? { body: '{"name":"x"}' } : {}),
  });

describe('protected calls', () => {
  describe.each(BAD_CREDENTIALS)('with %s', (_label, headers) => {
    it.each(PROTECTED)('%s %s is refused with 401 before any service is called', async (method, path) => {
      const res = await send(method, path, headers);
      expect(res.status).toBe(401);
      expect(res.headers.get('x-request-id')).toBeTruthy();
      if (method !== 'HEAD') {
        const body = (await res.json()) as ErrorBody;
        expect(body.error.code).toBe('unauthorized');
        expect(body.requestId).toBe(res.headers.get('x-request-id'));
      }
      nothingReachedAService();
    });
  });

  it.each(PROTECTED.filter(([m]) => m !== 'OPTIONS'))(
    '%s %s passes a valid token on as a bearer token',
    async (method, path) => {
      const token = mintToken({ username: 'noura', role: 'admin' });
      const res = await send(method, path, bearer(token));
      expect(res.status).toBe(200);
      const seen = Object.values(upstreams).flatMap((u) => u.seen);
      expect(seen).toHaveLength(1);
      expect(seen[0]!.headers.authorization).toBe(`Bearer ${token}`);
    },
  );
});

describe('public calls', () => {
  it.each(PUBLIC)('%s %s reaches its service without a token', async (method, path) => {
    const res = await send(method, path);
    expect(res.status).toBe(200);
    const seen = Object.values(upstreams).flatMap((u) => u.seen);
    expect(seen.map((s) => s.url)).toEqual([path]);
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });

  it('passes whatever credentials the client sent through unchanged (the projects list shows drafts to a valid admin token)', async () => {
    const token = mintToken();
    await send('GET', '/api/projects', bearer(token));
    expect(upstreams.projects.seen[0]!.headers.authorization).toBe(`Bearer ${token}`);

    // A bad token on a public read is the service's to ignore, not the gateway's to refuse.
    const unsigned = unsignedToken();
    const bad = await send('GET', '/api/projects', bearer(unsigned));
    expect(bad.status).toBe(200);
    expect(upstreams.projects.seen[1]!.headers.authorization).toBe(`Bearer ${unsigned}`);

    const cookie = `${SESSION_COOKIE}=${token}`;
    await send('GET', '/api/projects', { cookie });
    expect(upstreams.projects.seen[2]!.headers.cookie).toBe(cookie);
    expect(upstreams.projects.seen[2]!.headers.authorization).toBeUndefined();
  });
});

describe('session cookie and CSRF header', () => {
  const token = mintToken({ username: 'noura', role: 'admin' });
  const cookie = `${SESSION_COOKIE}=${token}`;

  it('accepts the cookie alone on a safe method and passes the token on as a bearer token', async () => {
    const res = await send('GET', '/api/users', { cookie });
    expect(res.status).toBe(200);
    expect(upstreams.identity.seen[0]!.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('refuses an unsafe method authenticated by the cookie alone without the CSRF header (403)', async () => {
    for (const [method, path] of [
      ['POST', '/api/users'],
      ['PATCH', `/api/users/${ID}`],
      ['DELETE', `/api/users/${ID}`],
      ['POST', '/api/media/upload'],
    ] as const) {
      const res = await send(method, path, { cookie });
      expect(res.status, `${method} ${path}`).toBe(403);
      const body = (await res.json()) as ErrorBody;
      expect(body.error.code).toBe('forbidden');
      expect(body.error.message).toContain(HEADERS.csrf);
    }
    nothingReachedAService();
  });

  it('accepts an unsafe method with the cookie and the CSRF header, passing the token on as a bearer token', async () => {
    const res = await send('POST', '/api/users', { cookie, [HEADERS.csrf]: '1' });
    expect(res.status).toBe(200);
    expect(upstreams.identity.seen[0]!.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('does not need the CSRF header when the token comes in the Authorization header', async () => {
    const res = await send('DELETE', `/api/users/${ID}`, bearer(token));
    expect(res.status).toBe(200);
  });
});
