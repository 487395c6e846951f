import { describe, expect, it } from 'vitest';
import { bearer, mintToken } from '@rawi/kit/testing';
import type { ErrorBody } from '@rawi/proto';
import { canonicalPath, resolveRoute } from './routing.ts';
import {
  rawRequest,
  startGateway,
  upstreamEnv,
  type TestGateway,
  type UpstreamSet,
  useGatewayOverUpstreams,
} from '../test/support.ts';

describe('resolveRoute', () => {
  it.each([
    ['GET', '/api/users', 'identity'],
    ['POST', '/api/auth/login', 'identity'],
    ['GET', '/api/content/hero/en', 'content'],
    ['GET', '/api/projects', 'projects'],
    ['GET', '/api/media/files/a.webp', 'media'],
    ['POST', '/api/contact', 'contact'],
    ['GET', '/api/contact-submissions', 'contact'],
  ])('sends %s %s to %s', (method, path, service) => {
    expect(resolveRoute(method, path)).toMatchObject({ kind: 'api', service, path });
  });

  it('sends every path outside /api to the web app unchanged', () => {
    expect(resolveRoute('GET', '/')).toEqual({ kind: 'web', path: '/' });
    expect(resolveRoute('GET', '/admin/users')).toEqual({ kind: 'web', path: '/admin/users' });
    expect(resolveRoute('GET', '/assets/app.js')).toEqual({ kind: 'web', path: '/assets/app.js' });
    expect(resolveRoute('GET', '/projects/%D8%B1%D8%A7%D9%88%D9%8A')).toMatchObject({ kind: 'web' });
    expect(resolveRoute('GET', '/apix')).toMatchObject({ kind: 'web' });
  });

  it('drops one trailing slash of an API path, so it is checked and forwarded as the route it is', () => {
    expect(resolveRoute('GET', '/api/users/')).toMatchObject({
      service: 'identity',
      path: '/api/users',
      isPublic: false,
    });
    expect(resolveRoute('POST', '/api/auth/login/')).toMatchObject({
      path: '/api/auth/login',
      isPublic: true,
    });
  });

  it('matches API routes case-sensitively and refuses other cases as unknown, never as web paths', () => {
    for (const path of ['/api/USERS', '/API/users', '/Api/users', '/api/Users/1']) {
      expect(() => resolveRoute('GET', path)).toThrow(expect.objectContaining({ status: 404 }));
    }
  });

  it.each([
    '//api/users',
    '/api//users',
    '/api/users/../users',
    '/api/auth/login/../../users',
    '/api/projects/slug/..',
    '/api/projects/slug/.',
    '/api/auth/login/%2e%2e/%2e%2e/users',
    '/api/auth/login/%2E%2E/%2E%2E/users',
    '/api/media/files/..%2f..%2fusers',
    '/api/media/files/..%2F..%2Fusers',
    '/api/projects/slug/a%5c..%5cusers',
    '/api/users%00',
    '/api\\users',
    '/api/users/./1',
    'api/users',
    '*',
  ])('refuses the non-canonical path %s with 400', (path) => {
    expect(() => canonicalPath(path)).toThrow(expect.objectContaining({ status: 400 }));
  });
});

