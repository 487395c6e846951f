import type Koa from 'koa';
import {
  createServiceApp,
  createTokenVerifier,
  mountApi,
  dependencyChecks,
  type Events,
  type Logger,
  type OutboxRelay,
  type TokenVerifier,
} from '@rawi/kit';
import type { IdentityConfig } from './config.ts';
import { prepareDummyHash } from './passwords/passwords.ts';
import { activityHandlers } from './routes/activity/activity.ts';
import { authHandlers } from './routes/auth/auth.ts';
import { twoFactorHandlers } from './routes/auth/two-factor.ts';
import { createSecretBox, secretKeyFrom } from './two-factor/secret-box.ts';
import { usersHandlers } from './routes/users/users.ts';
import { requireActiveUser } from './middleware/require-active-user.ts';
import { createSessions } from './sessions/sessions.ts';

export interface IdentityDeps {
  config: IdentityConfig;
  logger: Logger;
  events: Events;
  /** Publishes recorded events; without one they wait in the outbox for the next relay. */
  relay: OutboxRelay | undefined;
  /** Session tokens checked with the users' token versions too (default: the key only; identity also reads the database). */
  verifyToken?: TokenVerifier;
}

export function createApp({ config, logger, events, relay, verifyToken }: IdentityDeps): Koa {
  const app = createServiceApp({ logger, checks: dependencyChecks(events) });
  // Ready before the first sign-in, so an unknown user's first check is not slower.
  void prepareDummyHash();
  const verify = verifyToken ?? createTokenVerifier(config.JWT_PUBLIC_KEY);
  const sessions = createSessions(config);
  const box = createSecretBox(secretKeyFrom(config));
  const handlers = {
    ...authHandlers({ sessions, relay }),
    ...twoFactorHandlers({ sessions, box, relay }),
    ...usersHandlers({ relay, passwordResetTtlMinutes: config.PASSWORD_RESET_TTL_MINUTES }),
    ...activityHandlers,
  };
  // Signed-in calls also need the account to exist and be active still.
  mountApi(app, 'identity', handlers, { verify, signedIn: [requireActiveUser()] });
  return app;
}
