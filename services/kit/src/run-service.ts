/**
 * The start-up every service shares: config → logger → MongoDB and NATS (with retry) →
 * the service's app → listen → drain on signals.
 */
import type Koa from 'koa';
import type * as yup from 'yup';
import { ConfigError, loadConfig, serviceConfigShape, type ConfigOf, type ServiceConfig } from './config.ts';
import { connectMongo, disconnectMongo, isMongoReady } from './store/database.ts';
import { connectEvents, type Events } from './events/stream.ts';
import { createLogger, type Logger } from './logger.ts';
import { listen, stopOnSignals } from './http/listen.ts';
import { exitOnUncaughtFaults } from './process-faults.ts';
import { startMetricsServer } from './metrics.ts';
import { createTokenVerifier, type TokenVerifier } from './auth/tokens.ts';
import { TokenVersions } from './auth/token-versions.ts';
import { useWriteGate, WriteGate } from './store/write-freeze.ts';
import { outboxCollection, OutboxRelay, type OutboxSource } from './events/outbox.ts';
import { DEFAULT_METRICS_PORTS } from '@rawi/proto';

export interface ServiceDeps<C> {
  config: C;
  logger: Logger;
  events: Events;
  /** Session tokens checked against the key and the users' token versions (revocation). */
  verifyToken: TokenVerifier;
  /** Publishes recorded events; it starts once `start` has returned (consumers made in `start` exist first). */
  relay: OutboxRelay;
  /** The readiness checks every service has (MongoDB and NATS). */
  checks: Record<string, () => boolean | Promise<boolean>>;
}

export interface ServiceDefinition<S extends yup.ObjectShape, C> {
  name: string;
  /** The service's own variables, added to the shared ones. */
  configShape: S;
  /** Where its events wait besides the outbox collection (in the changed documents). */
  eventSources?: OutboxSource[];
  /** Builds the app; may start background work and return its clean-ups. */
  start(deps: ServiceDeps<C>): Promise<{ app: Koa; cleanups?: Array<() => Promise<void>> }>;
}

export const dependencyChecks = (events: Events) => ({
  mongo: isMongoReady,
  nats: () => events.isReady(),
});

export async function runService<S extends yup.ObjectShape>(
  definition: ServiceDefinition<S, ServiceConfig & ConfigOf<S>>,
): Promise<void> {
  let config: ServiceConfig & ConfigOf<S>;
  try {
    // One shape so every bad variable, shared or the service's own, is listed together;
    // yup cannot infer the type of a spread of two generic shapes, hence the cast.
    config = loadConfig({ ...serviceConfigShape, ...definition.configShape }) as unknown as ServiceConfig &
      ConfigOf<S>;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`[${definition.name}] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(definition.name, config.LOG_LEVEL);
  exitOnUncaughtFaults(definition.name);
  await connectMongo(config.MONGO_URL, logger);
  const events = await connectEvents(config.NATS_URL, logger, definition.name, config.NATS_STREAM_REPLICAS);
  const tokenVersions = await TokenVersions.watch(events.nc, logger, {
    replicas: config.NATS_STREAM_REPLICAS,
    maxStalenessMs: config.TOKEN_CHECK_STALE_MS,
  });
  const verifyToken = createTokenVerifier(config.JWT_PUBLIC_KEY, tokenVersions);
  const writeGate = await WriteGate.watch(events.nc, logger, {
    service: definition.name,
    replicas: config.NATS_STREAM_REPLICAS,
  });
  useWriteGate(writeGate);
  const relay = new OutboxRelay({
    events,
    sources: [...(definition.eventSources ?? []), outboxCollection],
    logger,
  });
  const { app, cleanups = [] } = await definition.start({
    config,
    logger,
    events,
    verifyToken,
    relay,
    checks: dependencyChecks(events),
  });
  relay.start();
  const running = await listen(app, { port: config.PORT, host: config.HOST });
  logger.info({ port: running.port }, `${definition.name} listening`);
  const metricsPort =
    config.METRICS_PORT ?? DEFAULT_METRICS_PORTS[definition.name as keyof typeof DEFAULT_METRICS_PORTS] ?? 0;
  const metrics = await startMetricsServer(metricsPort, config.METRICS_HOST, logger, definition.name);
  stopOnSignals(logger, running, [
    () => relay.stop(),
    ...cleanups,
    async () => tokenVersions.stop(),
    () => writeGate.stop(),
    () => events.close(),
    disconnectMongo,
    () => metrics.close(),
  ]);
}
