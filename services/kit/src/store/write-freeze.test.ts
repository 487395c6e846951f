import Koa from 'koa';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { Kvm } from '@nats-io/kv';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_FREEZE_BUCKET, WRITES_PAUSED } from '@rawi/proto';
import { errorHandler } from '../http/middleware/error-handler.ts';
import { requestContext } from '../http/middleware/request-context.ts';
import { testInfra, testLogger, startTestServer, type TestServer } from '../testing/index.ts';
import {
  freezeWrites,
  openWriteFreezeBuckets,
  unlessWritesPaused,
  useWriteGate,
  WriteGate,
} from './write-freeze.ts';

let nc: NatsConnection;
const cleanups: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  nc = await connect({ servers: testInfra().natsUrl });
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => {
  await nc.close();
});

/** A service instance: a gate and an app whose POST /slow takes `ms` to finish. */
async function instance(): Promise<{
  gate: WriteGate;
  server: TestServer;
  started: string[];
  finished: string[];
}> {
  const gate = await WriteGate.watch(nc, testLogger, { service: 'test' });
  const started: string[] = [];
  const finished: string[] = [];
  const app = new Koa();
  app.use(requestContext(testLogger));
  app.use(errorHandler());
  app.use(gate.middleware());
  app.use(async (ctx) => {
    const ms = Number(ctx.query.ms ?? 0);
    started.push(`${ctx.method} ${ms}`);
    await new Promise((r) => setTimeout(r, ms));
    finished.push(`${ctx.method} ${ms}`);
    ctx.body = { ok: true };
  });
  const server = await startTestServer(app);
  cleanups.push(async () => {
    await server.close();
    await gate.stop();
  });
  return { gate, server, started, finished };
}

const until = async (check: () => boolean, timeoutMs = 3000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('write freeze', () => {
  it('waits for the changes already running, then refuses new ones with 503 and Retry-After while reads go on', async () => {
    const { gate, server, started, finished } = await instance();
    const slow = fetch(`${server.url}/save?ms=400`, { method: 'POST' });
    await until(() => started.length === 1);
    const freeze = await freezeWrites(nc);
    // The pause is acknowledged only once the running change has finished.
    expect(finished).toEqual(['POST 400']);
    expect((await slow).status).toBe(200);
    expect(freeze.instances).toContain(gate.instanceId);

    const refused = await fetch(`${server.url}/save`, { method: 'PUT' });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(WRITES_PAUSED);
    expect((await fetch(`${server.url}/read`)).status).toBe(200);

    await freeze.release();
    await until(() => !gate.isFrozen());
    expect((await fetch(`${server.url}/save`, { method: 'POST' })).status).toBe(200);
  });

  it("skips a background job's turn while writes are paused, and runs it again after", async () => {
    const { gate } = await instance();
    useWriteGate(gate);
    cleanups.push(async () => useWriteGate(undefined));
    const turns: string[] = [];
    const turn = (name: string) => unlessWritesPaused(async () => turns.push(name));
    await turn('before');
    const freeze = await freezeWrites(nc);
    expect(await turn('during')).toBeUndefined();
    await freeze.release();
    await until(() => !gate.isFrozen());
    await turn('after');
    expect(turns).toEqual(['before', 'after']);
  });

  it('ends a pause whose backup stopped renewing it, after its lease', async () => {
    const { gate } = await instance();
    const { orders } = await openWriteFreezeBuckets(nc);
    await orders.put('order', JSON.stringify({ id: 'crashed-backup', leaseMs: 300 }));
    cleanups.push(() => orders.delete('order'));
    await until(() => gate.isFrozen());
    await until(() => !gate.isFrozen(), 2000);
  });

  it('gives up, withdrawing the order, when an instance does not acknowledge', async () => {
    const { gate } = await instance();
    const { instances } = await openWriteFreezeBuckets(nc);
    await instances.put('silent-instance', 'projects');
    cleanups.push(() => instances.delete('silent-instance'));
    await expect(freezeWrites(nc, { ackTimeoutMs: 500 })).rejects.toThrow(
      'writes could not be paused: no acknowledgement from projects (silent-instance)',
    );
    const order = await (await new Kvm(nc).open(WRITE_FREEZE_BUCKET)).get('order');
    expect(order?.operation).not.toBe('PUT');
    await until(() => !gate.isFrozen());
  });
});
