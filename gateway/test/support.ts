/**
 * Test support: real upstream HTTP servers (small Koa apps on port 0 that record and echo
 * what reached them) standing in for the services, a gateway started on port 0 in front of
 * them, and a raw HTTP client for what fetch may not send (Connection, absolute-form targets,
 * bodies cut off mid-way).
 */
import { createHash } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Koa, { type Context } from 'koa';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startTestServer, testInfra, testLogger, type TestServer } from '@rawi/kit/testing';
import { createGatewayApp, publicCacheFor } from '../src/app.ts';
import { listenForInvalidations, type PublicCache } from '@rawi/kit/cache';
import { publicReadInvalidation } from '../src/cached-reads.ts';
import { loadGatewayConfig, type GatewayConfig, type UpstreamName } from '../src/config.ts';
import { createUpstreams } from '../src/upstreams.ts';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** Filled once the whole body has arrived. */
  body?: { bytes: number; sha256: string; text: string };
}

export interface TestUpstream {
  name: string;
  url: string;
  /** Every request that reached this upstream, in order. */
  seen: SeenRequest[];
  /** Replaces the echo for the next requests (the handler reads the body itself). */
  handle: ((ctx: Context, seen: SeenRequest) => Promise<void>) | undefined;
  /** What /readyz answers. */
  readyStatus: number;
  close(): Promise<void>;
}

/** A page policy as the web container sends it: the gateway's plus an inline-script hash. */
export const PAGE_POLICY = "default-src 'self'; script-src 'self' 'sha256-abc='";

export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

async function readBody(ctx: Context): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** An upstream that answers with what it received: `{ service, method, url, headers, body }`. */
export async function startUpstream(name: string): Promise<TestUpstream> {
  const app = new Koa();
  app.silent = true;
  const upstream: TestUpstream = {
    name,
    url: '',
    seen: [],
    handle: undefined,
    readyStatus: 200,
    close: async () => {},
  };
  app.use(async (ctx) => {
    if (ctx.path === '/readyz' || ctx.path === '/healthz') {
      ctx.status = upstream.readyStatus;
      ctx.body = { status: upstream.readyStatus === 200 ? 'ready' : 'not ready' };
      return;
    }
    const seen: SeenRequest = { method: ctx.method, url: ctx.url, headers: { ...ctx.req.headers } };
    upstream.seen.push(seen);
    if (upstream.handle) {
      await upstream.handle(ctx, seen);
      return;
    }
    const body = await readBody(ctx);
    seen.body = {
      bytes: body.length,
      sha256: sha256(body),
      text: body.length <= 4096 ? body.toString('utf8') : '',
    };
    const status = Number(ctx.query.status ?? 200);
    ctx.status = status;
    if (ctx.query['set-cookie'])
      ctx.set('Set-Cookie', ['rawi_session=abc; Path=/; HttpOnly', 'other=1; Path=/; Secure']);
    if (ctx.query.cors) {
      ctx.set('Access-Control-Allow-Origin', '*');
      ctx.set('Access-Control-Allow-Credentials', 'true');
    }
    if (ctx.query.pagecsp) ctx.set('Content-Security-Policy', PAGE_POLICY);
    if (ctx.query.loosen) {
      ctx.set('Content-Security-Policy', 'default-src *');
      ctx.set('X-Frame-Options', 'ALLOWALL');
    }
    ctx.body = { service: name, method: ctx.method, url: ctx.url, headers: seen.headers, body: seen.body };
  });
  const server: TestServer = await startTestServer(app);
  upstream.url = server.url;
  upstream.close = server.close;
  return upstream;
}

export type UpstreamSet = Record<UpstreamName, TestUpstream>;

export async function startUpstreams(): Promise<UpstreamSet> {
  const names: UpstreamName[] = ['identity', 'content', 'projects', 'media', 'contact', 'web'];
  const started = await Promise.all(names.map((n) => startUpstream(n)));
  return Object.fromEntries(started.map((u) => [u.name, u])) as UpstreamSet;
}

