/**
 * Request body limits, enforced before anything reaches a service: by Content-Length up
 * front, and by counting bytes while a chunked body streams through.
 */
import type { IncomingMessage } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import { MAX_UPLOAD_BYTES, routeFor } from '@rawi/proto';
import { errors } from '@rawi/kit';

export const JSON_BODY_LIMIT = 1024 * 1024;
/** The file plus room for the multipart boundary and part headers. */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 64 * 1024;

/** An upload's limit for a call whose route table entry takes one (`body: 'multipart'`), else JSON's. */
export function bodyLimitFor(method: string, path: string): number {
  return routeFor(method, path)?.body === 'multipart' ? UPLOAD_BODY_LIMIT : JSON_BODY_LIMIT;
}

export const tooLarge = (limit: number) =>
  errors.tooLarge(limit === UPLOAD_BODY_LIMIT ? 'File size too large' : 'Request body too large');

/** Whether the request carries a body (RFC 9112: a Transfer-Encoding or a non-zero Content-Length). */
export function hasBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/** Refuses a declared Content-Length over the limit before reading a byte. */
export function checkDeclaredLength(req: IncomingMessage, limit: number): void {
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) throw tooLarge(limit);
}

/** How long a refused request's unread body is read (and thrown away) before the reply, at most. */
export const DRAIN_MS = 10_000;

/**
 * Reads and throws away a request body nobody read, up to `limit` bytes (a declared length over
 * it is not read at all) and `ms`, so the reply to a refused request (a 401 to an upload without
 * a token) reaches a client that is still sending: a connection closed with bytes unread is
 * reset by the peer's TCP, and most clients then report a connection error instead of the
 * reply. Answers whether the whole body was read.
 */
export function drainBody(req: IncomingMessage, limit: number, ms = DRAIN_MS): Promise<boolean> {
  if (req.readableEnded) return Promise.resolve(true);
  if (Number(req.headers['content-length'] ?? 0) > limit) return Promise.resolve(false);
  return new Promise((resolve) => {
    let seen = 0;
    let settled = false;
    const settle = (whole: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onGone);
      req.off('close', onGone);
      if (!whole) req.pause();
      resolve(whole);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limit) settle(false);
    };
    const onEnd = () => settle(true);
    const onGone = () => settle(req.readableEnded);
    const timer = setTimeout(() => settle(false), ms);
    timer.unref();
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onGone);
    req.once('close', onGone);
    req.resume();
  });
}

/** Passes bytes through and fails the stream once more than `limit` have passed. */
export class BodyLimit extends Transform {
  readonly limit: number;
  exceeded = false;
  private seen = 0;

  constructor(limit: number) {
    super();
    this.limit = limit;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit) {
      this.exceeded = true;
      callback(tooLarge(this.limit));
      return;
    }
    callback(null, chunk);
  }
}
