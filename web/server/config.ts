import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_METRICS_PORTS, DEFAULT_PORTS } from '@rawi/proto';

export interface WebServerConfig {
  port: number;
  metricsPort: number;
  distDir: string;
}

const DEFAULT_DIST = fileURLToPath(new URL('../dist', import.meta.url));

/** Reads PORT and WEB_DIST; every problem is listed before giving up. */
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
  if (problems.length > 0) throw new Error(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  return { port, metricsPort, distDir };
}
