import { createServer, type Server } from 'node:http';
import type Koa from 'koa';
import type { Logger } from './logger.ts';

export interface RunningServer {
  server: Server;
  port: number;
  close(): Promise<void>;
}

/** Listens, and on close stops accepting, lets in-flight requests finish (up to a limit), then cleans up. */
export async function listen(
  app: Koa,
  { port, host = '0.0.0.0', drainMs = 10_000 }: { port: number; host?: string; drainMs?: number },
): Promise<RunningServer> {
  const server = createServer(app.callback());
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    server,
    port: actual,
    close: () =>
      new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), drainMs);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}

/** Runs until SIGTERM or SIGINT, then drains and runs the clean-ups in order. */
export function stopOnSignals(
  logger: Logger,
  running: RunningServer,
  cleanups: Array<() => Promise<void>>,
): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: draining requests');
    await running.close();
    for (const cleanup of cleanups) {
      await cleanup().catch((error: Error) => logger.warn({ err: error.message }, 'clean-up failed'));
    }
    logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
