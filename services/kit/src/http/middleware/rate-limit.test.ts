/**
 * Rate limits shared by replicas: two apps (two replicas of one service) on one database count
 * into the same window, so together they allow the limit once, not once each.
 */
import Koa from 'koa';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  connectTestDependencies,
  jsonClient,
  startTestServer,
  type TestServer,
} from '../../testing/index.ts';
import { errorHandler } from './error-handler.ts';
import { RateCounterModel, rateLimit } from './rate-limit.ts';

let deps: Awaited<ReturnType<typeof connectTestDependencies>>;
let replicas: TestServer[];

const replica = () => {
  const app = new Koa();
  app.proxy = true;
  app.use(errorHandler());
  app.use(rateLimit({ name: 'test', windowMs: 1000, max: 5, key: (ctx) => ctx.ip, message: 'Slow down' }));
  app.use((ctx) => {
    ctx.body = { ok: true };
  });
  return startTestServer(app);
};

beforeAll(async () => {
  deps = await connectTestDependencies('kit_rate_limit');
  replicas = [await replica(), await replica()];
});
afterAll(async () => {
  for (const server of replicas) await server.close();
  await deps.close();
});
beforeEach(async () => {
  await RateCounterModel.deleteMany({});
});

const hit = (i: number, client = '198.51.100.7') =>
  jsonClient(replicas[i % 2]!.url)<{ ok?: boolean; error?: { message: string } }>('GET', '/', {
    headers: { 'x-forwarded-for': client },
  });

describe('rate limits', () => {
  it('count across replicas: five requests in all, not five each', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await hit(i)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const refused = await hit(9);
    expect(refused.body.error?.message).toBe('Slow down');
    expect(refused.headers.get('retry-after')).toBe('1');
  });

  it('let exactly the limit through when 40 requests of one client arrive at once', async () => {
    const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => hit(i)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(5);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(35);
  });

  it('keep clients apart, and start again after the window', async () => {
    for (let i = 0; i < 6; i += 1) await hit(i);
    expect((await hit(0, '198.51.100.8')).status).toBe(200);
    expect((await hit(1)).status).toBe(429);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await hit(1)).status).toBe(200);
  });
});