describe('gateway routing', () => {
  let upstreams: UpstreamSet;
  let gateway: TestGateway;
  const token = mintToken({ username: 'noura', role: 'admin' });

  useGatewayOverUpstreams((started) => ({ upstreams, gateway } = started));

  const only = (service: keyof UpstreamSet) => {
    for (const [name, upstream] of Object.entries(upstreams)) {
      expect(upstream.seen.length, `${name} saw ${upstream.seen.map((s) => s.url).join(', ')}`).toBe(
        name === service ? 1 : 0,
      );
    }
    return upstreams[service].seen[0]!;
  };

  // Every call of the API, with the service that owns it.
  const SPEC_CALLS: Array<[string, string, keyof UpstreamSet]> = [
    ['POST', '/api/auth/login', 'identity'],
    ['GET', '/api/content/hero/en', 'content'],
    ['GET', '/api/content/services/ar', 'content'],
    ['GET', '/api/content/team/en', 'content'],
    ['GET', '/api/content/contact/ar', 'content'],
    ['GET', '/api/content/all/en', 'content'],
    ['POST', '/api/content', 'content'],
    ['POST', '/api/contact', 'contact'],
    ['GET', '/api/contact-submissions', 'contact'],
    ['PUT', '/api/contact-submissions/665f1c2e9b1d8a0012345678', 'contact'],
    ['DELETE', '/api/contact-submissions/665f1c2e9b1d8a0012345678', 'contact'],
    ['GET', '/api/media', 'media'],
    ['POST', '/api/media/upload', 'media'],
    ['DELETE', '/api/media/665f1c2e9b1d8a0012345678', 'media'],
    ['GET', '/api/media/files/3f2a.webp', 'media'],
    ['GET', '/api/projects?language=ar', 'projects'],
    ['GET', '/api/projects', 'projects'],
    ['GET', '/api/projects/slug/offline-ai?language=en', 'projects'],
    ['POST', '/api/projects', 'projects'],
    ['PUT', '/api/projects/665f1c2e9b1d8a0012345678', 'projects'],
    ['DELETE', '/api/projects/665f1c2e9b1d8a0012345678', 'projects'],
    ['GET', '/api/users', 'identity'],
    ['POST', '/api/users', 'identity'],
    ['PATCH', '/api/users/665f1c2e9b1d8a0012345678', 'identity'],
    ['DELETE', '/api/users/665f1c2e9b1d8a0012345678', 'identity'],
    ['POST', '/api/users/665f1c2e9b1d8a0012345678/reset-password', 'identity'],
    ['POST', '/api/users/665f1c2e9b1d8a0012345678/send-password-reset', 'identity'],
    ['GET', '/api/auth/me', 'identity'],
    ['POST', '/api/auth/logout', 'identity'],
  ];

  it.each(SPEC_CALLS)(
    '%s %s reaches the %s service with its path, query and body',
    async (method, path, service) => {
      const hasBody = method !== 'GET' && method !== 'DELETE';
      const res = await fetch(`${gateway.url}${path}`, {
        method,
        headers: { ...bearer(token), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
        ...(hasBody ? { body: JSON.stringify({ probe: path }) } : {}),
      });
      expect(res.status).toBe(200);
      const echoed = (await res.json()) as { service: string; url: string; method: string };
      expect(echoed).toMatchObject({ service, url: path, method });
      const seen = only(service);
      if (hasBody) expect(seen.body?.text).toBe(JSON.stringify({ probe: path }));
    },
  );

  it('answers an unknown /api path with a 404 JSON error and calls no service', async () => {
    for (const path of ['/api', '/api/', '/api/nothing', '/api/USERS', '/API/users', '/api/projectsX']) {
      const res = await fetch(`${gateway.url}${path}`, { headers: bearer(token) });
      expect(res.status, path).toBe(404);
      const body = (await res.json()) as ErrorBody;
      expect(body.error.code).toBe('not_found');
      expect(body.requestId).toBe(res.headers.get('x-request-id'));
    }
    for (const upstream of Object.values(upstreams)) expect(upstream.seen).toEqual([]);
  });

  it('sends every other path to the web container and passes its status through, its 404 included', async () => {
    const page = await fetch(`${gateway.url}/admin/users?tab=1`);
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({ service: 'web', url: '/admin/users?tab=1', method: 'GET' });

    const missing = await fetch(`${gateway.url}/no-such-page?status=404`);
    expect(missing.status).toBe(404);
    // The web container's own body, not a gateway error.
    expect(await missing.json()).toMatchObject({ service: 'web', url: '/no-such-page?status=404' });
  });

  it('passes a web 304 (cached asset) through without a body', async () => {
    const res = await rawRequest(gateway.url, {
      path: '/assets/app.js?status=304',
      headers: { 'if-none-match': '"abc"' },
    });
    expect(res.status).toBe(304);
    expect(res.body.length).toBe(0);
    expect(upstreams.web.seen[0]!.headers['if-none-match']).toBe('"abc"');
  });

  it.each([
    ['//api/users', 400],
    ['/api//users', 400],
    ['/api/users/%2e%2e/users', 400],
    ['/api/auth/login/%2e%2e/%2e%2e/users', 400],
    ['/api/auth/login/../../users', 400],
    ['/api/projects/slug/..%2f..%2fusers', 400],
    ['/api/media/files/%2E%2E%2F%2E%2E%2Fusers', 400],
    ['/api/USERS', 404],
    ['/API/users', 404],
    ['/api/users/', 401],
    ['/api/Users/', 404],
    ['/api/auth/login/', 401],
  ])('keeps %s from reaching a service without a token (%i)', async (path, status) => {
    // Raw request: fetch and URL parsing would normalise the dot segments away before sending.
    const res = await rawRequest(gateway.url, { path });
    expect(res.status).toBe(status);
    expect(res.json<ErrorBody>().error.message).toBeTruthy();
    for (const upstream of Object.values(upstreams)) expect(upstream.seen).toEqual([]);
  });

  it('routes an absolute-form request target by its path, so it needs the same token', async () => {
    const res = await rawRequest(gateway.url, { path: 'http://evil.example/api/users' });
    expect(res.status).toBe(401);
    expect(upstreams.identity.seen).toEqual([]);
  });

  it('forwards a trailing-slash API path as its canonical form, with the token checked', async () => {
    const res = await fetch(`${gateway.url}/api/users/?page=2`, { headers: bearer(token) });
    expect(res.status).toBe(200);
    expect(only('identity').url).toBe('/api/users?page=2');
  });

  it('answers 503 with a clear JSON error for a service that is not configured', async () => {
    const partial = await startGateway(upstreamEnv({ identity: upstreams.identity }));
    try {
      for (const [path, service] of [
        ['/api/content/hero/en', 'content'],
        ['/api/projects', 'projects'],
        ['/api/media/files/x.webp', 'media'],
        ['/', 'web'],
      ]) {
        const res = await fetch(`${partial.url}${path}`);
        expect(res.status, path).toBe(503);
        const body = (await res.json()) as ErrorBody;
        expect(body.error).toEqual({
          code: 'service_unavailable',
          message: `The ${service} service is not available`,
        });
      }
      const post = await fetch(`${partial.url}/api/contact`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(((await post.json()) as ErrorBody).error.message).toBe('The contact service is not available');
      // A configured one still works.
      expect((await fetch(`${partial.url}/api/users`, { headers: bearer(token) })).status).toBe(200);
    } finally {
      await partial.close();
    }
  });
});
