/**
 * A service's app on port 0 against the test FerretDB and NATS, with its outbox relay running:
 * the start-up every service's `getTestServer()` shares. Each service passes only what is its
 * own (which outboxes it relays, what to prepare, how its app is built).
 */
import type Koa from 'koa';
import { createTokenVerifier, type TokenVerifier } from '../auth/tokens.ts';
import type { Events } from '../events/stream.ts';
import { outboxCollection, OutboxRelay, type OutboxSource } from '../events/outbox.ts';
import { testInfra } from './env.ts';
import { connectTestDependencies, startTestServer, testLogger, type TestServer } from './index.ts';

export interface ServiceTestServer extends TestServer {
  events: Events;
  relay: OutboxRelay;
  mongoUrl: string;
}

export interface ServiceAppContext {
  events: Events;
  relay: OutboxRelay;
  /** Verifies tokens minted with the test key pair (`mintToken`). */
  verifyToken: TokenVerifier;
}

export interface ServiceTestServerOptions {
  /** Names the fresh database and the NATS connection. */
  label: string;
  /** What the relay publishes from; the shared outbox collection unless given. */
  outboxSources?: OutboxSource[];
  /** Runs once the database is connected, before the relay starts (indexes, buckets). */
  prepare?(): Promise<unknown>;
  createApp(context: ServiceAppContext): Koa | Promise<Koa>;
}

export async function startServiceTestServer({
  label,
  outboxSources = [outboxCollection],
  prepare,
  createApp,
}: ServiceTestServerOptions): Promise<ServiceTestServer> {
  const deps = await connectTestDependencies(label);
  await prepare?.();
  const relay = new OutboxRelay({
    events: deps.events,
    sources: outboxSources,
    logger: testLogger,
    intervalMs: 200,
  });
  relay.start();
  const app = await createApp({
    events: deps.events,
    relay,
    verifyToken: createTokenVerifier(testInfra().jwt.publicKey),
  });
  const server = await startTestServer(app);
  return {
    url: server.url,
    events: deps.events,
    relay,
    mongoUrl: deps.mongoUrl,
    async close() {
      await server.close();
      await relay.stop();
      await deps.close();
    },
  };
}
