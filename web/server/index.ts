import { listenForInvalidations, PublicCache, registerCacheMetrics } from '@rawi/kit/cache';
import { createLogger } from '@rawi/kit/logger';
import { startMetricsServer } from '@rawi/kit/metrics';
import { exitOnUncaughtFaults } from '@rawi/kit/process-faults';
import { loadConfig } from './config.ts';
import { createWebApp } from './app.ts';
import { loadRenderer, pageInvalidation } from './render.ts';

export { createWebApp } from './app.ts';

async function start(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
  const logger = createLogger('web', config.logLevel);
  exitOnUncaughtFaults('web');
  const renderer = await loadRenderer(config.ssrDir);
  if (!renderer) logger.warn({ ssrDir: config.ssrDir }, 'no server renderer: pages are drawn in the browser');
  const pageCache =
    renderer && config.pageCacheMaxBytes > 0
      ? new PublicCache({
          maxBytes: config.pageCacheMaxBytes,
          maxEntryBytes: config.pageCacheMaxBytes,
          staleMs: config.pageCacheStaleMs,
        })
      : undefined;
  // Without NATS, or while it is unreachable, a kept page is served for PAGE_CACHE_STALE_MS at most.
  // Pages are served from the start; the listener connects (and reconnects) beside them.
  const pageEvents =
    pageCache && config.natsUrl
      ? listenForInvalidations(config.natsUrl, pageCache, logger, pageInvalidation)
      : undefined;
  if (pageCache) registerCacheMetrics(pageCache, 'web_page');
  const app = createWebApp({
    distDir: config.distDir,
    publicUrl: config.publicUrl,
    apiUrl: config.apiUrl,
    renderer,
    pageCache,
    logger,
  });
  void startMetricsServer(config.metricsPort, config.metricsHost, logger, 'web');
  const server = app.listen(config.port, config.host, () => {
    logger.info({ host: config.host, port: config.port, distDir: config.distDir }, 'web server listening');
  });
  const stop = (signal: string) => {
    logger.info({ signal }, 'web server stopping');
    void pageEvents?.then((events) => events.close());
    server.close(() => process.exit(0));
    // Keep-alive connections can hold close() open; do not outlive the orchestrator's grace period.
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

if (import.meta.main) await start();
