/**
 * Who is acting in the current request, for the events it records: every request runs in a
 * scope holding the client address, and the actor once the token is verified. recordEvent
 * reads it, so commands need not pass the actor down.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Middleware } from 'koa';
import type { Actor, EventMeta } from '@rawi/proto';
import { formatTraceparent } from '../http/trace.ts';

const scope = new AsyncLocalStorage<EventMeta>();

/** The acting user and client address of the current request, if any. */
export function currentEventMeta(): EventMeta {
  const meta = scope.getStore();
  return meta ? { ...meta } : {};
}

/** Sets the actor of the current request (after the token check). */
export function setEventActor(actor: Actor | null): void {
  const meta = scope.getStore();
  if (meta) meta.actor = actor;
}

/** Runs work (a job, a test) as if in a request with this meta. */
export function withEventMeta<T>(meta: EventMeta, work: () => T): T {
  return scope.run({ ...meta }, work);
}

export function eventScope(): Middleware {
  return (ctx, next) =>
    scope.run({ actor: null, clientAddress: ctx.ip, traceparent: formatTraceparent(ctx.trace) }, next);
}
