/**
 * Cached hits answered before Koa: the same reply as the full path (status, headers, bytes,
 * HEAD), counted in the request metrics, and only for the plainest anonymous reads; anything
 * with credentials, cookies, conditions, a body or a path that is not canonical goes on to Koa.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '@rawi/kit';
import { PublicCache } from '@rawi/kit/cache';
import {
  startGateway,
  startUpstream,
  upstreamEnv,
  type TestGateway,
  type TestUpstream,
} from '../test/support.ts';
import { assetKey } from './cached-reads.ts';
import { answeringHitsFirst } from './fast-hits.ts';
import { routeTemplate } from './app.ts';
import { securityHeaders } from './security-headers.ts';

const HERO = '/api/content/hero/en';
/** One of the web build's hashed files. */
const ASSET = '/assets/index-Ab12Cd.js';
/** Headers that differ from one reply to the next whichever path answers. */
const PER_REPLY = new Set(['date', 'x-request-id']);
const comparable = (headers: Headers) =>
  Object.fromEntries([...headers].filter(([name]) => !PER_REPLY.has(name)).sort());

describe('hits answered before Koa, through the gateway', () => {
  let content: TestUpstream;
  let gateway: TestGateway;

  beforeAll(async () => {
    content = await startUpstream('content');
    content.handle = async (ctx) => {
      ctx.set('ETag', '"hero-1"');
      ctx.set('Cache-Control', 'no-cache');
      ctx.set('Vary', 'Accept-Encoding');
      ctx.type = 'application/json';
      ctx.body = JSON.stringify({ section: 'hero', language: 'en', data: { heading: 'مرحبا Hello' } });
    };
    gateway = await startGateway({ ...upstreamEnv({ content }), CACHE_MAX_BYTES: '1000000' });
    const first = await fetch(`${gateway.url}${HERO}`);
    expect(first.headers.get('x-cache')).toBe('MISS');
    await first.arrayBuffer();
  });
  afterAll(async () => {
    await gateway?.close();
    await content?.close();
  });

  it('answers with the same status, headers and bytes as the full path', async () => {
    const fast = await fetch(`${gateway.url}${HERO}`);
    // A cookie that is not the session's keeps the read public but sends it down the full path.
    const full = await fetch(`${gateway.url}${HERO}`, { headers: { cookie: 'theme=dark' } });
    expect(fast.status).toBe(200);
    expect(full.status).toBe(200);
    expect(fast.headers.get('x-cache')).toBe('HIT');
    expect(comparable(fast.headers)).toEqual(comparable(full.headers));
    expect(Buffer.from(await fast.arrayBuffer())).toEqual(Buffer.from(await full.arrayBuffer()));
    expect(fast.headers.get('content-security-policy')).toBeTruthy();
    expect(fast.headers.get('etag')).toBe('"hero-1"');
    expect(content.seen).toHaveLength(1);
  });

  it('answers HEAD with the headers and no body, as the full path does', async () => {
    const fast = await fetch(`${gateway.url}${HERO}`, { method: 'HEAD' });
    const full = await fetch(`${gateway.url}${HERO}`, { method: 'HEAD', headers: { cookie: 'theme=dark' } });
    expect(comparable(fast.headers)).toEqual(comparable(full.headers));
    expect(await fast.text()).toBe('');
    expect(Number(fast.headers.get('content-length'))).toBeGreaterThan(0);
  });

  it('keeps a sane request id and replaces one that is not', async () => {
    const kept = await fetch(`${gateway.url}${HERO}`, { headers: { 'x-request-id': 'abc-123.x' } });
    expect(kept.headers.get('x-request-id')).toBe('abc-123.x');
    const replaced = await fetch(`${gateway.url}${HERO}`, { headers: { 'x-request-id': 'a b<script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('counts every hit in the request metrics, by route template', async () => {
    const count = async () =>
      (await registry.getSingleMetric('http_requests_total')?.get())?.values.find(
        (v) => v.labels.route === '/api/content/*' && v.labels.method === 'GET' && v.labels.status === '200',
      )?.value ?? 0;
    const before = await count();
    for (let i = 0; i < 3; i += 1) await (await fetch(`${gateway.url}${HERO}`)).arrayBuffer();
    expect((await count()) - before).toBe(3);
  });
});

describe('which requests take the fast path', () => {
  let server: Server;
  let url: string;
  let passedOn: string[];
  const cache = new PublicCache({ maxBytes: 1_000_000, maxEntryBytes: 100_000, staleMs: 60_000 });
  const options = {
    cache,
    securityHeaders: securityHeaders({ https: false }),
    routeOf: routeTemplate,
    logsHits: false,
  };
  const stored = (key: string, status = 200) =>
    cache.load(key, async () => ({
      status,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: Buffer.from(`{"key":"${key}"}`),
      tags: ['t'],
      cacheable: true,
    }));

  beforeAll(async () => {
    cache.setEventsConnected(true);
    await stored(HERO);
    await stored('/api/projects?language=en');
    await stored(assetKey(ASSET, 'br') ?? '');
    passedOn = [];
    const handler = answeringHitsFirst(async (req, res) => {
      passedOn.push(`${req.method} ${req.url}`);
      (res as ServerResponse).writeHead(299).end();
    }, options);
    server = createServer((req, res) => void handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const statusOf = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${url}${path}`, init);
    await res.arrayBuffer();
    return res.status;
  };

  it('answers plain anonymous reads of cached keys, with and without their query', async () => {
    expect(await statusOf(HERO)).toBe(200);
    expect(await statusOf('/api/projects?language=en')).toBe(200);
    expect(await statusOf(HERO, { method: 'HEAD' })).toBe(200);
    expect(passedOn).toEqual([]);
  });

  it('answers a kept file of the web build to a visitor with cookies too', async () => {
    passedOn = [];
    const br = { 'accept-encoding': 'br' };
    expect(await statusOf(ASSET, { headers: br })).toBe(200);
    expect(await statusOf(ASSET, { headers: { ...br, cookie: 'rawi-language=ar; rawi_session=x' } })).toBe(
      200,
    );
    expect(passedOn).toEqual([]);
  });

  it.each([
    ['another Accept-Encoding', { 'accept-encoding': 'gzip' }],
    ['a bearer token', { 'accept-encoding': 'br', authorization: 'Bearer x' }],
    ['If-None-Match', { 'accept-encoding': 'br', 'if-none-match': '"x"' }],
    ['Range', { 'accept-encoding': 'br', range: 'bytes=0-1' }],
  ])('passes on a read of a kept web build file with %s', async (_label, headers) => {
    passedOn = [];
    expect(await statusOf(ASSET, { headers })).toBe(299);
    expect(await statusOf(`${ASSET}?v=2`, { headers: { 'accept-encoding': 'br' } })).toBe(299);
    expect(passedOn).toHaveLength(2);
  });

  it.each([
    ['a bearer token', HERO, { headers: { authorization: 'Bearer x' } }],
    ['a cookie', HERO, { headers: { cookie: 'rawi_session=x' } }],
    ['If-None-Match', HERO, { headers: { 'if-none-match': '"x"' } }],
    ['If-Modified-Since', HERO, { headers: { 'if-modified-since': new Date().toUTCString() } }],
    ['Range', HERO, { headers: { range: 'bytes=0-1' } }],
    ['a body', HERO, { method: 'POST', body: '{}' }],
    ['a write', HERO, { method: 'PUT', body: '{}' }],
    ['a key not in memory', '/api/content/team/en', {}],
    ['another query', '/api/projects?language=ar', {}],
    ['a trailing slash', `${HERO}/`, {}],
    ['an empty segment', '/api/content//hero/en', {}],
    ['an encoded dot', '/api/content/%2e%2e/hero/en', {}],
    ['a private route', '/api/users', {}],
    ['a page', '/', {}],
  ])('passes on a read with %s', async (_label, path, init) => {
    passedOn = [];
    expect(await statusOf(path, init as RequestInit)).toBe(299);
    expect(passedOn).toHaveLength(1);
  });

  it('passes everything on while request lines are logged at debug', async () => {
    const handler = answeringHitsFirst(
      async (_req, res) => {
        (res as ServerResponse).writeHead(299).end();
      },
      { ...options, logsHits: true },
    );
    const own = createServer((req, res) => void handler(req, res));
    await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
    const res = await fetch(`http://127.0.0.1:${(own.address() as { port: number }).port}${HERO}`);
    expect(res.status).toBe(299);
    await new Promise((resolve) => own.close(resolve));
  });

  it('counts a hit, and leaves the miss to the full path that follows', async () => {
    const before = cache.stats();
    await statusOf(HERO);
    await statusOf('/api/content/about/en');
    const after = cache.stats();
    expect(after.hits - before.hits).toBe(1);
    expect(after.misses - before.misses).toBe(0);
  });
});
