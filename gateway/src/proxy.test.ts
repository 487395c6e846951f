/**
 * The proxy on the way through: forwarded headers, streamed bodies both ways and the request
 * body limits. When a service fails: proxy-failures.test.ts.
 */
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { bearer, mintToken } from '@rawi/kit/testing';
import { MAX_UPLOAD_BYTES, type ErrorBody } from '@rawi/proto';
import { JSON_BODY_LIMIT, UPLOAD_BODY_LIMIT } from './body-limit.ts';
import {
  rawRequest,
  sha256,
  signal,
  sleep,
  startGateway,
  upstreamEnv,
  within,
  type TestGateway,
  type UpstreamSet,
  useGatewayOverUpstreams,
} from '../test/support.ts';

let upstreams: UpstreamSet;
let gateway: TestGateway;
const token = mintToken({ username: 'noura', role: 'admin' });

useGatewayOverUpstreams((started) => ({ upstreams, gateway } = started));

describe('forwarded headers', () => {
  it('sets X-Forwarded-For to the socket address, whatever the client claims', async () => {
    const res = await fetch(`${gateway.url}/api/projects`, {
      headers: {
        'x-forwarded-for': '6.6.6.6',
        'x-real-ip': '6.6.6.6',
        forwarded: 'for=6.6.6.6;proto=https',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
    });
    expect(res.status).toBe(200);
    const { headers } = upstreams.projects.seen[0]!;
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toBe(`127.0.0.1:${gateway.port}`);
    expect(headers['x-real-ip']).toBeUndefined();
    expect(headers.forwarded).toBeUndefined();
  });

  it('with TRUST_PROXY_HOPS takes the client from the right entry of the trusted proxies’ X-Forwarded-For', async () => {
    const behindIngress = await startGateway({ ...upstreamEnv(upstreams), TRUST_PROXY_HOPS: '1' });
    const behindTwo = await startGateway({ ...upstreamEnv(upstreams), TRUST_PROXY_HOPS: '2' });
    try {
      await fetch(`${behindIngress.url}/api/projects`, {
        headers: {
          'x-forwarded-for': '6.6.6.6, 203.0.113.7',
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'www.rawi.example',
        },
      });
      expect(upstreams.projects.seen[0]!.headers).toMatchObject({
        'x-forwarded-for': '203.0.113.7',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'www.rawi.example',
      });

      await fetch(`${behindTwo.url}/api/projects`, {
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.5' },
      });
      expect(upstreams.projects.seen[1]!.headers['x-forwarded-for']).toBe('203.0.113.7');

      // A request that did not come through the proxy has only the socket to go by.
      await fetch(`${behindIngress.url}/api/projects`);
      expect(upstreams.projects.seen[2]!.headers['x-forwarded-for']).toBe('127.0.0.1');
    } finally {
      await behindIngress.close();
      await behindTwo.close();
    }
  });

  it('passes one request id to the service and back to the client so logs correlate', async () => {
    const res = await fetch(`${gateway.url}/api/users`, { headers: bearer(token) });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(upstreams.identity.seen[0]!.headers['x-request-id']).toBe(id);

    const kept = await fetch(`${gateway.url}/api/users`, {
      headers: { ...bearer(token), 'x-request-id': 'trace-42' },
    });
    expect(kept.headers.get('x-request-id')).toBe('trace-42');
    expect(upstreams.identity.seen[1]!.headers['x-request-id']).toBe('trace-42');
  });

  it('strips hop-by-hop headers, including those the Connection header names, and keeps end-to-end ones', async () => {
    const res = await rawRequest(gateway.url, {
      path: '/api/projects',
      headers: {
        connection: 'keep-alive, x-hop-secret',
        'keep-alive': 'timeout=5',
        'x-hop-secret': 'for the next hop only',
        'proxy-authorization': 'Basic c2VjcmV0',
        te: 'trailers',
        'x-end-to-end': 'kept',
        'accept-language': 'ar',
      },
    });
    expect(res.status).toBe(200);
    const { headers } = upstreams.projects.seen[0]!;
    expect(headers['x-hop-secret']).toBeUndefined();
    expect(headers['proxy-authorization']).toBeUndefined();
    expect(headers.te).toBeUndefined();
    expect(headers['keep-alive']).toBeUndefined();
    expect(headers['x-end-to-end']).toBe('kept');
    expect(headers['accept-language']).toBe('ar');
  });

  it('passes the service’s cookies back but none of its CORS headers', async () => {
    const res = await rawRequest(gateway.url, {
      method: 'POST',
      path: '/api/auth/login?set-cookie=1&cors=1',
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toEqual([
      'rawi_session=abc; Path=/; HttpOnly',
      'other=1; Path=/; Secure',
    ]);
    expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
  });
});

describe('streaming', () => {
  it('streams an 8 MB upload through unchanged', async () => {
    const file = Buffer.alloc(8 * 1024 * 1024);
    for (let i = 0; i < file.length; i += 4) file.writeUInt32LE((i * 2654435761) >>> 0, i);
    const res = await fetch(`${gateway.url}/api/media/upload`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=rawi' },
      body: file,
    });
    expect(res.status).toBe(200);
    const seen = upstreams.media.seen[0]!;
    expect(seen.headers['content-length']).toBe(String(file.length));
    expect(seen.body).toMatchObject({ bytes: file.length, sha256: sha256(file) });
  });

  it('hands an upload to the service while the client is still sending it (no buffering)', async () => {
    const first = signal();
    upstreams.media.handle = async (ctx) => {
      let bytes = 0;
      for await (const chunk of ctx.req) {
        bytes += (chunk as Buffer).length;
        first.fire();
      }
      ctx.body = { bytes };
    };
    async function* upload() {
      yield Buffer.alloc(64 * 1024, 1);
      // Only once the service has the first part does the client send the rest.
      await within(first.fired, 5000, 'the service receiving the first part');
      yield Buffer.alloc(64 * 1024, 2);
    }
    const res = await rawRequest(gateway.url, {
      method: 'POST',
      path: '/api/media/upload',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=x' },
      body: upload(),
    });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ bytes: 128 * 1024 });
  });

  it('keeps a slow upload going longer than the upstream time-out while bytes keep coming', async () => {
    const slow = await startGateway({ ...upstreamEnv(upstreams), UPSTREAM_TIMEOUT_MS: '300' });
    try {
      async function* trickle() {
        for (let i = 0; i < 5; i += 1) {
          yield Buffer.alloc(1000, i);
          await sleep(150);
        }
      }
      const res = await rawRequest(slow.url, {
        method: 'POST',
        path: '/api/media/upload',
        headers: bearer(token),
        body: trickle(),
      });
      expect(res.status).toBe(200);
      expect(upstreams.media.seen[0]!.body?.bytes).toBe(5000);
    } finally {
      await slow.close();
    }
  });

  it('streams a reply to the client while the service is still writing it', async () => {
    const clientGotFirst = signal();
    upstreams.media.handle = async (ctx) => {
      const body = new PassThrough();
      ctx.type = 'video/mp4';
      ctx.body = body;
      body.write(Buffer.alloc(32 * 1024, 1));
      void within(clientGotFirst.fired, 5000, 'the client receiving the first part')
        .then(() => body.end(Buffer.alloc(32 * 1024, 2)))
        .catch((error: Error) => body.destroy(error));
    };
    const res = await fetch(`${gateway.url}/api/media/files/clip.mp4`);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.length;
      if (received >= 32 * 1024) clientGotFirst.fire();
    }
    expect(received).toBe(64 * 1024);
  });

  it('passes a Range request through and streams the 206 partial reply with its headers', async () => {
    const video = Buffer.alloc(1024 * 1024);
    for (let i = 0; i < video.length; i += 1) video[i] = i % 251;
    upstreams.media.handle = async (ctx) => {
      const match = /^bytes=(\d+)-(\d*)$/.exec(ctx.get('range'));
      ctx.set('Accept-Ranges', 'bytes');
      ctx.type = 'video/mp4';
      if (!match) {
        ctx.body = video;
        return;
      }
      const start = Number(match[1]);
      const end = match[2] ? Number(match[2]) : video.length - 1;
      ctx.status = 206;
      ctx.set('Content-Range', `bytes ${start}-${end}/${video.length}`);
      ctx.body = video.subarray(start, end + 1);
    };
    const res = await fetch(`${gateway.url}/api/media/files/clip.mp4`, {
      headers: { range: 'bytes=1000-200999' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 1000-200999/${video.length}`);
    expect(res.headers.get('content-length')).toBe('200000');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await res.arrayBuffer()).equals(video.subarray(1000, 201000))).toBe(true);
    expect(upstreams.media.seen[0]!.headers.range).toBe('bytes=1000-200999');
  });

  it('answers HEAD with the service’s headers and no body', async () => {
    const res = await rawRequest(gateway.url, { method: 'HEAD', path: '/api/projects' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(0);
    expect(upstreams.projects.seen[0]!.method).toBe('HEAD');
  });
});

describe('request body limits', () => {
  const expectTooLarge = (status: number, body: ErrorBody, message: string) => {
    expect(status).toBe(413);
    expect(body.error).toEqual({ code: 'payload_too_large', message });
    expect(body.requestId).toBeTruthy();
  };

  it('refuses a declared Content-Length over 1 MB with 413 before calling the service', async () => {
    const res = await rawRequest(gateway.url, {
      method: 'POST',
      path: '/api/contact',
      headers: { 'content-type': 'application/json', 'content-length': String(JSON_BODY_LIMIT + 1) },
      body: Buffer.alloc(JSON_BODY_LIMIT + 1, 0x20),
    });
    expectTooLarge(res.status, res.json(), 'Request body too large');
    expect(res.headers.connection).toBe('close');
    expect(upstreams.contact.seen).toEqual([]);
  });

  it('accepts a body of exactly 1 MB', async () => {
    const res = await rawRequest(gateway.url, {
      method: 'POST',
      path: '/api/contact',
      body: Buffer.alloc(JSON_BODY_LIMIT, 0x20),
    });
    expect(res.status).toBe(200);
    expect(upstreams.contact.seen[0]!.body?.bytes).toBe(JSON_BODY_LIMIT);
  });

  it('allows an upload of 10 MB plus multipart overhead and refuses more with 413', async () => {
    const ok = await rawRequest(gateway.url, {
      method: 'POST',
      path: '/api/media/upload',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=x' },
      body: Buffer.alloc(MAX_UPLOAD_BYTES + 500, 1),
    });
    expect(ok.status).toBe(200);
    expect(upstreams.media.seen[0]!.body?.bytes).toBe(MAX_UPLOAD_BYTES + 500);

    const res = await rawRequest(gateway.url, {
      method: 'POST',
      path: '/api/media/upload',
      headers: { ...bearer(token), 'content-length': String(UPLOAD_BODY_LIMIT + 1) },
      body: Buffer.alloc(UPLOAD_BODY_LIMIT + 1, 1),
    });
    expectTooLarge(res.status, res.json(), 'File size too large');
    expect(upstreams.media.seen).toHaveLength(1);
  });

  it('holds other routes to 1 MB even for an admin', async () => {
    const res = await rawRequest(gateway.url, {
      method: 'POST',
      path: '/api/projects',
      headers: bearer(token),
      body: Buffer.alloc(2 * 1024 * 1024, 0x20),
    });
    expectTooLarge(res.status, res.json(), 'Request body too large');
    expect(upstreams.projects.seen).toEqual([]);
  });

  it('stops a chunked body once it passes the limit while streaming, with 413', async () => {
    async function* endless() {
      for (let i = 0; i < 64; i += 1) yield Buffer.alloc(64 * 1024, 0x20); // 4 MB
    }
    const res = await rawRequest(gateway.url, { method: 'POST', path: '/api/contact', body: endless() });
    expectTooLarge(res.status, res.json(), 'Request body too large');
    // The service may have seen the start of the stream, never a complete body.
    expect(upstreams.contact.seen.every((s) => s.body === undefined)).toBe(true);
  });

  it('lets a chunked body under the limit through', async () => {
    async function* small() {
      for (let i = 0; i < 8; i += 1) yield Buffer.alloc(16 * 1024, 0x20);
    }
    const res = await rawRequest(gateway.url, { method: 'POST', path: '/api/contact', body: small() });
    expect(res.status).toBe(200);
    expect(upstreams.contact.seen[0]!.headers['transfer-encoding']).toBe('chunked');
    expect(upstreams.contact.seen[0]!.body?.bytes).toBe(128 * 1024);
  });
});
