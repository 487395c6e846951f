import Router from '@koa/router';
import {
  clientKey,
  optionalAuth,
  rateLimit,
  requireAuth,
  validate,
  type OutboxRelay,
  type TokenVerifier,
} from '@rawi/kit';
import { schemas, apiSchemas } from '@rawi/proto';
import { resetPasswordWithToken } from '../../commands/reset-password-with-token.ts';
import { PASSWORD_RESET_DONE } from '../../commands/set-password.ts';
import { endSessions } from '../../commands/end-sessions.ts';
import { signIn } from '../../commands/sign-in.ts';
import { requireActiveUser } from '../../middleware/require-active-user.ts';
import { presentUser } from '../../presenters/user.ts';
import type { Sessions } from '../../sessions.ts';

export interface AuthRoutesDeps {
  verify: TokenVerifier;
  sessions: Sessions;
  relay: OutboxRelay | undefined;
}

const MINUTE = 60_000;

/** Sign-in, sign-out, who am I, and consuming a mailed reset link. */
export function authRouter({ verify, sessions, relay }: AuthRoutesDeps): Router {
  // Case-insensitive, trailing slash optional: /api/AUTH/login/ is the same route (and counter).
  const router = new Router({ prefix: '/api/auth', sensitive: false, strict: false });

  router.post(
    '/login',
    // All requests per client, failed or not; failed sign-ins are also counted in MongoDB.
    rateLimit({
      name: 'login',
      windowMs: MINUTE,
      max: 60,
      key: clientKey,
      message: 'Too many sign-in requests. Please try again later.',
    }),
    validate(schemas.login),
    async (ctx) => {
      const { username, password } = ctx.input;
      const reply = await signIn({ username, password, clientAddress: ctx.ip }, sessions, relay);
      // A second step (a code, or enrolment) opens no session yet.
      if ('token' in reply) ctx.append('Set-Cookie', sessions.cookie(reply.token));
      ctx.body = reply;
    },
  );

  // Signing out with a valid token ends every session of that user, everywhere (token version).
  router.post('/logout', optionalAuth(verify), async (ctx) => {
    const identity = ctx.state.identity;
    if (identity) await endSessions(identity);
    ctx.append('Set-Cookie', sessions.clearedCookie());
    ctx.status = 204;
  });

  router.get('/me', requireAuth(verify), requireActiveUser(), (ctx) => {
    const { user } = ctx.state;
    if (!user) throw new Error('requireActiveUser did not run');
    ctx.body = { user: presentUser(user) };
  });

  router.post(
    '/reset-password',
    rateLimit({ name: 'reset-password', windowMs: 15 * MINUTE, max: 20, key: clientKey }),
    validate(apiSchemas.resetPasswordWithToken),
    async (ctx) => {
      const { token, password } = ctx.input;
      await resetPasswordWithToken(token, password, relay);
      ctx.body = { message: PASSWORD_RESET_DONE };
    },
  );

  return router;
}
