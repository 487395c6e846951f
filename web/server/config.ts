import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOG_LEVELS, type LogLevel } from '@rawi/kit/logger';
import { DEFAULT_METRICS_PORTS, DEFAULT_PORTS } from '@rawi/proto';

export interface WebServerConfig {
  port: number;
  /** The address pages are served on (the chart sets the pod's own address, `make run` loopback). */
  host: string;
  metricsPort: number;
  /** The address /metrics listens on: loopback unless set. */
  metricsHost: string;
  distDir: string;
  /** The site's public address for canonical, hreflang and sitemap URLs; the request's own origin when unset. */
  publicUrl: string | undefined;
  /** Where the server reads the public API (the gateway) for project pages and the sitemap; unset: no lookups. */
  apiUrl: string | undefined;
  /** The server renderer's build (web/dist-server); pages are drawn in the browser only without it. */
  ssrDir: string;
  /** NATS, whose content and project events drop rendered pages; unset: pages live PAGE_CACHE_STALE_MS. */
  natsUrl: string | undefined;
  /** Bytes of rendered pages kept in memory (0: none kept). */
  pageCacheMaxBytes: number;
  /** How old a kept page may be served while events are not arriving. */
  pageCacheStaleMs: number;
  /** The least level logged (the kit's logger): `info` writes a line per request. */
  logLevel: LogLevel;
}

/** An http(s) URL without a trailing slash, or a problem. */
function httpUrl(name: string, value: string | undefined, problems: string[]): string | undefined {
  if (value === undefined || value === '') return undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value.replace(/\/+$/, '');
  } catch {
    // reported below
  }
  problems.push(`${name} must be an http(s) URL, got "${value}"`);
  return undefined;
}

const isLogLevel = (value: string): value is LogLevel => (LOG_LEVELS as readonly string[]).includes(value);

const DEFAULT_DIST = fileURLToPath(new URL('../dist', import.meta.url));
const DEFAULT_SSR = fileURLToPath(new URL('../dist-server', import.meta.url));

/** A whole number of at least 0, its default when unset, or a problem. */
function count(name: string, value: string | undefined, fallback: number, problems: string[]): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (Number.isInteger(parsed) && parsed >= 0) return parsed;
  problems.push(`${name} must be a whole number of at least 0, got "${value}"`);
  return fallback;
}

/**
 * Reads PORT, HOST, METRICS_PORT, METRICS_HOST, WEB_DIST, WEB_SSR, PUBLIC_URL, API_URL, NATS_URL,
 * PAGE_CACHE_MAX_BYTES, PAGE_CACHE_STALE_MS and LOG_LEVEL; every problem is listed before giving up.
 */
export function loadConfig(env: NodeJS.ProcessEnv): WebServerConfig {
  const problems: string[] = [];
  const port = env.PORT === undefined || env.PORT === '' ? DEFAULT_PORTS.web : Number(env.PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    problems.push(`PORT must be a port number (1-65535), got "${env.PORT}"`);
  const metricsPort =
    env.METRICS_PORT === undefined || env.METRICS_PORT === ''
      ? DEFAULT_METRICS_PORTS.web
      : Number(env.METRICS_PORT);
  if (!Number.isInteger(metricsPort) || metricsPort < 0 || metricsPort > 65535)
    problems.push(`METRICS_PORT must be a port number (0-65535), got "${env.METRICS_PORT}"`);
  const host = env.HOST || '0.0.0.0';
  const metricsHost = env.METRICS_HOST || '127.0.0.1';
  const distDir = env.WEB_DIST ? resolve(env.WEB_DIST) : DEFAULT_DIST;
  if (!existsSync(join(distDir, 'index.html'))) {
    problems.push(
      `WEB_DIST must be a built web app (no index.html in ${distDir}); run "npm run build -w @rawi/web"`,
    );
  }
  const publicUrl = httpUrl('PUBLIC_URL', env.PUBLIC_URL, problems);
  const apiUrl = httpUrl('API_URL', env.API_URL, problems);
  const ssrDir = env.WEB_SSR ? resolve(env.WEB_SSR) : DEFAULT_SSR;
  if (env.WEB_SSR && !existsSync(join(ssrDir, 'entry-server.js')))
    problems.push(`WEB_SSR must be the server renderer's build (no entry-server.js in ${ssrDir})`);
  let natsUrl = env.NATS_URL ? env.NATS_URL : undefined;
  if (!natsUrl && env.NATS_URL_FILE) {
    // As the chart mounts an external NATS's URL from a Secret.
    try {
      natsUrl = readFileSync(env.NATS_URL_FILE, 'utf8').trim() || undefined;
    } catch (error) {
      problems.push(`NATS_URL_FILE: cannot read ${env.NATS_URL_FILE} (${(error as Error).message})`);
    }
  }
  const pageCacheMaxBytes = count(
    'PAGE_CACHE_MAX_BYTES',
    env.PAGE_CACHE_MAX_BYTES,
    16 * 1024 * 1024,
    problems,
  );
  const pageCacheStaleMs = count('PAGE_CACHE_STALE_MS', env.PAGE_CACHE_STALE_MS, 5000, problems);
  const logLevel = env.LOG_LEVEL || 'info';
  if (!isLogLevel(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  if (problems.length > 0) throw new Error(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  return {
    port,
    host,
    metricsPort,
    metricsHost,
    distDir,
    publicUrl,
    apiUrl,
    ssrDir,
    natsUrl,
    pageCacheMaxBytes,
    pageCacheStaleMs,
    logLevel: isLogLevel(logLevel) ? logLevel : 'info',
  };
}
