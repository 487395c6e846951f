/**
 * Test support: the identity app on port 0 against the real FerretDB and NATS the vitest
 * global setup started, with a fresh database per test file and a running outbox relay.
 */
import { randomInt } from 'node:crypto';
import { loadConfig, outboxCollection, serviceConfigShape, type Events, type OutboxRelay } from '@rawi/kit';
import {
  jsonClient,
  startServiceTestServer,
  startTestServer,
  testInfra,
  testLogger,
  testServiceEnv,
  type CallOptions as KitCallOptions,
  type Reply as KitReply,
} from '@rawi/kit/testing';
import { createApp } from '../app.ts';
import { identityConfigShape, type IdentityConfig } from '../config.ts';
import { ensureIndexes } from '../models/indexes.ts';
import { userEvents } from '../events/user-events.ts';
import { passwordResetOutbox } from '../passwords/password-reset-outbox.ts';

export function testConfig(label: string, overrides: Record<string, string> = {}): IdentityConfig {
  return loadConfig(
    { ...serviceConfigShape, ...identityConfigShape },
    testServiceEnv(label, { JWT_PRIVATE_KEY: testInfra().jwt.privateKey, ...overrides }),
  );
}

/** A client address of its own (sent as X-Forwarded-For, as the gateway does), so per-client limits do not leak between tests. */
export const newClientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export interface CallOptions extends KitCallOptions {
  /** The client's address; a fresh one per call unless given. */
  ip?: string;
}

export type Reply<B = Record<string, unknown>> = KitReply<B>;

export interface IdentityTestServer {
  url: string;
  config: IdentityConfig;
  events: Events;
  relay: OutboxRelay;
  call<B = Record<string, unknown>>(method: string, path: string, options?: CallOptions): Promise<Reply<B>>;
  /** Starts another app (other config) on the same database and NATS. */
  startAnother(overrides: Record<string, string>): Promise<{ url: string; close(): Promise<void> }>;
  close(): Promise<void>;
}

/** A call as the gateway forwards it: from a client address of its own (X-Forwarded-For). */
export function callService<B = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  { ip, headers, ...options }: CallOptions = {},
): Promise<Reply<B>> {
  return jsonClient(baseUrl)<B>(method, path, {
    ...options,
    headers: { 'x-forwarded-for': ip ?? newClientAddress(), ...headers },
  });
}

export async function getTestServer(
  label: string,
  overrides: Record<string, string> = {},
): Promise<IdentityTestServer> {
  const config = testConfig(label, overrides);
  const server = await startServiceTestServer({
    label: `identity_${label}`,
    outboxSources: [userEvents, outboxCollection, passwordResetOutbox],
    prepare: ensureIndexes,
    createApp: ({ events, relay }) => createApp({ config, logger: testLogger, events, relay }),
  });
  const { events, relay } = server;
  const others: Array<{ close(): Promise<void> }> = [];
  return {
    url: server.url,
    config,
    events,
    relay,
    call: (method, path, options) => callService(server.url, method, path, options),
    async startAnother(more) {
      const other = await startTestServer(
        createApp({
          config: testConfig(label, { ...overrides, ...more }),
          logger: testLogger,
          events,
          relay,
        }),
      );
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) await other.close();
      await server.close();
    },
  };
}