export const forgetSeen = (set: UpstreamSet) =>
  Object.values(set).forEach((u) => {
    u.seen.length = 0;
    u.handle = undefined;
    u.readyStatus = 200;
  });

export function upstreamEnv(set: Partial<Record<UpstreamName, { url: string }>>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, upstream] of Object.entries(set))
    if (upstream) env[`${name.toUpperCase()}_URL`] = upstream.url;
  return env;
}

export interface TestGateway {
  url: string;
  port: number;
  config: GatewayConfig;
  cache: PublicCache;
  close(): Promise<void>;
}

/**
 * The gateway on port 0 with the test token key; `env` adds or overrides variables. The public
 * cache is off unless CACHE_MAX_BYTES is given (the proxy tests count upstream calls); with
 * NATS_URL it listens for invalidating events as the real gateway does.
 */
export async function startGateway(env: Record<string, string> = {}): Promise<TestGateway> {
  const config = loadGatewayConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    JWT_PUBLIC_KEY: testInfra().jwt.publicKey,
    UPSTREAM_TIMEOUT_MS: '2000',
    CACHE_MAX_BYTES: '0',
    ...env,
  });
  const upstreams = createUpstreams(config);
  const cache = publicCacheFor(config);
  const events = config.NATS_URL
    ? await listenForInvalidations(config.NATS_URL, cache, testLogger, publicReadInvalidation)
    : undefined;
  const server = await startTestServer(createGatewayApp(config, testLogger, upstreams, cache));
  return {
    url: server.url,
    port: Number(new URL(server.url).port),
    config,
    cache,
    async close() {
      await server.close();
      await events?.close();
      await Promise.all(upstreams.configured().map((u) => u.pool.destroy()));
    },
  };
}

export interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  json<T = unknown>(): T;
}

/**
 * A request over node:http, for what fetch refuses (Connection and other forbidden headers,
 * absolute-form targets). `body` may be an async iterable, sent chunked.
 */
export function rawRequest(
  url: string,
  {
    method = 'GET',
    path = '/',
    headers = {},
    body,
  }: {
    method?: string;
    path?: string;
    headers?: OutgoingHttpHeaders;
    body?: Buffer | string | AsyncIterable<Buffer>;
  } = {},
): Promise<RawReply> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: target.hostname, port: target.port, method, path, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            json: <T>() => JSON.parse(body.toString('utf8')) as T,
          });
        });
      },
    );
    // The gateway may answer (413) and close while the body is still being written.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    if (body === undefined || typeof body === 'string' || Buffer.isBuffer(body)) {
      req.end(body);
      return;
    }
    pipeline(Readable.from(body), req).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Fails the test instead of hanging when a step that proves streaming never happens. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    sleep(ms).then(() => Promise.reject(new Error(`${what} did not happen within ${ms} ms`))),
  ]);
}

/** A promise and the function that resolves it: one step of a test waiting on another. */
export function signal() {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fire, fired };
}

/**
 * Upstreams and a gateway in front of them (with `env` added to its environment) for one test
 * file or block: started before its tests and handed to `started`, closed after them. Unless
 * `forgetBetweenTests` is false, before each test the upstreams forget what they saw and the
 * handlers tests gave them.
 */
export function useGatewayOverUpstreams(
  started: (stack: { upstreams: UpstreamSet; gateway: TestGateway }) => void,
  {
    env = {},
    forgetBetweenTests = true,
  }: { env?: Record<string, string>; forgetBetweenTests?: boolean } = {},
): void {
  let stack: { upstreams: UpstreamSet; gateway: TestGateway } | undefined;
  beforeAll(async () => {
    const upstreams = await startUpstreams();
    stack = { upstreams, gateway: await startGateway({ ...upstreamEnv(upstreams), ...env }) };
    started(stack);
  });
  afterAll(async () => {
    if (!stack) return;
    await stack.gateway.close();
    await Promise.all(Object.values(stack.upstreams).map((upstream) => upstream.close()));
  });
  beforeEach(() => {
    if (stack && forgetBetweenTests) forgetSeen(stack.upstreams);
  });
}
