import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, mintToken } from '@rawi/kit/testing';
import { CONTENT_SECURITY_POLICY } from './security-headers.ts';
import {
  PAGE_POLICY,
  rawRequest,
  startGateway,
  startUpstreams,
  upstreamEnv,
  type TestGateway,
  type UpstreamSet,
} from '../test/support.ts';

let upstreams: UpstreamSet;
let gateway: TestGateway;
let httpsGateway: TestGateway;

beforeAll(async () => {
  upstreams = await startUpstreams();
  gateway = await startGateway(upstreamEnv(upstreams));
  httpsGateway = await startGateway({ ...upstreamEnv(upstreams), PUBLIC_URL: 'https://www.rawi.example' });
});
afterAll(async () => {
  await gateway.close();
  await httpsGateway.close();
  await Promise.all(Object.values(upstreams).map((u) => u.close()));
});

/** Replies of every kind: proxied API and web, gateway errors, health. */
const REPLIES: Array<[string, string, Record<string, string>]> = [
  ['a proxied API reply', '/api/projects', {}],
  ['a proxied API reply that tries to loosen them', '/api/projects?loosen=1&cors=1', {}],
  ['a web page', '/admin/login', {}],
  ['the web app’s 404', '/nowhere?status=404', {}],
  ['a 401', '/api/users', {}],
  ['a 404 for an unknown API path', '/api/nothing', {}],
  ['a 400 for a malformed path', '/api/users/%2e%2e', {}],
  ['/healthz', '/healthz', {}],
  ['an authenticated call', '/api/users', bearer(mintToken())],
];

describe('security headers', () => {
  it.each(REPLIES)('are on %s', async (_label, path, headers) => {
    const res = await rawRequest(gateway.url, { path, headers });
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
  });

  it('carry the policy the site needs: own scripts, inline styles for styled-components, YouTube frames, no framing', () => {
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data: blob: https:",
      "media-src 'self' blob:",
      "style-src 'self' 'unsafe-inline'",
      "script-src 'self'",
      "font-src 'self'",
      "connect-src 'self'",
      'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ]) {
      expect(CONTENT_SECURITY_POLICY.split('; ')).toContain(directive);
    }
  });

  it("keep the web container's page policy (it allows its inline bootstrap script by hash), and only the web's", async () => {
    const page = await rawRequest(gateway.url, { path: '/?pagecsp=1', headers: {} });
    expect(page.headers['content-security-policy']).toBe(PAGE_POLICY);
    const api = await rawRequest(gateway.url, { path: '/api/projects?pagecsp=1', headers: {} });
    expect(api.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('add HSTS only when PUBLIC_URL is https', async () => {
    for (const path of ['/api/projects', '/', '/api/users', '/healthz']) {
      const res = await fetch(`${httpsGateway.url}${path}`);
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('mark every cookie a service sets as Secure when PUBLIC_URL is https', async () => {
    const res = await rawRequest(httpsGateway.url, {
      method: 'POST',
      path: '/api/auth/login?set-cookie=1',
      body: '{}',
    });
    expect(res.headers['set-cookie']).toEqual([
      'rawi_session=abc; Path=/; HttpOnly; Secure',
      'other=1; Path=/; Secure',
    ]);
  });

  it('tell the services the site is https when PUBLIC_URL is', async () => {
    upstreams.projects.seen.length = 0;
    await fetch(`${httpsGateway.url}/api/projects`);
    expect(upstreams.projects.seen[0]!.headers['x-forwarded-proto']).toBe('https');
  });
});

describe('CORS', () => {
  it('gives a cross-origin preflight no allowance', async () => {
    upstreams.identity.seen.length = 0;
    const res = await rawRequest(gateway.url, {
      method: 'OPTIONS',
      path: '/api/users',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(res.status).toBe(403);
    expect(res.json()).toMatchObject({
      error: { code: 'forbidden', message: 'Cross-origin requests are not allowed' },
    });
    expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    expect(upstreams.identity.seen).toEqual([]);
  });

  it('sends no Access-Control headers on a cross-origin read, so the browser withholds the reply', async () => {
    const res = await fetch(`${gateway.url}/api/projects?cors=1`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(200);
    expect([...res.headers.keys()].filter((h) => h.startsWith('access-control-'))).toEqual([]);
  });
});
