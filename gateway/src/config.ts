/**
 * The gateway's configuration. It has no database or NATS, so it reads its own table with the
 * kit's loadConfig instead of runService. Each upstream is optional: a route whose service is
 * not configured answers 503 until it is.
 */
import { env, loadConfig, type ConfigOf } from '@rawi/kit';
import { DEFAULT_METRICS_PORTS, DEFAULT_PORTS, UPSTREAM_VARIABLES, type UpstreamName } from '@rawi/proto';

export type { UpstreamName };

/** An http(s) URL naming a server only (the gateway forwards paths as they are). */
function upstreamUrl(name: string) {
  return env.optionalUrl(
    ['http', 'https'],
    `${name} must be an http or https URL without a path (for example http://identity:8101)`,
    (url) => url.pathname === '/' && !url.search && !url.username,
  );
}

export const gatewayConfigShape = {
  PORT: env.port(DEFAULT_PORTS.gateway),
  /** Where /metrics is served; never routed by the gateway itself or the Ingress. */
  METRICS_PORT: env.port(DEFAULT_METRICS_PORTS.gateway).label('METRICS_PORT'),
  /** The address /metrics listens on: loopback unless set (the chart sets the pod's own address). */
  METRICS_HOST: env.optional().default('127.0.0.1'),
  HOST: env.optional().default('0.0.0.0'),
  LOG_LEVEL: env.logLevel(),
  PUBLIC_URL: env.url('PUBLIC_URL', ['http', 'https']).default('http://localhost:8080'),
  JWT_PUBLIC_KEY: env.pem('JWT_PUBLIC_KEY', 'PUBLIC'),
  IDENTITY_URL: upstreamUrl('IDENTITY_URL'),
  CONTENT_URL: upstreamUrl('CONTENT_URL'),
  PROJECTS_URL: upstreamUrl('PROJECTS_URL'),
  MEDIA_URL: upstreamUrl('MEDIA_URL'),
  CONTACT_URL: upstreamUrl('CONTACT_URL'),
  WEB_URL: upstreamUrl('WEB_URL'),
  /** Connect time-out of every upstream call, and the answer (headers) and idle-body time-out of reads. */
  UPSTREAM_TIMEOUT_MS: env.int(10_000, 1).label('UPSTREAM_TIMEOUT_MS'),
  /**
   * The answer and idle-body time-out of writes (every method but GET, HEAD and OPTIONS). Longer
   * than a read's: a service goes on with a write it has started after the gateway gives up, so
   * a 504 there would report as failed a change that lands a moment later.
   */
  UPSTREAM_WRITE_TIMEOUT_MS: env.int(30_000, 1).label('UPSTREAM_WRITE_TIMEOUT_MS'),
  /** How many proxies in front of the gateway (an ingress counts one) whose X-Forwarded-* to trust. */
  TRUST_PROXY_HOPS: env.int(0, 0).label('TRUST_PROXY_HOPS'),
  /** Events that keep the public cache fresh; without it cached reads live only CACHE_STALE_MS. */
  NATS_URL: env.natsUrls().optional(),
  /** Replicas of the token-version bucket should the gateway be the first to open it (the services' value). */
  NATS_STREAM_REPLICAS: env.int(1, 1).label('NATS_STREAM_REPLICAS'),
  /** How long signed-in calls are still checked against the last known token versions after NATS is lost. */
  TOKEN_CHECK_STALE_MS: env.int(5000, 0).label('TOKEN_CHECK_STALE_MS'),
  /** The public read cache's memory bound in bytes; 0 turns the cache off. */
  CACHE_MAX_BYTES: env.int(64 * 1024 * 1024, 0).label('CACHE_MAX_BYTES'),
  /** The largest reply kept (media files above it always stream from the service). */
  CACHE_MAX_ENTRY_BYTES: env.int(1024 * 1024, 1).label('CACHE_MAX_ENTRY_BYTES'),
  /** How old a cached read may be served while events are not arriving. */
  CACHE_STALE_MS: env.int(2000, 0).label('CACHE_STALE_MS'),
};

export type GatewayConfig = ConfigOf<typeof gatewayConfigShape>;

export function loadGatewayConfig(source: Record<string, string | undefined> = process.env): GatewayConfig {
  return loadConfig(gatewayConfigShape, source);
}

/** Where each upstream lives, by the variable that names it. */
export { UPSTREAM_VARIABLES };
// Every upstream's variable is one the gateway reads.
UPSTREAM_VARIABLES satisfies Record<UpstreamName, keyof GatewayConfig>;

export const isHttps = (config: GatewayConfig) => new URL(config.PUBLIC_URL).protocol === 'https:';
