/**
 * Test support: the identity app on port 0 against the real FerretDB and NATS the vitest
 * global setup started, with a fresh database per test file and a running outbox relay.
 */
import { randomInt } from 'node:crypto';
import { loadConfig, outboxCollection, serviceConfigShape, type Events, type OutboxRelay } from '@rawi/kit';
import {
  bearer,
  startServiceTestServer,
  startTestServer,
  testInfra,
  testLogger,
  testServiceEnv,
} from '@rawi/kit/testing';
import { createApp } from '../app.ts';
import { identityConfigShape, type IdentityConfig } from '../config.ts';
import { ensureIndexes } from '../indexes.ts';
import { userEvents } from '../commands/user-events.ts';
import { passwordResetOutbox } from '../password-reset-outbox.ts';

export function testConfig(label: string, overrides: Record<string, string> = {}): IdentityConfig {
  return loadConfig(
    { ...serviceConfigShape, ...identityConfigShape },
    testServiceEnv(label, { JWT_PRIVATE_KEY: testInfra().jwt.privateKey, ...overrides }),
  );
}

/** A client address of its own (sent as X-Forwarded-For, as the gateway does), so per-client limits do not leak between tests. */
export const newClientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** The client's address; a fresh one per call unless given. */
  ip?: string;
}

export interface Reply<B = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: B;
}

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

export async function callService<B>(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Reply<B>> {
  const headers: Record<string, string> = {
    'x-forwarded-for': options.ip ?? newClientAddress(),
    ...(options.token ? bearer(options.token) : {}),
    ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...options.headers,
  };
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : undefined) as B };
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
