import { apiHandlers, clientKey, rateLimit, type OutboxRelay } from '@rawi/kit';
import { resetPasswordWithToken } from '../../commands/reset-password-with-token.ts';
import { PASSWORD_RESET_DONE } from '../../commands/set-password.ts';
import { endSessions } from '../../commands/end-sessions.ts';
import { signIn } from '../../commands/sign-in.ts';
import { presentUser } from '../../presenters/user.ts';
import type { Sessions } from '../../sessions/sessions.ts';

export interface AuthRoutesDeps {
  sessions: Sessions;
  relay: OutboxRelay | undefined;
}

const MINUTE = 60_000;

/** Sign-in, sign-out, who am I, and consuming a mailed reset link. */
export function authHandlers({ sessions, relay }: AuthRoutesDeps) {
  return apiHandlers('identity', {
    'POST /api/auth/login': {
      // All requests per client, failed or not; failed sign-ins are also counted in MongoDB.
      beforeAuth: [
        rateLimit({
          name: 'login',
          windowMs: MINUTE,
          max: 60,
          key: clientKey,
          message: 'Too many sign-in requests. Please try again later.',
        }),
      ],
      handle: async (ctx) => {
        const { username, password } = ctx.input;
        const reply = await signIn({ username, password, clientAddress: ctx.ip }, sessions, relay);
        // A second step (a code, or enrolment) opens no session yet.
        if ('token' in reply) ctx.append('Set-Cookie', sessions.cookie(reply.token));
        ctx.body = reply;
      },
    },

    // Signing out with a valid token ends every session of that user, everywhere (token version).
    'POST /api/auth/logout': async (ctx) => {
      const identity = ctx.state.identity;
      if (identity) await endSessions(identity);
      ctx.append('Set-Cookie', sessions.clearedCookie());
    },

    'GET /api/auth/me': (ctx) => {
      const { user } = ctx.state;
      if (!user) throw new Error('requireActiveUser did not run');
      ctx.body = { user: presentUser(user) };
    },

    'POST /api/auth/reset-password': {
      beforeAuth: [rateLimit({ name: 'reset-password', windowMs: 15 * MINUTE, max: 20, key: clientKey })],
      handle: async (ctx) => {
        const { token, password } = ctx.input;
        await resetPasswordWithToken(token, password, relay);
        ctx.body = { message: PASSWORD_RESET_DONE };
      },
    },
  });
}
