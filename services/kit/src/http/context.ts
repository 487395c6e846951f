/** What the kit adds to every Koa context. */
import type { Logger } from 'pino';
import type { Role } from '@rawi/proto';
import type { TraceContext } from './trace.ts';

/** The verified identity a token carries. */
export interface Identity {
  id: string;
  username: string;
  role: Role;
  /** The user's token version the token was issued under (revocation). */
  tokenVersion: number;
}

declare module 'koa' {
  interface DefaultState {
    identity?: Identity;
    /** Set by the gateway for a reply served from its cache (logged at debug). */
    servedFromMemory?: boolean;
  }
  interface ExtendableContext {
    requestId: string;
    /** This hop of the request's W3C trace (accepted from `traceparent` or started here). */
    trace: TraceContext;
    log: Logger;
    /** The request's input after `validate(schema)`: typed, stripped of unknown fields. */
    input: unknown;
  }
}
