/** What the kit adds to every Koa context. */
import type { Logger } from 'pino';
import type { Role } from '@rawi/proto';

/** The verified identity a token carries. */
export interface Identity {
  id: string;
  username: string;
  role: Role;
}

declare module 'koa' {
  interface DefaultState {
    identity?: Identity;
  }
  interface ExtendableContext {
    requestId: string;
    log: Logger;
    /** The request's input after `validate(schema)`: typed, stripped of unknown fields. */
    input: unknown;
  }
}
