import type Koa from 'koa';
import { createServiceApp, mountApi, type Logger, type OutboxRelay, type TokenVerifier } from '@rawi/kit';
import type { FormGuard } from './form/form-guard.ts';
import { contactHandlers } from './routes/contact/contact.ts';
import { submissionHandlers } from './routes/submissions/submissions.ts';

export interface ContactAppDeps {
  logger: Logger;
  verifyToken: TokenVerifier;
  /** Form tokens, the honeypot and the puzzle: what keeps scripts' messages out. */
  guard: FormGuard;
  /** Relays recorded events to NATS; absent where nothing should publish. */
  relay?: OutboxRelay;
  /** Contact-form submissions one client may send per minute. */
  contactRateLimit?: number;
  checks?: Record<string, () => boolean | Promise<boolean>>;
}

export function createApp({
  logger,
  verifyToken,
  guard,
  relay,
  contactRateLimit = 5,
  checks = {},
}: ContactAppDeps): Koa {
  const app = createServiceApp({ logger, checks });
  mountApi(
    app,
    'contact',
    { ...contactHandlers({ relay, perMinute: contactRateLimit, guard }), ...submissionHandlers({ relay }) },
    { verify: verifyToken },
  );
  return app;
}
