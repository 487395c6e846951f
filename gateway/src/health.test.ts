import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '@rawi/kit/testing';
import { forgetSeen, startGateway, startUpstreams, upstreamEnv, type UpstreamSet } from '../test/support.ts';

let upstreams: UpstreamSet;

beforeAll(async () => {
  upstreams = await startUpstreams();
});
afterAll(async () => {
  await Promise.all(Object.values(upstreams).map((u) => u.close()));
});
beforeEach(() => forgetSeen(upstreams));

async function probe(env: Record<string, string>, path: string) {
  const gateway = await startGateway(env);
  try {
    const res = await fetch(`${gateway.url}${path}`);
    return {
      status: res.status,
      body: (await res.json()) as { status: string; upstreams?: Record<string, string> },
    };
  } finally {
    await gateway.close();
  }
}

describe('/healthz', () => {
  it('answers 200 while the process lives, even with every upstream down', async () => {
    const down = `http://127.0.0.1:${await freePort()}`;
    const { status, body } = await probe({ IDENTITY_URL: down, WEB_URL: down }, '/healthz');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', cache: { hits: 0, misses: 0, evictions: 0, entries: 0 } });
  });
});

describe('/readyz', () => {
  it('is ready when every configured upstream is, and reports each one', async () => {
    const { status, body } = await probe(upstreamEnv(upstreams), '/readyz');
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'ready',
      upstreams: {
        identity: 'ready',
        content: 'ready',
        projects: 'ready',
        media: 'ready',
        contact: 'ready',
        web: 'ready',
      },
    });
  });

  it('reports upstreams that are not configured without counting them against readiness', async () => {
    const { status, body } = await probe(
      upstreamEnv({ identity: upstreams.identity, web: upstreams.web }),
      '/readyz',
    );
    expect(status).toBe(200);
    expect(body.upstreams).toMatchObject({
      identity: 'ready',
      web: 'ready',
      content: 'not configured',
      media: 'not configured',
    });
  });

  it('is not ready when an upstream answers its readiness route with an error', async () => {
    upstreams.content.readyStatus = 503;
    const { status, body } = await probe(upstreamEnv(upstreams), '/readyz');
    expect(status).toBe(503);
    expect(body).toMatchObject({
      status: 'not ready',
      upstreams: { content: 'not ready', identity: 'ready' },
    });
  });

  it('is not ready when an upstream cannot be reached', async () => {
    const { status, body } = await probe(
      { ...upstreamEnv(upstreams), MEDIA_URL: `http://127.0.0.1:${await freePort()}` },
      '/readyz',
    );
    expect(status).toBe(503);
    expect(body.upstreams).toMatchObject({ media: 'unreachable', projects: 'ready' });
  });

  it('never forwards the health routes to the web app', async () => {
    await probe(upstreamEnv(upstreams), '/healthz');
    expect(upstreams.web.seen).toEqual([]);
  });
});
