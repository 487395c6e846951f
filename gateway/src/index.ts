/**
 * Start-up: config from the environment (every bad variable listed, then exit) → logger →
 * upstream pools → listen → on SIGTERM/SIGINT stop accepting, drain in-flight requests,
 * then close the pools.
 */
import { connect } from '@nats-io/transport-node';
import {
  ConfigError,
  createLogger,
  exitOnUncaughtFaults,
  listen,
  startMetricsServer,
  stopOnSignals,
  TokenVersions,
} from '@rawi/kit';
import { createGatewayApp, publicCacheFor } from './app.ts';
import { listenForInvalidations, registerCacheMetrics } from '@rawi/kit/cache';
import { publicReadInvalidation } from './cached-reads.ts';
import { loadGatewayConfig, type GatewayConfig, type UpstreamName, UPSTREAM_VARIABLES } from './config.ts';
import { createUpstreams } from './upstreams.ts';

let config: GatewayConfig;
try {
  config = loadGatewayConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`[gateway] ${error.message}`);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger('gateway', config.LOG_LEVEL);
exitOnUncaughtFaults('gateway');
const upstreams = createUpstreams(config);
const cache = publicCacheFor(config);
const cacheEvents =
  config.NATS_URL && cache.enabled
    ? await listenForInvalidations(config.NATS_URL, cache, logger, publicReadInvalidation)
    : undefined;
// Revocation: the gateway refuses a revoked token before any service sees it.
const sessionsNc = config.NATS_URL
  ? await connect({
      servers: config.NATS_URL.split(',').map((u) => u.trim()),
      name: 'gateway-sessions',
      waitOnFirstConnect: true,
      reconnect: true,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
    })
  : undefined;
const tokenVersions = sessionsNc
  ? await TokenVersions.watch(sessionsNc, logger, {
      replicas: config.NATS_STREAM_REPLICAS,
      maxStalenessMs: config.TOKEN_CHECK_STALE_MS,
    })
  : undefined;
const app = createGatewayApp(config, logger, upstreams, cache, tokenVersions);
registerCacheMetrics(cache, 'gateway');
const metrics = await startMetricsServer(config.METRICS_PORT, config.METRICS_HOST, logger, 'gateway');
const running = await listen(app, { port: config.PORT, host: config.HOST });

const missing = (Object.keys(UPSTREAM_VARIABLES) as UpstreamName[]).filter((name) => !upstreams.get(name));
logger.info(
  {
    port: running.port,
    publicUrl: config.PUBLIC_URL,
    upstreams: Object.fromEntries(upstreams.configured().map((u) => [u.name, u.origin])),
    ...(missing.length ? { notConfigured: missing } : {}),
    cache: cache.enabled
      ? { maxBytes: config.CACHE_MAX_BYTES, staleMs: config.CACHE_STALE_MS, events: Boolean(cacheEvents) }
      : 'off',
  },
  'gateway listening',
);
stopOnSignals(logger, running, [
  () => upstreams.close(),
  ...(cacheEvents ? [() => cacheEvents.close()] : []),
  async () => {
    tokenVersions?.stop();
    await sessionsNc?.drain();
  },
  () => metrics.close(),
]);
