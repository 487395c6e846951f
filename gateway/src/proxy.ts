/**
 * Forwards one request to an upstream with undici and streams both bodies: the request body
 * through a byte counter (chunked uploads are limited while they stream), the reply straight
 * to the client (video range replies are never buffered). Failures before the reply starts
 * become JSON 502/503/504; after it starts, the client connection is cut, as any proxy does.
 */
import { pipeline } from 'node:stream/promises';
import type { Context } from 'koa';
import type { Dispatcher } from 'undici';
import { BodyLimit, checkDeclaredLength, hasBody, tooLarge } from './body-limit.ts';
import {
  clientResponseHeaders,
  upstreamPolicy,
  upstreamRequestHeaders,
  type ForwardingFacts,
} from './forwarding.ts';
import { failureCodes, upstreamFailure } from './upstream-errors.ts';
import { deadlineOf, type Upstream } from './upstreams.ts';

export interface ProxyOptions {
  /** The canonical path (the query string is added from the request). */
  path: string;
  bodyLimit: number;
  facts: ForwardingFacts;
  https: boolean;
  /** Sets `Cache-Control: no-store` on the reply (authenticated calls). */
  noStore?: boolean;
  /** Called with the upstream's status before the reply is passed on. */
  onReply?: (status: number) => void;
}

type HttpMethod = Dispatcher.HttpMethod;

export async function proxyRequest(ctx: Context, upstream: Upstream, options: ProxyOptions): Promise<void> {
  const { req, res } = ctx;
  checkDeclaredLength(req, options.bodyLimit);

  let body: BodyLimit | undefined;
  if (hasBody(req)) {
    body = new BodyLimit(options.bodyLimit);
    const limiter = body;
    // pipe, not pipeline: a failed limit must not destroy the client socket before the 413 is written.
    req.pipe(limiter);
    req.on('error', (error) => limiter.destroy(error));
    limiter.on('error', () => req.unpipe(limiter));
  }

  // The client going away aborts the upstream call.
  const abort = new AbortController();
  const onClientGone = () => {
    if (!res.writableFinished) abort.abort(new Error('client closed the connection'));
  };
  res.once('close', onClientGone);

  const deadline = deadlineOf(upstream, ctx.method);
  try {
    let reply: Dispatcher.ResponseData;
    try {
      reply = await upstream.pool.request({
        headersTimeout: deadline,
        bodyTimeout: deadline,
        method: ctx.method as HttpMethod,
        path: ctx.querystring ? `${options.path}?${ctx.querystring}` : options.path,
        headers: upstreamRequestHeaders(req.headers, options.facts),
        body: body ?? null,
        signal: abort.signal,
      });
    } catch (error) {
      if (body?.exceeded) throw tooLarge(options.bodyLimit);
      if (abort.signal.aborted) {
        ctx.log.info({ upstream: upstream.name }, 'client went away before the upstream answered');
        ctx.respond = false;
        return;
      }
      ctx.log.warn(
        { upstream: upstream.name, err: (error as Error).message, code: (error as { code?: string }).code },
        'upstream call failed',
      );
      throw upstreamFailure(upstream.name, error);
    }

    ctx.status = reply.statusCode;
    options.onReply?.(reply.statusCode);
    ctx.set(clientResponseHeaders(reply.headers, { https: options.https }));
    const ownPolicy = upstreamPolicy(upstream.name, reply.headers);
    if (ownPolicy) ctx.set('Content-Security-Policy', ownPolicy);
    if (options.noStore) ctx.set('Cache-Control', 'no-store');
    // An upstream that answered before reading the whole body (an early 4xx) leaves the rest
    // unread on the client connection: close it after this reply rather than reuse it.
    if (body && !req.readableEnded) ctx.set('Connection', 'close');
    ctx.respond = false;
    res.flushHeaders();
    try {
      await pipeline(reply.body, res);
    } catch (error) {
      // A client leaving mid-reply (a video seek) is routine; an upstream failing mid-reply is not.
      const upstreamBroke = failureCodes(error).some(
        (c) => c.startsWith('UND_ERR_') && c !== 'UND_ERR_ABORTED',
      );
      if (upstreamBroke)
        ctx.log.warn({ upstream: upstream.name, err: (error as Error).message }, 'reply stream interrupted');
      else ctx.log.debug({ upstream: upstream.name }, 'client left during the reply');
    }
  } finally {
    res.off('close', onClientGone);
  }
}
