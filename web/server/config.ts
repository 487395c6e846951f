import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_METRICS_PORTS, DEFAULT_PORTS } from '@rawi/proto';

export interface WebServerConfig {
  port: number;
  metricsPort: number;
  distDir: string;
  /** The site's public address for canonical, hreflang and sitemap URLs; the request's own origin when unset. */
  publicUrl: string | undefined;
  /** Where the server reads the public API (the gateway) for project pages and the sitemap; unset: no lookups. */
  apiUrl: string | undefined;
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

const DEFAULT_DIST = fileURLToPath(new URL('../dist', import.meta.url));

/** Reads PORT, METRICS_PORT, WEB_DIST, PUBLIC_URL and API_URL; every problem is listed before giving up. */
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
  const distDir = env.WEB_DIST ? resolve(env.WEB_DIST) : DEFAULT_DIST;
  if (!existsSync(join(distDir, 'index.html'))) {
    problems.push(
      `WEB_DIST must be a built web app (no index.html in ${distDir}); run "npm run build -w @rawi/web"`,
    );
  }
  const publicUrl = httpUrl('PUBLIC_URL', env.PUBLIC_URL, problems);
  const apiUrl = httpUrl('API_URL', env.API_URL, problems);
  if (problems.length > 0) throw new Error(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  return { port, metricsPort, distDir, publicUrl, apiUrl };
}
