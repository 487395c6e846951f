/**
 * Handing an upstream's streamed body to Koa as the reply. Two things must hold whatever the
 * request and however it ends, or one request ends the whole process:
 * - the stream's errors always have a listener: undici's body reports being destroyed unread
 *   (Koa destroys a body stream when the reply finishes) as an 'error', and an 'error' nobody
 *   listens to is thrown at the process;
 * - a reply without a body (HEAD) never gets the stream: Koa would end the reply without
 *   reading it and then destroy it. It is read to its end and thrown away instead, so the
 *   connection to the upstream goes back to its pool, and the reply says the length the GET's
 *   body has.
 */
import type { Context } from 'koa';
import type { Dispatcher } from 'undici';

type UpstreamBody = Dispatcher.ResponseData['body'];

/** Replies with `body` (or, to a HEAD request, with no body: the headers already say its length). */
export function replyWithStream(ctx: Context, body: UpstreamBody, upstream: string): void {
  body.on('error', (error: Error) => {
    // The client leaving half-way is routine; the upstream failing mid-reply is worth a line.
    const aborted = (error as { code?: string }).code === 'UND_ERR_ABORTED' || ctx.req.destroyed;
    if (aborted) ctx.log.debug({ upstream }, 'reply stream closed before its end');
    else ctx.log.warn({ upstream, err: error.message }, 'reply stream interrupted');
  });
  if (ctx.method === 'HEAD') {
    const length = ctx.response.get('Content-Length');
    body.dump().catch(() => undefined);
    // An empty body, not none: a reply with no body at all would be taken for a missing route.
    ctx.body = Buffer.alloc(0);
    if (length) ctx.set('Content-Length', length);
    else ctx.remove('Content-Length');
    return;
  }
  ctx.body = body;
}
