import { describe, expect, it } from 'vitest';
import { bearer, mintToken, rawCall } from '@rawi/kit/testing';
import { CONTENT_SECURITY_POLICY } from './security-headers.ts';
import { rawRequest, type TestGateway, type UpstreamSet, useGatewayOverUpstreams } from '../test/support.ts';

let upstreams: UpstreamSet;
let gateway: TestGateway;

useGatewayOverUpstreams((started) => ({ upstreams, gateway } = started));

describe('unsupported methods', () => {
  it.each(['TRACE', 'PROPFIND', 'MKCOL', 'LOCK', 'CONNECT'])(
    '%s on /api/users is answered 405 as JSON and never reaches a service',
    async (method) => {
      const token = bearer(mintToken());
      const reply = await rawCall(gateway.url, method, '/api/users', { headers: token });
      expect(reply.status).toBe(405);
      expect(JSON.parse(reply.body).error.code).toBe('method_not_allowed');
      expect(upstreams.identity.seen.filter((s) => s.method === method)).toEqual([]);
    },
  );
});

describe('Cache-Control on authenticated replies', () => {
  it('is no-store on an authenticated API call, whatever the service sent', async () => {
    upstreams.identity.handle = async (ctx) => {
      ctx.set('Cache-Control', 'public, max-age=600');
      ctx.body = [];
    };
    const res = await rawRequest(gateway.url, { path: '/api/users', headers: bearer(mintToken()) });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    upstreams.identity.handle = undefined;
  });

  it('is left to the service on public reads', async () => {
    upstreams.projects.handle = async (ctx) => {
      ctx.set('Cache-Control', 'public, max-age=60');
      ctx.body = [];
    };
    const res = await rawRequest(gateway.url, { path: '/api/projects' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    upstreams.projects.handle = undefined;
  });
});

describe('media files', () => {
  it('keep the media service’s own restrictive policy', async () => {
    const policy = "default-src 'none'; sandbox";
    upstreams.media.handle = async (ctx) => {
      ctx.set('Content-Security-Policy', policy);
      ctx.type = 'image/svg+xml';
      ctx.body = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    };
    const res = await rawRequest(gateway.url, { path: '/api/media/files/a.svg' });
    expect(res.headers['content-security-policy']).toBe(policy);
    upstreams.media.handle = undefined;
  });

  it('other media replies carry the site policy', async () => {
    const res = await rawRequest(gateway.url, { path: '/api/media', headers: bearer(mintToken()) });
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });
});
