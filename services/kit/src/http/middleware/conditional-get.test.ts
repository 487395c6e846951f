import type Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp } from '../service-app.ts';
import { errors } from '../errors.ts';
import { startTestServer, testLogger, type TestServer } from '../../testing/index.ts';
import { conditionalGet } from './conditional-get.ts';

let server: TestServer;
let etag: string;

beforeAll(async () => {
  const app: Koa = createServiceApp({ logger: testLogger, checks: {} });
  app.use(conditionalGet({ vary: ['Cookie'] }));
  app.use((ctx) => {
    if (ctx.path === '/missing') throw errors.notFound();
    ctx.body = { hello: 'world' };
  });
  server = await startTestServer(app);
  etag = (await fetch(`${server.url}/doc`)).headers.get('etag')!;
});
afterAll(() => server.close());

const get = (headers: Record<string, string>, path = '/doc', method = 'GET') =>
  fetch(`${server.url}${path}`, { method, headers });

describe('conditionalGet', () => {
  it('sends a strong ETag with no-cache and the Vary list', async () => {
    const res = await get({});
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect(await res.json()).toEqual({ hello: 'world' });
  });

  it.each([
    ['the same tag', () => etag],
    ['the weak form of it', () => `W/${etag}`],
    ['a list holding it', () => `"other", ${etag}`],
    ['*', () => '*'],
  ])(
    'answers 304 to If-None-Match with %s, also when the client adds Cache-Control: no-cache',
    async (_l, tag) => {
      const res = await get({ 'if-none-match': tag(), 'cache-control': 'no-cache' });
      expect(res.status).toBe(304);
      expect(await res.text()).toBe('');
    },
  );

  it('answers 200 to a tag that does not match, and to HEAD without a tag', async () => {
    expect((await get({ 'if-none-match': '"stale"' })).status).toBe(200);
    expect((await get({}, '/doc', 'HEAD')).status).toBe(200);
  });

  it('leaves errors alone', async () => {
    const res = await get({ 'if-none-match': '*' }, '/missing');
    expect(res.status).toBe(404);
    expect(res.headers.get('etag')).toBeNull();
  });
});
