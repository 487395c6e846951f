/**
 * Test support shared by every service: a fresh database per test file, the token keys,
 * minted tokens (good and bad), a server on port 0, and an event collector on NATS.
 */
import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import jwt from 'jsonwebtoken';
import { JWT_AUDIENCE, JWT_ISSUER, type Role, type EventEnvelope, type Subject } from '@rawi/proto';
import { jetstream, DeliverPolicy } from '@nats-io/jetstream';
import { connectMongo, disconnectMongo } from '../store/database.ts';
import { connectEvents, type Events } from '../events/stream.ts';
import { createLogger, type Logger } from '../logger.ts';
import { listen } from '../http/listen.ts';
import { testInfra } from './env.ts';

export { testInfra, type TestInfra } from './env.ts';
export { startInfra, freePort, waitForPort, type Infra } from '../dev/infra.ts';
export { generateJwtKeys } from '../dev/keys.ts';
export {
  checkedFetch,
  jsonClient,
  ReplyContractError,
  type Reply,
  type CallOptions,
  type ClientOptions,
  type JsonCall,
} from './http.ts';
export { storeDeletedItems, type StoredDeletion } from './deleted-items.ts';
export {
  startServiceTestServer,
  type ServiceAppContext,
  type ServiceTestServer,
  type ServiceTestServerOptions,
} from './service-server.ts';
export { NatsServer } from './nats-server.ts';
export { ServiceProcess } from './service-process.ts';
export { streamedEvents } from './streamed-events.ts';
export {
  useServiceUnderTest,
  useTestDependencies,
  type ServiceUnderTest,
  type ServiceUnderTestOptions,
} from './service-under-test.ts';

export const testLogger: Logger = createLogger('test', process.env.TEST_LOG_LEVEL ?? 'silent');

/** A database name no other test file uses. */
export function testDatabaseUrl(label: string): string {
  return `${testInfra().mongoBaseUrl}/t_${label.replace(/\W/g, '_')}_${randomUUID().slice(0, 8)}`;
}

/**
 * The shared variables of a service process a test starts, pointing at the test infrastructure.
 * Its API and metrics ports are taken free at start-up (port 0): the fixed default ports belong
 * to the local run, which may be up while the tests run.
 */
export function testServiceEnv(label: string, extra: Record<string, string> = {}): Record<string, string> {
  const infra = testInfra();
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    METRICS_PORT: '0',
    METRICS_HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    MONGO_URL: testDatabaseUrl(label),
    NATS_URL: infra.natsUrl,
    JWT_PUBLIC_KEY: infra.jwt.publicKey,
    PUBLIC_URL: 'http://localhost:8080',
    ...extra,
  };
}

/** Connects mongoose (to a fresh database) and NATS as a service would. */
export async function connectTestDependencies(
  label: string,
): Promise<{ events: Events; mongoUrl: string; close(): Promise<void> }> {
  const mongoUrl = testDatabaseUrl(label);
  await connectMongo(mongoUrl, testLogger, 5);
  const events = await connectEvents(testInfra().natsUrl, testLogger, `test-${label}`);
  return {
    events,
    mongoUrl,
    async close() {
      await events.close();
      await disconnectMongo();
    },
  };
}

export interface TokenClaims {
  sub?: string;
  username?: string;
  role?: Role;
  /** The user's token version (revocation); 0 when left out. */
  ver?: number;
}

/** A token as identity would sign it; options make the bad ones for tamper tests. */
export function mintToken(
  claims: TokenClaims = {},
  options: { expiresIn?: number; privateKey?: string; audience?: string; issuer?: string } = {},
): string {
  return jwt.sign(
    {
      username: claims.username ?? 'admin',
      role: claims.role ?? 'superadmin',
      ...(claims.ver !== undefined ? { ver: claims.ver } : {}),
    },
    options.privateKey ?? testInfra().jwt.privateKey,
    {
      algorithm: 'RS256',
      subject: claims.sub ?? '000000000000000000000001',
      audience: options.audience ?? JWT_AUDIENCE,
      issuer: options.issuer ?? JWT_ISSUER,
      expiresIn: options.expiresIn ?? 3600,
    },
  );
}

/** An unsigned token (`alg: none`), which every protected route must refuse. */
export function unsignedToken(claims: TokenClaims = {}): string {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${enc({ alg: 'none', typ: 'JWT' })}.${enc({
    sub: claims.sub ?? '000000000000000000000001',
    username: claims.username ?? 'admin',
    role: claims.role ?? 'superadmin',
    aud: JWT_AUDIENCE,
    iss: JWT_ISSUER,
    iat: now,
    exp: now + 3600,
  })}.`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

export async function startTestServer(app: Koa): Promise<TestServer> {
  const running = await listen(app, { port: 0, host: '127.0.0.1', drainMs: 1000 });
  return { url: `http://127.0.0.1:${running.port}`, close: running.close };
}

export type EventCollector = Awaited<ReturnType<typeof collectEvents>>;

/** Collects events published from now on, for asserting what a call emitted. */
export async function collectEvents(subjects: Subject[] = ['>' as Subject]) {
  const events = await connectEvents(testInfra().natsUrl, testLogger, 'test-collector');
  const js = jetstream(events.nc);
  const consumer = await js.consumers.get('RAWI_EVENTS', {
    filter_subjects: subjects,
    deliver_policy: DeliverPolicy.New,
  });
  const received: EventEnvelope[] = [];
  const messages = await consumer.consume();
  void (async () => {
    for await (const m of messages) received.push(m.json<EventEnvelope>());
  })();
  return {
    received,
    async waitFor(predicate: (e: EventEnvelope) => boolean, timeoutMs = 5000): Promise<EventEnvelope> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(
            `no matching event within ${timeoutMs} ms; got ${received.map((e) => e.subject).join(', ') || 'none'}`,
          );
        }
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    async stop() {
      await messages.close();
      await events.close();
    },
  };
}
export {
  acceptedWrites,
  BAD_BODIES,
  corpusFaults,
  NO_CORPUS_FAULTS,
  NON_JSON_BODIES,
  nonJsonBodiesNotRefused,
  ODD_METHODS,
  PROTOTYPE_MEMBERS,
  rawCall,
  runCorpus,
  serverErrors,
  type CorpusReply,
  type CorpusRoute,
  storedDocuments,
} from './corpus.ts';
