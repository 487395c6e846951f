import { randomUUID } from 'node:crypto';
import { createServer, STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { IMPLEMENTED_METHODS } from './middleware/hardening.ts';
import type Koa from 'koa';
import type { ErrorCode } from '@rawi/proto';
import type { Logger } from '../logger.ts';

export interface RunningServer {
  server: Server;
  port: number;
  close(): Promise<void>;
}

/** Answers a request Koa never sees with a JSON body on the raw socket, then closes the connection. */
function endWithJson(socket: Duplex, status: number, body: string, headers: string[] = []): void {
  socket.on('error', () => socket.destroy());
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      ...headers,
      'Cache-Control: no-store',
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

/**
 * Node hands a CONNECT request to the 'connect' event and, with no listener, drops the
 * connection; answer it as any other unsupported method: 405 with the JSON error body.
 */
export function refuseConnect(_req: IncomingMessage, socket: Duplex): void {
  const body = JSON.stringify({
    error: { code: 'method_not_allowed', message: 'Method CONNECT is not supported' },
  });
  endWithJson(socket, 405, body, [`Allow: ${IMPLEMENTED_METHODS.join(', ')}`]);
}

/** What Node's HTTP parser found wrong with a request, as the status and message it is answered with. */
function parserRefusal(code: string | undefined): { status: number; error: ErrorCode; message: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, error: 'headers_too_large', message: 'Request line or headers too large' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, error: 'request_timeout', message: 'Request not received in time' };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, error: 'payload_too_large', message: 'Chunk extensions too large' };
    default:
      return { status: 400, error: 'bad_request', message: 'Malformed HTTP request' };
  }
}

/**
 * A request Node's parser refused (a malformed request line or header, an unknown method such as
 * CONNECTX, headers or a request line over the size limit, headers too slow) gets the usual JSON
 * error body instead of Node's bare status line, then the connection closes (the parser cannot
 * go on reading it). As Node's own handler, it answers unless a reply is under way on that
 * connection: on a kept-alive connection the earlier replies are complete, so the refused
 * request after them is answered too.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const { status, error: code, message } = parserRefusal(error.code);
  const body = JSON.stringify({ error: { code, message }, requestId: randomUUID() });
  endWithJson(socket, status, body);
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
  server.on('clientError', answerClientError);
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
