/**
 * The proxy when a service or a client fails: refused, reset and non-HTTP connections and
 * time-outs answered as JSON errors (502/503/504), stalled replies cut, clients that leave
 * mid-transfer, and the gateway serving on after each.
 */
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { connect, createServer as createNetServer, type Server as NetServer, type Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, mintToken } from '@rawi/kit/testing';
import type { ErrorBody } from '@rawi/proto';
import {
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

describe('upstream failures', () => {
  const closers: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  async function gatewayWithMedia(url: string, timeoutMs = 300): Promise<TestGateway> {
    const g = await startGateway({
      ...upstreamEnv(upstreams),
      MEDIA_URL: url,
      UPSTREAM_TIMEOUT_MS: String(timeoutMs),
    });
    closers.push(() => g.close());
    return g;
  }

  function listenNet(onSocket: (socket: Socket) => void): Promise<{ url: string; server: NetServer }> {
    const server = createNetServer(onSocket);
    closers.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
        }),
    );
    return new Promise((resolve) =>
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        resolve({
          url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
          server,
        });
      }),
    );
  }

  it('answers 503 JSON when the service refuses connections (nothing listening)', async () => {
    const g = await gatewayWithMedia(`http://127.0.0.1:${await freePort()}`);
    const started = Date.now();
    const res = await fetch(`${g.url}/api/media/files/x.webp`);
    expect(res.status).toBe(503);
    expect(((await res.json()) as ErrorBody).error).toEqual({
      code: 'service_unavailable',
      message: 'The media service is not available',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers 504 JSON when the service accepts but never answers, after UPSTREAM_TIMEOUT_MS', async () => {
    const silent: HttpServer = createHttpServer(() => {});
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    closers.push(
      () =>
        new Promise<void>((r) => {
          silent.closeAllConnections();
          silent.close(() => r());
        }),
    );
    const address = silent.address();
    const g = await gatewayWithMedia(
      `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    );
    const started = Date.now();
    const res = await fetch(`${g.url}/api/media/files/x.webp`);
    const elapsed = Date.now() - started;
    expect(res.status).toBe(504);
    expect(((await res.json()) as ErrorBody).error).toEqual({
      code: 'gateway_timeout',
      message: 'The media service did not answer in time',
    });
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(3000);
  });

  // undici checks its deadlines on a coarse clock (about half a second), hence the wide margins.
  it('waits longer for a write than for a read: a slow save is answered with its real result, not 504', async () => {
    const g = await startGateway({ ...upstreamEnv(upstreams), UPSTREAM_TIMEOUT_MS: '300' });
    closers.push(() => g.close());
    let saved = 0;
    upstreams.projects.handle = async (ctx) => {
      await sleep(2000);
      if (ctx.method === 'PUT') saved += 1;
      ctx.body = { id: 'p1', revision: saved };
    };
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const write = await fetch(`${g.url}/api/projects/0123456789abcdef01234567`, {
      method: 'PUT',
      headers,
      body: '{}',
    });
    expect(write.status).toBe(200);
    expect(await write.json()).toEqual({ id: 'p1', revision: 1 });
    expect(saved).toBe(1);
    // The same delay on a read is past its deadline.
    const read = await fetch(`${g.url}/api/projects/deleted`, { headers });
    expect(read.status).toBe(504);
    expect(((await read.json()) as ErrorBody).error.code).toBe('gateway_timeout');
  });

  it('answers a write 504 after UPSTREAM_WRITE_TIMEOUT_MS, not after the read deadline', async () => {
    const g = await startGateway({
      ...upstreamEnv(upstreams),
      UPSTREAM_TIMEOUT_MS: '300',
      UPSTREAM_WRITE_TIMEOUT_MS: '1500',
    });
    closers.push(() => g.close());
    upstreams.projects.handle = async (ctx) => {
      await sleep(4000);
      ctx.body = { answered: true };
    };
    const started = Date.now();
    const late = await fetch(`${g.url}/api/projects`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const elapsed = Date.now() - started;
    expect(late.status).toBe(504);
    expect(((await late.json()) as ErrorBody).error.message).toBe(
      'The projects service did not answer in time',
    );
    // The answer would have come after 4 s; the read deadline would have cut it at 0.3 s.
    expect(elapsed).toBeGreaterThanOrEqual(1450);
  });

  it('answers 502 JSON when the service resets the connection', async () => {
    const { url } = await listenNet((socket) => socket.once('data', () => socket.resetAndDestroy()));
    const g = await gatewayWithMedia(url);
    const res = await fetch(`${g.url}/api/media/files/x.webp`);
    expect(res.status).toBe(502);
    expect(((await res.json()) as ErrorBody).error).toEqual({
      code: 'bad_gateway',
      message: 'The media service failed to answer',
    });
  });

  it('answers 502 JSON when the service answers something that is not HTTP', async () => {
    const { url } = await listenNet((socket) =>
      socket.once('data', () => socket.end('220 smtp.example ESMTP\r\n\r\n')),
    );
    const g = await gatewayWithMedia(url);
    const res = await fetch(`${g.url}/api/media/files/x.webp`);
    expect(res.status).toBe(502);
  });

  it('cuts the client connection when a reply stalls mid-body, instead of hanging', async () => {
    const stalling = await startGateway({ ...upstreamEnv(upstreams), UPSTREAM_TIMEOUT_MS: '300' });
    closers.push(() => stalling.close());
    upstreams.media.handle = async (ctx) => {
      const body = new PassThrough();
      ctx.set('Content-Length', '100000');
      ctx.body = body;
      body.write(Buffer.alloc(1000));
    };
    const res = await fetch(`${stalling.url}/api/media/files/clip.mp4`);
    expect(res.status).toBe(200);
    await expect(within(res.arrayBuffer(), 5000, 'the cut')).rejects.toThrow(
      /terminated|other side closed|aborted/i,
    );
  });

  it('aborts the service call when the client leaves mid-upload, and keeps serving', async () => {
    const reached = signal();
    const ended = signal();
    upstreams.media.handle = async (ctx) => {
      reached.fire();
      ctx.req.on('error', () => ended.fire());
      ctx.req.on('close', () => ended.fire());
      for await (const _chunk of ctx.req) void _chunk;
      ctx.body = { complete: true };
    };
    const socket = connect(gateway.port, '127.0.0.1');
    await new Promise<void>((r) => socket.once('connect', () => r()));
    socket.write(
      `POST /api/media/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Length: 1000000\r\n\r\n`,
    );
    socket.write(Buffer.alloc(50_000, 1));
    await within(reached.fired, 5000, 'the upload reaching the service');
    socket.destroy();
    await within(ended.fired, 5000, 'the service call being aborted');
    expect((await fetch(`${gateway.url}/api/projects`)).status).toBe(200);
  });

  it('stops reading from the service when the client leaves mid-download, and keeps serving', async () => {
    const closed = signal();
    upstreams.media.handle = async (ctx) => {
      const body = new PassThrough();
      ctx.type = 'video/mp4';
      ctx.body = body;
      ctx.res.on('close', () => closed.fire());
      const timer = setInterval(() => body.write(Buffer.alloc(16 * 1024)), 10);
      ctx.res.on('close', () => clearInterval(timer));
    };
    const controller = new AbortController();
    const res = await fetch(`${gateway.url}/api/media/files/clip.mp4`, { signal: controller.signal });
    const reader = res.body!.getReader();
    await reader.read();
    controller.abort();
    await within(closed.fired, 5000, 'the service reply being closed');
    expect((await fetch(`${gateway.url}/api/projects`)).status).toBe(200);
  });

  it('keeps serving after failures', async () => {
    const res = await fetch(`${gateway.url}/api/projects`);
    expect(res.status).toBe(200);
  });
});
