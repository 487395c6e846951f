/**
 * The web build's hashed files kept by the gateway's cache, for every visitor: answered from
 * memory after the first request (with the visitor's cookies, which change nothing in them),
 * one copy per Accept-Encoding (the web container chooses the encoding), and nothing else of the
 * web container's kept (pages, files from web/public, missing files).
 */
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startGateway,
  startUpstream,
  upstreamEnv,
  type TestGateway,
  type TestUpstream,
} from '../test/support.ts';

const SCRIPT = `export const greeting = ${JSON.stringify('مرحبا Hello '.repeat(400))};`;
const ASSET = '/assets/index-Ab12Cd.js';
const COOKIES = 'rawi-language=ar; rawi_session=abc';

let web: TestUpstream;
let gateway: TestGateway;

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${gateway.url}${path}`, { method, headers: { 'accept-encoding': 'br, gzip', ...headers } });

const webCalls = (path: string) => web.seen.filter((seen) => seen.url === path).length;

beforeAll(async () => {
  web = await startUpstream('web');
  // As the web container sends its files: hashed ones immutable, in the `.br` the build made
  // when the browser takes brotli; web/public's for an hour.
  web.handle = async (ctx) => {
    if (ctx.path === ASSET) {
      const brotli = /\bbr\b/.test(ctx.get('accept-encoding'));
      ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
      ctx.set('Vary', 'Accept-Encoding');
      ctx.type = 'text/javascript';
      if (brotli) ctx.set('Content-Encoding', 'br');
      ctx.body = brotli ? brotliCompressSync(SCRIPT) : Buffer.from(SCRIPT);
      return;
    }
    if (ctx.path === '/images/logo.svg') {
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.type = 'image/svg+xml';
      ctx.body = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
      return;
    }
    ctx.status = 404;
    ctx.body = 'Not Found';
  };
  gateway = await startGateway({ ...upstreamEnv({ web }), CACHE_MAX_BYTES: '1000000' });
});

afterAll(async () => {
  await gateway?.close();
  await web?.close();
});

beforeEach(() => {
  // Without events (no NATS here) a kept copy is served for CACHE_STALE_MS: each case starts afresh.
  gateway.cache.clear();
  web.seen.length = 0;
});

describe('the web build files kept by the gateway', () => {
  it('answers a hashed file from memory after the first request, to visitors with cookies too', async () => {
    const first = await get(ASSET, { cookie: COOKIES });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const firstBody = await first.text();

    const again = await get(ASSET, { cookie: COOKIES });
    const anonymous = await get(ASSET);
    for (const reply of [again, anonymous]) {
      expect(reply.status).toBe(200);
      expect(reply.headers.get('x-cache')).toBe('HIT');
      expect(reply.headers.get('content-encoding')).toBe('br');
      expect(reply.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(reply.headers.get('content-type')).toContain('javascript');
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await reply.text()).toBe(firstBody);
    }
    expect(firstBody).toBe(SCRIPT);
    expect(webCalls(ASSET)).toBe(1);
  });

  it('keeps a copy for each Accept-Encoding, the encoding the web container chose for it', async () => {
    const brotli = await get(ASSET);
    const plain = await get(ASSET, { 'accept-encoding': 'identity' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('x-cache')).toBe('MISS');
    expect(await plain.text()).toBe(SCRIPT);
    expect(web.seen.map((seen) => seen.headers['accept-encoding'])).toEqual(['br, gzip', 'identity']);

    const plainAgain = await get(ASSET, { 'accept-encoding': 'identity' });
    expect(plainAgain.headers.get('x-cache')).toBe('HIT');
    expect(plainAgain.headers.get('content-encoding')).toBeNull();
    expect(await plainAgain.text()).toBe(SCRIPT);
    expect(webCalls(ASSET)).toBe(2);
  });

  it('answers HEAD from memory with the length of what GET sends', async () => {
    const body = Buffer.from(await (await get(ASSET)).arrayBuffer());
    const head = await get(ASSET, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('x-cache')).toBe('HIT');
    expect(Number(head.headers.get('content-length'))).toBe(brotliCompressSync(SCRIPT).length);
    expect(body.toString()).toBe(SCRIPT);
    expect(webCalls(ASSET)).toBe(1);
  });

  it('never keeps a missing file, a file from web/public or a page', async () => {
    for (const path of ['/assets/index-Gone99.js', '/images/logo.svg', '/projects']) {
      const first = await get(path);
      const second = await get(path);
      expect(second.status).toBe(first.status);
      expect(second.headers.get('x-cache')).not.toBe('HIT');
      await first.arrayBuffer();
      await second.arrayBuffer();
      expect(webCalls(path)).toBe(2);
    }
  });

  it('sends a Range or a query on to the web container, and answers a conditional request from memory', async () => {
    await (await get(ASSET)).arrayBuffer();
    const ranged = await get(ASSET, { range: 'bytes=0-9' });
    const conditional = await get(ASSET, { 'if-modified-since': new Date().toUTCString() });
    const withQuery = await get(`${ASSET}?v=2`);
    expect(ranged.headers.get('x-cache')).toBeNull();
    expect(withQuery.headers.get('x-cache')).toBeNull();
    expect(conditional.headers.get('x-cache')).toBe('HIT');
    await Promise.all([ranged.arrayBuffer(), conditional.arrayBuffer(), withQuery.arrayBuffer()]);
    expect(web.seen.map((seen) => seen.url)).toEqual([ASSET, ASSET, `${ASSET}?v=2`]);
  });
});
