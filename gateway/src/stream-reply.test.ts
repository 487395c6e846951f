import { beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, type TestGateway, type UpstreamSet, useGatewayOverUpstreams } from '../test/support.ts';

let upstreams: UpstreamSet;
let gateway: TestGateway;
const BIG = Buffer.alloc(64 * 1024, 7);

// The cache on, with an entry limit below the big file: its reads, and every read the media
// service refuses, stream from the service instead of being kept.
useGatewayOverUpstreams((started) => ({ upstreams, gateway } = started), {
  env: { CACHE_MAX_BYTES: String(1024 * 1024), CACHE_MAX_ENTRY_BYTES: '1024' },
  forgetBetweenTests: false,
});
beforeAll(() => {
  upstreams.media.handle = async (ctx) => {
    if (ctx.path.endsWith('/big.png')) {
      ctx.type = 'image/png';
      ctx.body = BIG;
      return;
    }
    ctx.status = 404;
    ctx.body = { error: { code: 'not_found', message: 'File not found' } };
  };
});

describe('streamed replies', () => {
  it.each([
    ['a missing media file', '/api/media/files/000000000000000000000000', 404],
    ['a media file over the cache entry limit', '/api/media/files/big.png', 200],
  ])(
    'a HEAD of %s answers the GET’s status and length without a body, and the gateway goes on serving',
    async (_what, path, status) => {
      for (let i = 0; i < 3; i += 1) {
        const head = await rawRequest(gateway.url, { method: 'HEAD', path });
        expect(head.status).toBe(status);
        expect(head.body.length).toBe(0);
        const get = await rawRequest(gateway.url, { path });
        expect(get.status).toBe(status);
        expect(head.headers['content-length'], get.body.toString()).toBe(String(get.body.length));
      }
      expect((await rawRequest(gateway.url, { path: '/healthz' })).status).toBe(200);
    },
  );

  it('a client that leaves half-way through a streamed download leaves the gateway serving', async () => {
    const { request } = await import('node:http');
    const url = new URL(gateway.url);
    await new Promise<void>((resolve) => {
      const req = request(
        { host: url.hostname, port: url.port, path: '/api/media/files/big.png', agent: false },
        (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        },
      );
      req.on('error', () => resolve());
      req.end();
    });
    const again = await rawRequest(gateway.url, { path: '/api/media/files/big.png' });
    expect(again.status).toBe(200);
    expect(again.body.equals(BIG)).toBe(true);
  });
});
