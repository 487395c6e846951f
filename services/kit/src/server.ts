import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { IMPLEMENTED_METHODS } from './middleware/hardening.ts';
import type Koa from 'koa';
import type { Logger } from './logger.ts';

export interface RunningServer {
  server: Server;
  port: number;
  close(): Promise<void>;
}

/**
 * Node hands a CONNECT request to the 'connect' event and, with no listener, drops the
 * connection; answer it as any other unsupported method: 405 with the JSON error body.
 */
export function refuseConnect(_req: IncomingMessage, socket: Duplex): void {
  const body = JSON.stringify({
    error: { code: 'method_not_allowed', message: 'Method CONNECT is not supported' },
  });
  socket.on('error', () => socket.destroy());
  socket.end(
    [
      'HTTP/1.1 405 Method Not Allowed',
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      `Allow: ${IMPLEMENTED_METHODS.join(', ')}`,
      'Cache-Control: no-store',
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

/** Listens, and on close stops accepting, lets in-flight requests finish (up to a limit), then cleans up. */
export async function listen(
  app: Koa,
  { port, host = '0.0.0.0', drainMs = 10_000 }: { port: number; host?: string; drainMs?: number },
): Promise<RunningServer> {
  const server = createServer(app.callback());
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('connect', refuseConnect);
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
